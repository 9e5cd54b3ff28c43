extension FlowSectionStore {
  /// The heap blocks of the store's pieces and of the chunks they point into, each chunk once.
  ///
  /// - Complexity: O(*p*) for *p* pieces: about one for every 64 sections.
  var memoryBytes: Int {
    var bytes =
      MemoryFootprint.bytes(of: pieces) + MemoryFootprint.bytes(of: firstSections)
      + MemoryFootprint.bytes(of: starts)
    var counted = Set<ObjectIdentifier>()
    for piece in pieces {
      let chunk = piece.chunk.takeUnretainedValue()
      guard counted.insert(ObjectIdentifier(chunk)).inserted else { continue }
      bytes +=
        MemoryFootprint.bytes(of: chunk) + MemoryFootprint.bytes(of: chunk.chunk.entries)
        + MemoryFootprint.bytes(of: chunk.chunk.itemFrames)
        + MemoryFootprint.bytes(of: chunk.chunk.lines)
    }
    return bytes
  }
}
