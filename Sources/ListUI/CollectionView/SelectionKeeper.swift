import Foundation

/// Keeps a list's selected item, the keyboard's place in a terminal or a browser, on an item
/// through updates: when an update deletes or reloads the selected item, the selection goes to
/// the item now at its index path, or the one before it; when the update also moved the content
/// offset (as ListKit's `keepsVisibleContentPosition` does), to the item wholly on screen nearest
/// where the selected one was drawn, so that it stays on what the user looks at.
///
/// A renderer calls ``keepSelection(in:order:firstSelection:)`` before each frame.
@_spi(ListKit)
@MainActor
public struct SelectionKeeper {
  /// The last valid selection, and the collection view it belongs to.
  private var indexPath: IndexPath?
  private weak var collectionView: CollectionView?
  /// Where the last valid selection was drawn, less the content offset, and that offset.
  private var placeOnScreen: (frame: CGRect, contentOffset: CGPoint)?

  /// A keeper that remembers no selection yet.
  public init() {}

  /// What a list with no selection, and none remembered, gets.
  public enum FirstSelection {
    /// No selection, until the keys or a click make one.
    case none
    /// The item `preferred` gives, asked only then; when it gives none, the first item, and
    /// when it gives an index path that is not an item, the nearest one before it.
    case preferredItem(_ preferred: () -> IndexPath?)
  }

  /// Makes sure `collectionView` has a valid selection if it had one: remembers a valid
  /// selection; replaces a lost or invalid one as the type describes; gives a list seen for the
  /// first time `firstSelection`. `order` is the collection view's items' order, asked for only
  /// when the selection is not valid.
  ///
  /// - Returns: The item it selected, if it selected one; `nil` when the selection was valid
  ///   or it selected nothing.
  /// - Complexity: O(1) when the selection is valid; otherwise O(log *n*) for *n* items and
  ///   O(*v*) for *v* cells on screen.
  public mutating func keepSelection(
    in collectionView: CollectionView, order: @autoclosure () -> ItemOrder,
    firstSelection: FirstSelection
  ) -> IndexPath? {
    let selected = collectionView.indexPathsForSelectedItems
    if let first = selected.first, Self.isItem(first, of: collectionView) {
      remember(first, in: collectionView)
      return nil
    }
    for path in selected { collectionView.deselectItem(at: path, animated: false) }
    let order = order()
    guard !order.isEmpty else { return nil }
    let remembers = self.collectionView === collectionView
    let hint: IndexPath?
    if remembers {
      hint = indexPath
    } else if case .preferredItem(let preferred) = firstSelection {
      hint = preferred()
    } else if let first = selected.first {
      hint = first
    } else {
      return nil
    }
    var onScreen: IndexPath?
    if remembers, let place = placeOnScreen, place.contentOffset != collectionView.contentOffset {
      onScreen = Self.item(nearest: place.frame, in: collectionView)
    }
    let nearest =
      onScreen
      ?? (selected.first ?? hint).flatMap {
        order.contains($0) ? $0 : order.last(atOrBefore: $0)
      } ?? order[0]
    remember(nearest, in: collectionView)
    collectionView.selectItem(at: nearest, animated: false, scrollPosition: [])
    return nearest
  }

  /// Whether `indexPath` names an item of `collectionView`: a look at two counts, where the
  /// items' order is a pass over every section.
  private static func isItem(_ indexPath: IndexPath, of collectionView: CollectionView) -> Bool {
    indexPath.count == 2 && indexPath[0] >= 0 && indexPath[0] < collectionView.numberOfSections
      && indexPath[1] >= 0 && indexPath[1] < collectionView.numberOfItems(inSection: indexPath[0])
  }

  /// Remembers `indexPath` as the valid selection of `collectionView`, and where it is drawn.
  private mutating func remember(_ indexPath: IndexPath, in collectionView: CollectionView) {
    self.indexPath = indexPath
    self.collectionView = collectionView
    let offset = collectionView.contentOffset
    placeOnScreen = collectionView.cellForItem(at: indexPath).map {
      ($0.frame.offsetBy(dx: -offset.x, dy: -offset.y), offset)
    }
  }

  /// The item on screen whose frame, less the content offset, is nearest `frame`: among the
  /// items wholly inside the visible area, or, when none is, those partly inside it.
  private static func item(nearest frame: CGRect, in collectionView: CollectionView)
    -> IndexPath?
  {
    let offset = collectionView.contentOffset
    let visible = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    var whole: [(IndexPath, CGRect)] = []
    var partial: [(IndexPath, CGRect)] = []
    for indexPath in collectionView.indexPathsForVisibleItems {
      guard let cell = collectionView.cellForItem(at: indexPath), !cell.isHidden else { continue }
      if visible.contains(cell.frame) {
        whole.append((indexPath, cell.frame))
      } else if visible.intersects(cell.frame) {
        partial.append((indexPath, cell.frame))
      }
    }
    func distance(_ other: CGRect) -> CGFloat {
      abs(other.minX - offset.x - frame.minX) + abs(other.minY - offset.y - frame.minY)
    }
    let candidates = whole.isEmpty ? partial : whole
    // The first of the nearest, in index path order.
    return candidates.min { distance($0.1) < distance($1.1) }?.0
  }
}
