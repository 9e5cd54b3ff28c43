import Foundation

/// A view the user acts on, which runs actions for events: ListUI's `UIControl`.
@MainActor
open class Control: View {
  /// A control's state: UIKit's `UIControl.State`, with its raw values.
  public struct State: OptionSet, Hashable, Sendable {
    /// The state as bits.
    public let rawValue: UInt

    /// A state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The normal state: no other.
    public static let normal = State([])
    /// Pressed.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Holding the keyboard focus.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// The events a control sends actions for: UIKit's `UIControl.Event`, with its raw values.
  /// A terminal press of a button, a click or Enter on the focused button, sends
  /// ``touchUpInside`` and ``primaryActionTriggered`` together; a terminal has no press that
  /// starts and ends apart, so it sends no ``touchDown``.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The events as bits.
    public let rawValue: UInt

    /// Events from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A press starts on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A press ends on the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A press ends outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A press is cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action: a button's press.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began in a text control.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed while editing.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return ended editing in a text field.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Whether the control responds; a disabled one is drawn dimmed and sends no actions.
  open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }

  /// Whether the control is drawn pressed.
  open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }

  /// Whether the control is selected.
  open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }

  /// Whether the control has the keyboard focus, as Tab gives it. Settable, unlike UIKit's, as
  /// the renderer's focus moves it rather than a focus system of ListUI's.
  open var isFocused = false { didSet { if isFocused != oldValue { stateDidChange() } } }

  /// Whether Tab stops at the control when it is focusable; `false` for controls that keys of
  /// their own reach, such as the tabs of a tab bar.
  @_spi(ListKit) public internal(set) var isTabStop = true

  /// The control's state, from ``isEnabled``, ``isHighlighted``, ``isSelected`` and
  /// ``isFocused``.
  open var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    if isFocused { state.insert(.focused) }
    return state
  }

  private var registeredActions: [(action: Action, events: Event)] = []

  /// Runs `action` each time the control sends one of `events`: UIKit's `addAction(_:for:)`.
  /// An action added again for the same events is not added twice.
  public func addAction(_ action: Action, for events: Event) {
    guard !registeredActions.contains(where: { $0.action === action && $0.events == events })
    else { return }
    registeredActions.append((action, events))
  }

  /// Stops running `action` for `events`: UIKit's `removeAction(_:for:)`.
  public func removeAction(_ action: Action, for events: Event) {
    registeredActions.removeAll { $0.action === action && $0.events == events }
  }

  /// Stops running every action.
  public func removeAllActions() {
    registeredActions.removeAll()
  }

  /// The events some action is registered for.
  public var allControlEvents: Event {
    registeredActions.reduce(Event()) { $0.union($1.events) }
  }

  /// Runs the actions registered for any of `events`, in the order they were added, if the
  /// control is enabled: UIKit's `sendActions(for:)`.
  open func sendActions(for events: Event) {
    guard isEnabled else { return }
    for entry in registeredActions where !entry.events.isDisjoint(with: events) {
      entry.action.perform(sender: self)
    }
  }

  /// Presses the control at `point`, in its own coordinates, as a click or a tap does: the
  /// default sends ``Event/touchUpInside`` and ``Event/primaryActionTriggered``; a segmented
  /// control selects the segment under the point. Nothing happens while the control is disabled.
  ///
  /// - Returns: Whether the control took the press.
  @discardableResult
  open func press(at point: CGPoint) -> Bool {
    guard isEnabled else { return false }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
    return true
  }

  /// Called when ``state`` changes; the default lays the control out again so that it draws its
  /// new state.
  open func stateDidChange() {
    setNeedsLayout()
  }
}
