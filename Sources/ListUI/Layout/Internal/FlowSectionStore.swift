import Foundation

/// A flow layout's sections, each laid out relative to its own start along the scroll direction,
/// kept in chunks of a few dozen with the chunks' starts summed, so that:
/// - a section's start is found in O(log *n*), and the sections a rect crosses by binary search;
/// - a batch update that inserts, deletes, moves or changes *k* of *n* sections builds the new
///   store in O(*n* / ``chunkSize`` + *k* × ``chunkSize``): the chunks without changes are shared
///   with the store before the update, only the chunks around a change are copied.
struct FlowSectionStore {
  /// How many sections a chunk holds when it is full.
  static let chunkSize = 32

  /// A run of consecutive sections.
  struct Chunk {
    var sections: [FlowSection] = []
    /// Each section's start, relative to the chunk's.
    var starts: [CGFloat] = []
    /// The chunk's length along the scroll direction.
    var length: CGFloat = 0

    mutating func append(_ section: FlowSection) {
      starts.append(length)
      length += section.length
      sections.append(section)
    }
  }

  private(set) var chunks: [Chunk] = []
  /// Each chunk's first section, and its start along the scroll direction.
  private var chunkFirstSections: [Int] = []
  private var chunkStarts: [CGFloat] = []
  /// How many sections the store has.
  private(set) var count = 0
  /// The length of all the sections.
  private(set) var length: CGFloat = 0

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

  /// Section `section`, laid out from 0, and where it starts.
  ///
  /// - Complexity: O(log *n*).
  subscript(section: Int) -> (section: FlowSection, start: CGFloat) {
    let (chunk, index) = location(of: section)
    return (chunks[chunk].sections[index], chunkStarts[chunk] + chunks[chunk].starts[index])
  }

  /// The first section that ends after `position`, or ``count`` if none does.
  ///
  /// - Complexity: O(log *n*).
  func firstSection(endingAfter position: CGFloat) -> Int {
    var low = 0
    var high = chunks.count
    while low < high {
      let middle = (low + high) / 2
      if chunkStarts[middle] + chunks[middle].length <= position {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < chunks.count else { return count }
    let chunk = chunks[low]
    let relative = position - chunkStarts[low]
    var first = 0
    var last = chunk.sections.count
    while first < last {
      let middle = (first + last) / 2
      if chunk.starts[middle] + chunk.sections[middle].length <= relative {
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
    private var chunks: [Chunk] = []
    private var pending = Chunk()

    init() {}

    /// Appends one section.
    mutating func append(_ section: FlowSection) {
      pending.append(section)
      if pending.sections.count >= FlowSectionStore.chunkSize { flush() }
    }

    /// Appends sections `range` of `store`.
    ///
    /// - Complexity: O(*c* + ``chunkSize``) for *c* chunks in the range.
    mutating func append(_ range: Range<Int>, of store: FlowSectionStore) {
      guard !range.isEmpty else { return }
      var section = range.lowerBound
      var (chunk, index) = store.location(of: section)
      while section < range.upperBound {
        let source = store.chunks[chunk]
        let remaining = range.upperBound - section
        let available = source.sections.count - index
        // A whole chunk, while the one being filled is empty or at least half full, is shared.
        if index == 0 && available <= remaining
          && (pending.sections.isEmpty
            || pending.sections.count >= FlowSectionStore.chunkSize / 2)
        {
          flush()
          chunks.append(source)
          section += available
        } else {
          let taken = Swift.min(available, remaining)
          for offset in index..<(index + taken) { append(source.sections[offset]) }
          section += taken
        }
        chunk += 1
        index = 0
      }
    }

    private mutating func flush() {
      guard !pending.sections.isEmpty else { return }
      chunks.append(pending)
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
      for chunk in chunks {
        store.chunkFirstSections.append(store.count)
        store.chunkStarts.append(store.length)
        store.count += chunk.sections.count
        store.length += chunk.length
      }
      chunks = []
      return store
    }
  }
}
