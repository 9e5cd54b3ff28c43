extension ListOutline: ListDiffable {
  /// The outline's roots: an outline is the same section as long as its roots are the same, so
  /// a section that collapses to its header is known by its header.
  public func diffIdentifier() -> AnyHashable {
    AnyHashable(rootItems)
  }

  /// Whether `object` is an outline of the same items, in the same tree, with the same items
  /// expanded.
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? ListOutline<Item>) == self
  }
}
