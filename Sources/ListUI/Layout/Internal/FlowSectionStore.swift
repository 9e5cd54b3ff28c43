import Foundation

/// A flow layout's sections, each laid out relative to its own start along the scroll direction,
/// kept in chunks of a few dozen with the chunks' starts summed, so that:
/// - a section's start is found in O(log *n*), and the sections a rect crosses by binary search;
/// - a batch update that inserts, deletes, moves or changes *k* of *n* sections builds the new
///   store in O(*n* / ``chunkSize`` + *k* × ``chunkSize``): the chunks without changes move to
///   the new store, only the chunks around a change are copied.
///
/// A store owns its chunks alone, through unmanaged references: a store built from another takes
/// over its unchanged chunks without a reference count each, which at a million sections would be
/// tens of thousands of cache misses on the main actor. Only the chunks it replaced are released
/// when the store before it goes.
///
/// A chunk holds its sections' item frames and lines in two flat arrays, so that copying a
/// section is copying plain values, without a reference count to change.
final class FlowSectionStore {
  /// How many sections a chunk holds when it is full.
  static let chunkSize = 16

  /// Where one section's parts are in its chunk.
  struct Entry {
    var header: CGRect?
    var footer: CGRect?
    /// The section's start, relative to the chunk's, and its length.
    var start: CGFloat
    var length: CGFloat
    /// Its item frames and lines in the chunk's arrays.
    var items: Range<Int>
    var lines: Range<Int>
  }

  /// A run of consecutive sections.
  struct Chunk {
    var entries: [Entry] = []
    var itemFrames: [CGRect] = []
    var lines: [FlowLine] = []
    /// The chunk's length along the scroll direction.
    var length: CGFloat = 0

    /// Reserves room for a full chunk of sections of one item each.
    mutating func reserve() {
      entries.reserveCapacity(FlowSectionStore.chunkSize)
      itemFrames.reserveCapacity(FlowSectionStore.chunkSize)
      lines.reserveCapacity(FlowSectionStore.chunkSize)
    }

    /// Appends a section with its frames and lines.
    mutating func append(
      header: CGRect?, footer: CGRect?, length sectionLength: CGFloat,
      itemFrames frames: some Collection<CGRect>, lines sectionLines: some Collection<FlowLine>
    ) {
      let items = itemFrames.count..<(itemFrames.count + frames.count)
      let lineRange = lines.count..<(lines.count + sectionLines.count)
      itemFrames.append(contentsOf: frames)
      lines.append(contentsOf: sectionLines)
      entries.append(
        Entry(
          header: header, footer: footer, start: length, length: sectionLength, items: items,
          lines: lineRange))
      length += sectionLength
    }

    /// Appends sections `range` of `other`, whose frames and lines are contiguous there: one
    /// copy of each array.
    mutating func append(_ range: Range<Int>, of other: borrowing Chunk) {
      guard !range.isEmpty else { return }
      let first = other.entries[range.lowerBound]
      let last = other.entries[range.upperBound - 1]
      let items = first.items.lowerBound..<last.items.upperBound
      let lineRange = first.lines.lowerBound..<last.lines.upperBound
      let itemShift = itemFrames.count - items.lowerBound
      let lineShift = lines.count - lineRange.lowerBound
      let startShift = length - first.start
      itemFrames.append(contentsOf: other.itemFrames[items])
      lines.append(contentsOf: other.lines[lineRange])
      for index in range {
        var entry = other.entries[index]
        entry.start += startShift
        entry.items = (entry.items.lowerBound + itemShift)..<(entry.items.upperBound + itemShift)
        entry.lines =
          (entry.lines.lowerBound + lineShift)..<(entry.lines.upperBound + lineShift)
        entries.append(entry)
      }
      length += last.start + last.length - first.start
    }
  }

  /// One section as the layout reads it: its parts, laid out from 0, and where it starts.
  struct Section {
    let start: CGFloat
    let header: CGRect?
    let footer: CGRect?
    let length: CGFloat
    let itemFrames: ArraySlice<CGRect>
    let lines: ArraySlice<FlowLine>

    /// How many items the section has.
    var itemCount: Int { itemFrames.count }

    /// The frame of item `item`, laid out from 0.
    func frame(ofItem item: Int) -> CGRect { itemFrames[itemFrames.startIndex + item] }
  }

  /// A chunk once built, never changed.
  final class StoredChunk {
    let chunk: Chunk
    init(_ chunk: Chunk) { self.chunk = chunk }
  }

  /// The chunks, each held once by this store, or by the store built from it once that took it
  /// over (``handedOver``).
  private var chunks: [Unmanaged<StoredChunk>]
  /// Each chunk's section count and length, beside the chunks, so that building a store reads
  /// them in order rather than from each chunk.
  private var chunkCounts: [Int]
  private var chunkLengths: [CGFloat]
  /// Each chunk's first section, and its start along the scroll direction.
  private var chunkFirstSections: [Int] = []
  private var chunkStarts: [CGFloat] = []
  /// Which chunks a store built from this one took over, and so are not released with this one.
  private var handedOver: [Bool] = []
  /// How many sections the store has.
  private(set) var count = 0
  /// The length of all the sections.
  private(set) var length: CGFloat = 0

  /// An empty store.
  convenience init() {
    self.init(chunks: [], counts: [], lengths: [])
  }

  private init(chunks: [Unmanaged<StoredChunk>], counts: [Int], lengths: [CGFloat]) {
    self.chunks = chunks
    chunkCounts = counts
    chunkLengths = lengths
    chunkFirstSections.reserveCapacity(chunks.count)
    chunkStarts.reserveCapacity(chunks.count)
    for index in chunks.indices {
      chunkFirstSections.append(count)
      chunkStarts.append(length)
      count += counts[index]
      length += lengths[index]
    }
  }

  deinit {
    for index in chunks.indices where handedOver.isEmpty || !handedOver[index] {
      chunks[index].release()
    }
  }

  /// Calls `body` with chunk `index`, borrowed rather than copied.
  func withChunk(_ index: Int, _ body: (borrowing Chunk) -> Void) {
    body(chunks[index].takeUnretainedValue().chunk)
  }

  /// Where section `section` is: its chunk and its index in it.
  ///
  /// - Complexity: O(log *n*).
  func location(of section: Int) -> (chunk: Int, index: Int) {
    var low = 0
    var high = chunks.count
    while low + 1 < high {
      let middle = (low + high) / 2
      if chunkFirstSections[middle] <= section { low = middle } else { high = middle }
    }
    return (low, section - chunkFirstSections[low])
  }

  /// The end of the run of chunks from `first` that lie wholly before section `end`.
  ///
  /// - Complexity: O(log *n*).
  func wholeChunks(from first: Int, endingBy end: Int) -> Int {
    if end >= count { return chunks.count }
    var low = first
    var high = chunks.count
    // The first chunk past `first` whose sections do not all come before `end`.
    while low < high {
      let middle = (low + high) / 2
      if chunkFirstSections[middle] + chunkCounts[middle] <= end {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// Section `section`.
  ///
  /// - Complexity: O(log *n*).
  subscript(section: Int) -> Section {
    let (chunkIndex, index) = location(of: section)
    let chunk = chunks[chunkIndex].takeUnretainedValue().chunk
    let entry = chunk.entries[index]
    return Section(
      start: chunkStarts[chunkIndex] + entry.start, header: entry.header, footer: entry.footer,
      length: entry.length, itemFrames: chunk.itemFrames[entry.items],
      lines: chunk.lines[entry.lines])
  }

  /// The first section that ends after `position`, or ``count`` if none does.
  ///
  /// - Complexity: O(log *n*).
  func firstSection(endingAfter position: CGFloat) -> Int {
    var low = 0
    var high = chunks.count
    while low < high {
      let middle = (low + high) / 2
      if chunkStarts[middle] + chunkLengths[middle] <= position {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < chunks.count else { return count }
    let entries = chunks[low].takeUnretainedValue().chunk.entries
    let relative = position - chunkStarts[low]
    var first = 0
    var last = entries.count
    while first < last {
      let middle = (first + last) / 2
      if entries[middle].start + entries[middle].length <= relative {
        first = middle + 1
      } else {
        last = middle
      }
    }
    return chunkFirstSections[low] + first
  }

  /// Hands chunks `range` over to a store being built: they leave this store's keeping.
  ///
  /// - Complexity: O(*c*) for *c* chunks, without touching them.
  fileprivate func handOver(_ range: Range<Int>, to builder: Builder) {
    if handedOver.isEmpty { handedOver = Array(repeating: false, count: chunks.count) }
    for index in range {
      precondition(!handedOver[index], "a chunk handed over twice")
      handedOver[index] = true
    }
    builder.take(chunks[range], counts: chunkCounts[range], lengths: chunkLengths[range])
  }

  /// Builds a store by appending sections in order: whole chunks of another store are taken
  /// over when they fall on the run being appended, other sections are copied.
  ///
  /// The chunks it makes hold from half of ``chunkSize`` to one and a half times it, but at the
  /// end of the store: a change copies the chunk it falls in, and at most the next one, however
  /// the changes before it left the chunks' edges.
  final class Builder {
    private var chunks: [Unmanaged<StoredChunk>] = []
    private var counts: [Int] = []
    private var lengths: [CGFloat] = []
    private var pending = Chunk()
    /// How many sections were copied from another store rather than taken over with their
    /// chunk.
    private(set) var copiedSectionCount = 0

    init() {}

    deinit {
      // A builder finished gave its chunks to the store; one dropped before releases them.
      for chunk in chunks { chunk.release() }
    }

    /// Appends one section.
    func append(_ section: FlowSection) {
      if pending.entries.isEmpty { pending.reserve() }
      pending.append(
        header: section.header, footer: section.footer, length: section.length,
        itemFrames: section.itemFrames, lines: section.lines)
      if pending.entries.count >= FlowSectionStore.chunkSize { flush() }
    }

    /// Appends sections `range` of `store`, taking over the chunks wholly in it: `store` must
    /// not be read for them again, and is released once the new store is made.
    ///
    /// - Complexity: O(log *n* + *c*) for *c* chunks in the range, taken over without touching
    ///   them, and the copy of the items of at most two chunks' sections: those not in a whole
    ///   chunk, and the chunk after them when fewer than half a chunk are left over.
    func append(_ range: Range<Int>, of store: FlowSectionStore) {
      guard !range.isEmpty else { return }
      var section = range.lowerBound
      while section < range.upperBound {
        let (chunk, index) = store.location(of: section)
        let available = store.chunkCounts[chunk] - index
        let remaining = range.upperBound - section
        let taken = Swift.min(available, remaining)
        if index == 0 && available <= remaining {
          if !pending.entries.isEmpty && pending.entries.count < FlowSectionStore.chunkSize / 2 {
            // Fewer than half a chunk left over from a change: the next whole chunk joins them,
            // so that the chunks after it are taken over again rather than copied out of step.
            store.withChunk(chunk) { source in pending.append(0..<taken, of: source) }
            copiedSectionCount += taken
            flush()
            section += taken
            continue
          }
          flush()
          let end = store.wholeChunks(from: chunk, endingBy: range.upperBound)
          store.handOver(chunk..<end, to: self)
          section = end < store.chunks.count ? store.chunkFirstSections[end] : store.count
          continue
        }
        store.withChunk(chunk) { source in
          var offset = index
          while offset < index + taken {
            let room = FlowSectionStore.chunkSize - pending.entries.count
            let end = Swift.min(index + taken, offset + room)
            if pending.entries.isEmpty { pending.reserve() }
            pending.append(offset..<end, of: source)
            if pending.entries.count >= FlowSectionStore.chunkSize { flush() }
            offset = end
          }
        }
        copiedSectionCount += taken
        section += taken
      }
    }

    /// Takes over chunks another store handed over.
    fileprivate func take(
      _ taken: ArraySlice<Unmanaged<StoredChunk>>, counts takenCounts: ArraySlice<Int>,
      lengths takenLengths: ArraySlice<CGFloat>
    ) {
      chunks.append(contentsOf: taken)
      counts.append(contentsOf: takenCounts)
      lengths.append(contentsOf: takenLengths)
    }

    private func flush() {
      guard !pending.entries.isEmpty else { return }
      chunks.append(Unmanaged.passRetained(StoredChunk(pending)))
      counts.append(pending.entries.count)
      lengths.append(pending.length)
      pending = Chunk()
    }

    /// The store built, which now holds the chunks.
    ///
    /// - Complexity: O(*c*) for *c* chunks, reading their counts and lengths in order.
    func finish() -> FlowSectionStore {
      flush()
      let store = FlowSectionStore(chunks: chunks, counts: counts, lengths: lengths)
      chunks = []
      counts = []
      lengths = []
      return store
    }
  }
}
