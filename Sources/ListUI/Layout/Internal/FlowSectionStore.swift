import Foundation

/// A flow layout's sections, each laid out relative to its own start along the scroll direction,
/// kept in chunks of a few dozen with the chunks' starts summed, so that:
/// - a section's start is found in O(log *n*), and the sections a rect crosses by binary search;
/// - a batch update that inserts, deletes, moves or changes *k* of *n* sections builds the new
///   store in O(*n* / ``chunkSize`` + *k* × ``chunkSize``): the chunks without changes are shared
///   with the store before the update, only the chunks around a change are copied.
///
/// A chunk holds its sections' item frames and lines in two flat arrays, so that copying a
/// section is copying plain values, without a reference count to change.
struct FlowSectionStore {
  /// How many sections a chunk holds when it is full.
  static let chunkSize = 32

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

  /// A chunk once built: shared, never changed, so that a store built from another takes its
  /// unchanged chunks with one reference count each.
  final class SharedChunk {
    let chunk: Chunk
    init(_ chunk: Chunk) { self.chunk = chunk }
  }

  private(set) var chunks: [SharedChunk] = []
  /// Each chunk's first section, and its start along the scroll direction.
  private var chunkFirstSections: [Int] = []
  private var chunkStarts: [CGFloat] = []
  /// How many sections the store has.
  private(set) var count = 0
  /// The length of all the sections.
  private(set) var length: CGFloat = 0

  /// Calls `body` with chunk `index`, borrowed rather than copied.
  func withChunk(_ index: Int, _ body: (borrowing Chunk) -> Void) {
    body(chunks[index].chunk)
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

  /// Section `section`.
  ///
  /// - Complexity: O(log *n*).
  subscript(section: Int) -> Section {
    let (chunkIndex, index) = location(of: section)
    let chunk = chunks[chunkIndex].chunk
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
      if chunkStarts[middle] + chunks[middle].chunk.length <= position {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < chunks.count else { return count }
    let entries = chunks[low].chunk.entries
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

  /// Builds a store by appending sections in order: whole chunks of another store are taken as
  /// they are when they fall on the run being appended, other sections are copied.
  struct Builder {
    private var chunks: [SharedChunk] = []
    private var pending = Chunk()

    init() {}

    /// Appends one section.
    mutating func append(_ section: FlowSection) {
      if pending.entries.isEmpty { pending.reserve() }
      pending.append(
        header: section.header, footer: section.footer, length: section.length,
        itemFrames: section.itemFrames, lines: section.lines)
      if pending.entries.count >= FlowSectionStore.chunkSize { flush() }
    }

    /// Appends sections `range` of `store`.
    ///
    /// - Complexity: O(*c* + ``chunkSize``) for *c* chunks in the range, and the copy of the
    ///   items of the sections not in a whole chunk.
    mutating func append(_ range: Range<Int>, of store: FlowSectionStore) {
      guard !range.isEmpty else { return }
      var section = range.lowerBound
      var (chunk, index) = store.location(of: section)
      while section < range.upperBound {
        let available = store.chunks[chunk].chunk.entries.count - index
        let remaining = range.upperBound - section
        // A whole chunk, while the one being filled is empty or at least half full, is shared.
        if index == 0 && available <= remaining
          && (pending.entries.isEmpty
            || pending.entries.count >= FlowSectionStore.chunkSize / 2)
        {
          flush()
          chunks.append(store.chunks[chunk])
          section += available
        } else {
          let taken = Swift.min(available, remaining)
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
          section += taken
        }
        chunk += 1
        index = 0
      }
    }

    private mutating func flush() {
      guard !pending.entries.isEmpty else { return }
      chunks.append(SharedChunk(pending))
      pending = Chunk()
    }

    /// The store built.
    ///
    /// - Complexity: O(*c*) for *c* chunks.
    mutating func finish() -> FlowSectionStore {
      flush()
      var store = FlowSectionStore()
      store.chunks = chunks
      store.chunkFirstSections.reserveCapacity(chunks.count)
      store.chunkStarts.reserveCapacity(chunks.count)
      for index in chunks.indices {
        store.chunkFirstSections.append(store.count)
        store.chunkStarts.append(store.length)
        store.count += chunks[index].chunk.entries.count
        store.length += chunks[index].chunk.length
      }
      chunks = []
      return store
    }
  }
}
