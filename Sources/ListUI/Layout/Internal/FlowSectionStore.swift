import Foundation

/// A flow layout's sections, each laid out relative to its own start along the scroll direction,
/// kept in immutable chunks that runs of sections (pieces) point into, with the pieces' starts
/// summed, so that:
/// - a section's start is found in O(log *p*) for *p* pieces, and the sections a rect crosses by
///   binary search;
/// - a batch update that inserts, deletes, moves or changes *k* of *n* sections builds the new
///   store in O(*p* + *k* log *p* + *k* × ``smallestPiece``): the pieces without changes move to
///   the new store as they are, a piece with a change in it is cut around the change, pointing
///   into the same chunk, and the sections laid out again go into a new chunk with at most
///   ``smallestPiece`` copied from beside them, so that no piece is shorter than that.
///
/// A store owns its pieces alone, and each piece holds its chunk through an unmanaged reference
/// counted once: a store built from another takes over its unchanged pieces without touching
/// their chunks, which at a million sections would be tens of thousands of cache misses on the
/// main actor, and a batch update allocates a chunk per ``chunkSize`` sections it lays out or
/// copies, not one per change.
///
/// A chunk holds its sections' item frames and lines in two flat arrays, so that copying a
/// section is copying plain values, without a reference count to change.
final class FlowSectionStore {
  /// How many sections a chunk holds when it is full.
  static let chunkSize = 64
  /// The fewest sections a piece has, but at the end of the store.
  static let smallestPiece = 4

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

  /// Lays out a section from 0 along the scroll direction: given its number, it appends the
  /// section's item frames and lines to the two arrays and returns its header, footer and length.
  typealias LayOut = (Int, inout [CGRect], inout [FlowLine]) -> FlowSection

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

    /// Appends an empty section: a place held open for a section laid out later
    /// (``fill(_:layingOut:)``).
    mutating func appendHeldPlace() {
      entries.append(
        Entry(
          header: nil, footer: nil, start: length, length: 0,
          items: itemFrames.count..<itemFrames.count, lines: lines.count..<lines.count))
    }

    /// Appends section `section` as `layOut` lays it out from 0, writing its item frames and
    /// lines at the end of the chunk's arrays.
    mutating func append(_ section: Int, layingOut layOut: FlowSectionStore.LayOut) {
      let items = itemFrames.count
      let lineStart = lines.count
      let laidOut = layOut(section, &itemFrames, &lines)
      entries.append(
        Entry(
          header: laidOut.header, footer: laidOut.footer, start: length, length: laidOut.length,
          items: items..<itemFrames.count, lines: lineStart..<lines.count))
      length += laidOut.length
    }

    /// Appends sections `range` of `other`: one copy of each array for each stretch of sections
    /// whose frames and lines follow each other there, which is the whole range but where
    /// `other` had places held open and filled (``fill(_:layingOut:)``).
    mutating func append(_ range: Range<Int>, of other: borrowing Chunk) {
      guard !range.isEmpty else { return }
      let startShift = length - other.entries[range.lowerBound].start
      var index = range.lowerBound
      while index < range.upperBound {
        var end = index + 1
        while end < range.upperBound
          && other.entries[end].items.lowerBound == other.entries[end - 1].items.upperBound
          && other.entries[end].lines.lowerBound == other.entries[end - 1].lines.upperBound
        {
          end += 1
        }
        let first = other.entries[index]
        let last = other.entries[end - 1]
        let items = first.items.lowerBound..<last.items.upperBound
        let lineRange = first.lines.lowerBound..<last.lines.upperBound
        let itemShift = itemFrames.count - items.lowerBound
        let lineShift = lines.count - lineRange.lowerBound
        Self.append(items, of: other.itemFrames, to: &itemFrames)
        Self.append(lineRange, of: other.lines, to: &lines)
        for stretchIndex in index..<end {
          var entry = other.entries[stretchIndex]
          entry.start += startShift
          entry.items =
            (entry.items.lowerBound + itemShift)..<(entry.items.upperBound + itemShift)
          entry.lines =
            (entry.lines.lowerBound + lineShift)..<(entry.lines.upperBound + lineShift)
          entries.append(entry)
        }
        index = end
      }
      let first = other.entries[range.lowerBound]
      let last = other.entries[range.upperBound - 1]
      length += last.start + last.length - first.start
    }

    /// Appends `range` of `source` to `target`. A stretch of a section or two, as a filter that
    /// keeps scattered sections leaves, is copied an element at a time: a copy of a slice is a
    /// call to `memmove` each.
    private static func append<Element>(
      _ range: Range<Int>, of source: [Element], to target: inout [Element]
    ) {
      if range.count <= 4 {
        for index in range { target.append(source[index]) }
      } else {
        target.append(contentsOf: source[range])
      }
    }

    /// Fills the places held open at `entries` (ascending) with the sections that `layOut` lays
    /// out for 0, 1 and on, in place: their frames and lines go at the end of the arrays, and the
    /// sections' starts are summed again.
    ///
    /// - Complexity: O(*e* + *m*) for *e* entries in the chunk and *m* items and lines filled in,
    ///   without copying the other sections.
    mutating func fill(_ places: [Int], layingOut layOut: FlowSectionStore.LayOut) {
      for (number, place) in places.enumerated() {
        let items = itemFrames.count
        let lineStart = lines.count
        let filled = layOut(number, &itemFrames, &lines)
        entries[place] = Entry(
          header: filled.header, footer: filled.footer, start: 0, length: filled.length,
          items: items..<itemFrames.count, lines: lineStart..<lines.count)
      }
      var start: CGFloat = 0
      for index in entries.indices {
        entries[index].start = start
        start += entries[index].length
      }
      length = start
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

    /// What the pieces a builder is filling point to until their chunk is stored.
    nonisolated(unsafe) static let unstored = StoredChunk(Chunk())
  }

  /// A run of consecutive sections of one chunk: its entries `lower..<upper`.
  struct Piece {
    /// The chunk, counted once for this piece.
    var chunk: Unmanaged<StoredChunk>
    let lower: Int32
    let upper: Int32
    /// The start of its first section in the chunk, which its sections' starts are counted
    /// from, and its length.
    let base: CGFloat
    let length: CGFloat

    /// How many sections it has.
    var count: Int { Int(upper - lower) }

    /// Entries `range` of `chunk`.
    init(_ range: Range<Int>, of chunk: borrowing Chunk, stored: Unmanaged<StoredChunk>) {
      let first = chunk.entries[range.lowerBound]
      let last = chunk.entries[range.upperBound - 1]
      self.chunk = stored
      lower = Int32(range.lowerBound)
      upper = Int32(range.upperBound)
      base = first.start
      length = last.start + last.length - first.start
    }

    /// Entries `range` of `chunk`, counting the chunk once more.
    static func cut(_ range: Range<Int>, of chunk: Unmanaged<StoredChunk>) -> Piece {
      _ = chunk.retain()
      return chunk._withUnsafeGuaranteedRef { Piece(range, of: $0.chunk, stored: chunk) }
    }
  }

  /// The pieces, each held by this store, or by the store built from it once that took it over
  /// (``handedOver``).
  private(set) var pieces: [Piece]
  /// Each piece's first section, and its start along the scroll direction.
  private(set) var firstSections: [Int] = []
  private(set) var starts: [CGFloat] = []
  /// The runs of pieces a store built from this one took over, and so are not released with
  /// this one.
  private var handedOver: [Range<Int>] = []
  /// How many sections the store has.
  private(set) var count = 0
  /// The length of all the sections.
  private(set) var length: CGFloat = 0
  /// How many pieces the store has.
  var pieceCount: Int { pieces.count }

  /// An empty store.
  convenience init() {
    self.init(pieces: [])
  }

  private init(pieces: [Piece]) {
    self.pieces = pieces
    var firstSections: [Int] = []
    var starts: [CGFloat] = []
    firstSections.reserveCapacity(pieces.count)
    starts.reserveCapacity(pieces.count)
    var count = 0
    var length: CGFloat = 0
    for piece in pieces {
      firstSections.append(count)
      starts.append(length)
      count += piece.count
      length += piece.length
    }
    self.firstSections = firstSections
    self.starts = starts
    self.count = count
    self.length = length
  }

  deinit {
    var next = 0
    for taken in handedOver.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      precondition(taken.lowerBound >= next, "a piece handed over twice")
      for index in next..<taken.lowerBound { pieces[index].chunk.release() }
      next = taken.upperBound
    }
    for index in next..<pieces.count { pieces[index].chunk.release() }
  }

  /// The piece that holds section `section`.
  ///
  /// - Complexity: O(log *p*).
  private func piece(holding section: Int) -> Int {
    max(0, Partition.first(in: 0..<pieces.count) { firstSections[$0] > section } - 1)
  }

  /// Section `section`.
  ///
  /// - Complexity: O(log *p*).
  subscript(section: Int) -> Section {
    let index = piece(holding: section)
    let piece = pieces[index]
    let chunk = piece.chunk.takeUnretainedValue().chunk
    let entry = chunk.entries[Int(piece.lower) + section - firstSections[index]]
    return Section(
      start: starts[index] + entry.start - piece.base, header: entry.header,
      footer: entry.footer, length: entry.length, itemFrames: chunk.itemFrames[entry.items],
      lines: chunk.lines[entry.lines])
  }

  /// The first section that ends after `position`, or ``count`` if none does.
  ///
  /// - Complexity: O(log *p*).
  func firstSection(endingAfter position: CGFloat) -> Int {
    let index = Partition.first(in: 0..<pieces.count) {
      starts[$0] + pieces[$0].length > position
    }
    guard index < pieces.count else { return count }
    let piece = pieces[index]
    let entries = piece.chunk.takeUnretainedValue().chunk.entries
    let relative = position - starts[index] + piece.base
    let first = Partition.first(in: Int(piece.lower)..<Int(piece.upper)) {
      entries[$0].start + entries[$0].length > relative
    }
    return firstSections[index] + first - Int(piece.lower)
  }

  /// The end of the run of pieces from `first` that lie wholly before section `end`.
  ///
  /// - Complexity: O(log *p*).
  private func wholePieces(from first: Int, endingBy end: Int) -> Int {
    if end >= count { return pieces.count }
    return Partition.first(in: first..<pieces.count) {
      firstSections[$0] + pieces[$0].count > end
    }
  }

  /// Hands pieces `range` over to a store built from this one: they leave this store's keeping.
  private func handOver(_ range: Range<Int>) {
    handedOver.append(range)
  }

  /// Builds a store by appending sections in order: the pieces of another store that fall
  /// wholly on the run being appended are taken over, the run's ends cut out of theirs, and the
  /// sections laid out again go into new chunks, each run of them with at least
  /// ``smallestPiece`` sections copied from the pieces beside it.
  ///
  /// A section can be held open (``appendPlaceholder()``) and given when the store is finished
  /// (``finish(filling:)``): the runs around it are taken over, cut and copied beforehand, so
  /// that a batch update's kept sections can be arranged at an earlier turn than the one that
  /// lays out its changed ones.
  struct Builder: ~Copyable {
    private var pieces: [Piece] = []
    /// The chunk that laid out and copied sections go into, and which of ``pieces`` point into
    /// it until it is stored.
    private var chunk = Chunk()
    private var piecesInChunk: [Int] = []
    /// The entries of ``chunk`` held open for sections given when the store is finished.
    private var placeholdersInChunk: [Int] = []
    /// Chunks with sections held open, kept until the store is finished.
    private var unfinished: [UnfinishedChunk] = []
    /// Where the run of sections being added to ``chunk`` starts there, if one is open.
    private var runStart: Int?
    /// The pieces taken over from other stores, in ``pieces`` and in their stores: they become
    /// the new store's when it is finished, and stay their store's if the builder is dropped.
    private var takenOver: [(store: FlowSectionStore, range: Range<Int>, at: Int)] = []
    /// How many sections were copied from another store rather than taken over or cut out of
    /// its chunks.
    private(set) var copiedSectionCount = 0

    /// A chunk with entries held open, the pieces that point into it, and those entries.
    private struct UnfinishedChunk {
      var chunk: Chunk
      var pieces: [Int]
      var placeholders: [Int]
    }

    init() {}

    deinit {
      // A finished builder gave its pieces to the store. One dropped before releases the pieces
      // it counted: not those taken over, which stay with their store, nor those of chunks it
      // did not store.
      var owned = [Bool](repeating: true, count: pieces.count)
      for index in piecesInChunk { owned[index] = false }
      for unfinishedChunk in unfinished {
        for index in unfinishedChunk.pieces { owned[index] = false }
      }
      for taken in takenOver {
        for index in taken.at..<(taken.at + taken.range.count) { owned[index] = false }
      }
      for (index, piece) in pieces.enumerated() where owned[index] {
        piece.chunk.release()
      }
    }

    /// How many sections the open run has.
    private var openRunCount: Int { runStart.map { chunk.entries.count - $0 } ?? 0 }

    /// Appends section `section` as `layOut` lays it out.
    mutating func append(_ section: Int, layingOut layOut: FlowSectionStore.LayOut) {
      openRun()
      chunk.append(section, layingOut: layOut)
    }

    /// Holds a place for a section that ``finish(filling:)`` is given: the next of its numbers,
    /// from 0.
    mutating func appendPlaceholder() {
      openRun()
      placeholdersInChunk.append(chunk.entries.count)
      chunk.appendHeldPlace()
    }

    /// Appends sections `range` of `store`, taking over the pieces wholly in it: `store` must
    /// not hand them over again, and is released once the new store is made.
    ///
    /// - Complexity: O(log *p* + *q*) for *q* pieces in the range, taken over without touching
    ///   their chunks, a piece cut at each end of the range, and at most ``smallestPiece``
    ///   sections copied at each end.
    mutating func append(_ range: Range<Int>, of store: FlowSectionStore) {
      guard !range.isEmpty else { return }
      let sourcePieces = store.pieces
      let firstSections = store.firstSections
      let smallest = FlowSectionStore.smallestPiece
      var section = range.lowerBound
      var index = store.piece(holding: section)
      while section < range.upperBound {
        let piece = sourcePieces[index]
        let offset = section - firstSections[index]
        if offset == 0 && piece.count <= range.upperBound - section
          && !(openRunCount > 0 && openRunCount < smallest) && piece.count >= smallest
        {
          // The whole pieces from here on, all taken over at once.
          let end = store.wholePieces(from: index, endingBy: range.upperBound)
          closeRun()
          takenOver.append((store, index..<end, pieces.count))
          pieces.append(contentsOf: sourcePieces[index..<end])
          section = end < sourcePieces.count ? firstSections[end] : store.count
          index = end
          continue
        }
        var lower = Int(piece.lower) + offset
        let upper = lower + Swift.min(piece.count - offset, range.upperBound - section)
        section += upper - lower
        // A run of sections laid out again borrows the next ones, up to the smallest piece.
        let open = openRunCount
        if open > 0 && open < smallest {
          let borrowed = Swift.min(upper - lower, smallest - open)
          copy(lower..<(lower + borrowed), of: piece.chunk)
          lower += borrowed
        }
        if upper - lower >= smallest {
          closeRun()
          pieces.append(Piece.cut(lower..<upper, of: piece.chunk))
        } else if lower < upper {
          copy(lower..<upper, of: piece.chunk)
        }
        index += 1
      }
    }

    /// Copies entries `entries` of `source` into the open run.
    private mutating func copy(_ entries: Range<Int>, of source: Unmanaged<StoredChunk>) {
      openRun()
      source._withUnsafeGuaranteedRef { chunk.append(entries, of: $0.chunk) }
      copiedSectionCount += entries.count
    }

    /// Opens a run of sections in ``chunk``, or goes on with the open one; a full chunk is
    /// stored first, once its run is as long as the smallest piece.
    private mutating func openRun() {
      if chunk.entries.count >= FlowSectionStore.chunkSize
        && openRunCount != 0 && openRunCount < FlowSectionStore.smallestPiece
      {
        return
      }
      if chunk.entries.count >= FlowSectionStore.chunkSize {
        closeRun()
        storeChunk()
      }
      if runStart == nil {
        if chunk.entries.isEmpty { chunk.reserve() }
        runStart = chunk.entries.count
      }
    }

    /// Ends the open run as a piece of ``chunk``.
    private mutating func closeRun() {
      guard let start = runStart else { return }
      runStart = nil
      piecesInChunk.append(pieces.count)
      pieces.append(
        Piece(start..<chunk.entries.count, of: chunk, stored: .passUnretained(.unstored)))
    }

    /// Stores ``chunk`` and points the pieces in it there, counting it once for each; a chunk
    /// with entries held open is kept until the store is finished.
    private mutating func storeChunk() {
      defer {
        chunk = Chunk()
        piecesInChunk = []
        placeholdersInChunk = []
      }
      guard !piecesInChunk.isEmpty else { return }
      if !placeholdersInChunk.isEmpty {
        unfinished.append(
          UnfinishedChunk(chunk: chunk, pieces: piecesInChunk, placeholders: placeholdersInChunk))
        return
      }
      store(chunk, pointing: piecesInChunk)
    }

    /// Stores `chunk` and points `pieceIndexes` there, each counting it once, their ranges kept.
    private mutating func store(_ chunk: borrowing Chunk, pointing pieceIndexes: [Int]) {
      let stored = Unmanaged.passRetained(StoredChunk(copy chunk))
      for (number, index) in pieceIndexes.enumerated() {
        if number > 0 { _ = stored.retain() }
        let range = Int(pieces[index].lower)..<Int(pieces[index].upper)
        pieces[index] = Piece(range, of: chunk, stored: stored)
      }
    }

    /// The store built, which now holds the pieces: the sections held open are the ones
    /// `layOut` lays out for 0, 1 and on, asked in order.
    ///
    /// - Complexity: O(*p* + *u*) for *p* pieces, reading their counts and lengths in order, and
    ///   *u* sections in the chunks that held places open, whose starts are summed again; the
    ///   sections around the places are not copied again.
    mutating func finish(filling layOut: FlowSectionStore.LayOut) -> FlowSectionStore {
      closeRun()
      storeChunk()
      var number = 0
      var held = unfinished
      unfinished = []
      for index in held.indices {
        // Taken out of the list, so that the chunk's arrays grow in place.
        var chunk = Chunk()
        swap(&chunk, &held[index].chunk)
        let first = number
        chunk.fill(held[index].placeholders) { layOut(first + $0, &$1, &$2) }
        number += held[index].placeholders.count
        store(chunk, pointing: held[index].pieces)
      }
      unfinished = []
      for taken in takenOver { taken.store.handOver(taken.range) }
      takenOver = []
      let store = FlowSectionStore(pieces: pieces)
      pieces = []
      return store
    }

    /// The store built, which now holds the pieces.
    ///
    /// - Complexity: O(*p*) for *p* pieces, reading their counts and lengths in order.
    mutating func finish() -> FlowSectionStore {
      finish { _, _, _ in
        preconditionFailure("a store finished without the sections it held open")
      }
    }
  }
}
