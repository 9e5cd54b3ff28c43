import Foundation

/// A transition from one view controller to another that a storyboard declares: ListUI's
/// `UIStoryboardSegue`.
///
/// A storyboard's segue is performed when a control that triggers it is used, or when code calls
/// ``ViewController/performSegue(withIdentifier:sender:)``. The source's
/// ``ViewController/prepare(for:sender:)`` is called with the segue first, so it can give the
/// destination what it shows, then ``perform()`` shows the destination as the segue's kind says
/// (see ``StoryboardSegueTemplate/Kind``).
@MainActor
open class StoryboardSegue {
  /// The identifier the storyboard gives the segue, or `nil` for one that has none.
  public let identifier: String?

  /// The controller the segue starts from.
  public let source: ViewController

  /// The controller the segue shows, made anew from its scene.
  public let destination: ViewController

  private let performHandler: (@MainActor () -> Void)?

  /// A segue from `source` to `destination` that does nothing when performed: a subclass
  /// overrides ``perform()``, as it does UIKit's.
  public init(identifier: String?, source: ViewController, destination: ViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    performHandler = nil
  }

  /// A segue from `source` to `destination` whose ``perform()`` runs `performHandler`: UIKit's
  /// `init(identifier:source:destination:performHandler:)`.
  public init(
    identifier: String?, source: ViewController, destination: ViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = performHandler
  }

  /// Shows the destination: runs the perform handler, if the segue has one.
  open func perform() {
    performHandler?()
  }
}
