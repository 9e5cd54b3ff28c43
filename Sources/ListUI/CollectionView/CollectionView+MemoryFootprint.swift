extension CollectionView: MemoryFootprintReporting {
  /// Adds what the collection view holds for its data: its counts, the items' order, the
  /// selection and the cells on screen by index path (the cells themselves are views, bounded by
  /// the screen), then what its layout and its data source hold.
  ///
  /// - Complexity: O(*s* / 64) for *s* sections with a flow layout, and what the data source's
  ///   report costs.
  package func addMemoryFootprint(to footprint: inout MemoryFootprint) {
    footprint.add(
      MemoryFootprint.bytes(of: self) + MemoryFootprint.bytes(of: sectionCounts ?? [])
        + (cachedItemOrder?.memoryBytes ?? 0) + MemoryFootprint.bytes(of: selectedIndexPaths)
        + MemoryFootprint.bytes(of: visibleCellsByIndexPath),
      to: "collection view")
    (collectionViewLayout as? any MemoryFootprintReporting)?.addMemoryFootprint(to: &footprint)
    (dataSource as? any MemoryFootprintReporting)?.addMemoryFootprint(to: &footprint)
  }
}
