import Foundation

/// The invalidation context of ``ListCollectionViewLayout``.
///
/// Besides what every context names, it can invalidate the headers and footers alone, which a
/// scroll with sticky headers does: the layout then keeps every frame it computed and only places
/// its headers again.
@MainActor
open class ListCollectionViewLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
  /// Whether the headers and footers must be placed again; `false` by default.
  open var invalidateSupplementaryListAttributes = false

  /// Whether every section must be laid out again; `false` by default.
  open var invalidateAllListAttributes = false

  /// Creates a context that invalidates nothing yet.
  public required init() {
    super.init()
  }
}
