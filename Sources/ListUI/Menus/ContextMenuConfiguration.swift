import Foundation

/// What a long press, a right click or the actions key shows for an item: ListUI's
/// `UIContextMenuConfiguration`, which a collection view's delegate gives
/// (`collectionView(_:contextMenuConfigurationForItemAt:point:)`), and ListKit's section
/// controllers through it.
@MainActor
public final class ContextMenuConfiguration {
  /// The configuration's identifier.
  public let identifier: AnyHashable
  /// Makes the preview UIKit shows above the menu. A terminal and a page show no preview: kept
  /// for UIKit's code.
  public let previewProvider: (@MainActor () -> ViewController?)?
  /// Makes the menu, given the menu elements the system suggests (none here).
  public let actionProvider: (@MainActor ([MenuElement]) -> Menu?)?

  /// Creates a configuration whose menu `actionProvider` makes.
  public init(
    identifier: AnyHashable? = nil, previewProvider: (@MainActor () -> ViewController?)? = nil,
    actionProvider: (@MainActor ([MenuElement]) -> Menu?)? = nil
  ) {
    self.identifier = identifier ?? AnyHashable(UUID())
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }

  /// The menu the configuration shows: its action provider's, given no suggested elements.
  public func makeMenu() -> Menu? {
    actionProvider?([])
  }
}
