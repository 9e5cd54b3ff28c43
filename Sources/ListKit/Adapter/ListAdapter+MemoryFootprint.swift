import ListUI

extension ListAdapter: MemoryFootprintReporting {
  /// Adds what the adapter holds for its list: its section controllers (measured on a sample of
  /// them) and its section map, at rest: an update under way also holds the map from before it
  /// and the diff's tables, for as long as it takes.
  ///
  /// - Complexity: O(1) in the number of sections: 256 section controllers are measured.
  package func addMemoryFootprint(to footprint: inout MemoryFootprint) {
    footprint.add(
      MemoryFootprint.estimatedBytes(of: sectionMap.sectionControllers),
      to: "section controllers")
    footprint.add(
      sectionMap.memoryBytes + MemoryFootprint.bytes(of: controllerForView), to: "section map")
  }
}
