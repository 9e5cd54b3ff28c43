import Foundation

/// What a layout says about one element: where it goes and how it looks, as
/// `UICollectionViewLayoutAttributes`.
@MainActor
open class CollectionViewLayoutAttributes {
  /// The kinds of element a layout places.
  public enum Category: Sendable, Hashable {
    /// A cell, one per item.
    case cell
    /// A supplementary view such as a header or footer.
    case supplementaryView
  }

  /// The element's index path.
  public var indexPath: IndexPath
  /// The kind of element.
  public let representedElementCategory: Category
  /// The supplementary view's kind, or `nil` for a cell.
  public let representedElementKind: String?
  // Trivial stored properties without the runtime's exclusivity checks: see `View`'s frame.
  /// The element's rectangle in the collection view's content.
  @exclusivity(unchecked) open var frame: CGRect = .zero
  /// The element's stacking order; higher is in front.
  @exclusivity(unchecked) open var zIndex = 0
  /// The element's opacity.
  @exclusivity(unchecked) open var alpha: CGFloat = 1
  /// Whether the element is hidden.
  @exclusivity(unchecked) open var isHidden = false

  /// Attributes for the cell at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// Attributes for the supplementary view of `kind` at `indexPath`.
  public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = kind
  }

  /// The element's size.
  public var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The element's center.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// A copy with the same values. A subclass with properties of its own overrides it to copy
  /// them too.
  open func copy() -> CollectionViewLayoutAttributes {
    let copy: CollectionViewLayoutAttributes
    if let kind = representedElementKind {
      copy = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    } else {
      copy = CollectionViewLayoutAttributes(forCellWith: indexPath)
    }
    copy.frame = frame
    copy.zIndex = zIndex
    copy.alpha = alpha
    copy.isHidden = isHidden
    return copy
  }
}
