/// What an accessibility element is and what state it is in: UIKit's `UIAccessibilityTraits`.
/// A web page turns them into ARIA (see ``View/accessibilityTraits``); a terminal has no screen
/// reader, and keeps them for code that reads them.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits, UIKit's values.
  public let rawValue: UInt64

  /// Traits of the bits `rawValue`.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No trait.
  public static let none: AccessibilityTraits = []
  /// Acts when pressed: the page's `role="button"`.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// Opens a link: `role="link"`.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// An image: `role="img"`.
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  /// Selected: `aria-selected="true"`.
  public static let selected = AccessibilityTraits(rawValue: 1 << 3)
  /// Plays a sound when pressed.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
  /// A key of a keyboard.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
  /// Text that does not change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// A summary of the screen when it appears.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
  /// Not enabled: `aria-disabled="true"`.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
  /// Changes often: the page leaves it out of live announcements (`aria-live="off"`).
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// Starts media.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Its value can be adjusted.
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  /// Turns a page.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  /// A heading of a part of the screen: `role="heading"`.
  public static let header = AccessibilityTraits(rawValue: 1 << 16)
  /// A search field: `role="searchbox"`.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
  /// A tab bar: `role="tablist"`.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 28)
}
