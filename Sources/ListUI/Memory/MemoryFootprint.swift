#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  /// glibc's hand-back of freed memory to the system (`malloc.h`).
  @_silgen_name("malloc_trim")
  private func mallocTrim(_ pad: Int) -> Int32

  /// glibc's size of the heap block at `pointer` (`malloc.h`, which the Glibc module leaves out).
  @_silgen_name("malloc_usable_size")
  private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int
#endif

/// The bytes a screen's lists hold, by what holds them: what a web session reports and bounds.
///
/// It counts the heap blocks of the structures a list keeps for as long as it shows its data
/// (arrays and dictionaries by their capacity, objects by the size of their heap block), not the
/// app's models, its cells' contents or memory freed and not yet returned to the system.
package struct MemoryFootprint: Sendable, Equatable {
  /// Each part's bytes, in the order the parts were first added.
  package private(set) var parts: [(name: String, bytes: Int)] = []

  /// Creates an empty footprint.
  package init() {}

  /// All the parts' bytes.
  package var total: Int { parts.reduce(0) { $0 + $1.bytes } }

  /// Adds `bytes` to the part named `name`.
  package mutating func add(_ bytes: Int, to name: String) {
    if let index = parts.firstIndex(where: { $0.name == name }) {
      parts[index].bytes += bytes
    } else {
      parts.append((name, bytes))
    }
  }

  /// The bytes of the part named `name`; 0 when it has none.
  package func bytes(of name: String) -> Int {
    parts.first { $0.name == name }?.bytes ?? 0
  }

  /// Whether both have the same parts, in the same order, with the same bytes.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.parts.map(\.name) == rhs.parts.map(\.name)
      && lhs.parts.map(\.bytes) == rhs.parts.map(\.bytes)
  }

  /// The total and its parts, largest first, in megabytes: "76.4 MB (section map 23.1 MB, ...)".
  package var summary: String {
    let listed = parts.filter { $0.bytes > 0 }.sorted { $0.bytes > $1.bytes }
      .map { "\($0.name) \(Self.megabytes($0.bytes))" }
    return Self.megabytes(total)
      + (listed.isEmpty ? "" : " (" + listed.joined(separator: ", ") + ")")
  }

  /// `bytes` in megabytes with one decimal: "76.4 MB".
  package static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes + 50_000) / 100_000
    return "\(tenths / 10).\(tenths % 10) MB"
  }

  /// The heap block of an array's elements: its capacity, not its count, with the block's header.
  ///
  /// - Complexity: O(1).
  package static func bytes<Element>(of array: [Element]) -> Int {
    array.capacity == 0 ? 0 : 32 + array.capacity * MemoryLayout<Element>.stride
  }

  /// The heap block of a dictionary: its buckets (keys, values and the bitmap of used ones) with
  /// the block's header.
  ///
  /// - Complexity: O(1).
  package static func bytes<Key, Value>(of dictionary: [Key: Value]) -> Int {
    let buckets = bucketCount(capacity: dictionary.capacity)
    guard buckets > 0 else { return 0 }
    return 64 + buckets * (MemoryLayout<Key>.stride + MemoryLayout<Value>.stride) + buckets / 8
  }

  /// The heap block of a set: its buckets and their bitmap with the block's header.
  ///
  /// - Complexity: O(1).
  package static func bytes<Element>(of set: Set<Element>) -> Int {
    let buckets = bucketCount(capacity: set.capacity)
    guard buckets > 0 else { return 0 }
    return 64 + buckets * MemoryLayout<Element>.stride + buckets / 8
  }

  /// The buckets of a hashed collection of `capacity`: the power of two it keeps three quarters
  /// full at most.
  private static func bucketCount(capacity: Int) -> Int {
    guard capacity > 0 else { return 0 }
    var buckets = 1
    while buckets * 3 / 4 < capacity { buckets *= 2 }
    return buckets
  }

  /// The size of the heap block `object` lives in: its stored properties, its header and the
  /// allocator's rounding, read from the allocator (0 where the platform cannot say).
  ///
  /// - Complexity: O(1).
  package static func bytes(of object: AnyObject) -> Int {
    let pointer = Unmanaged.passUnretained(object).toOpaque()
    #if canImport(Darwin)
      return malloc_size(pointer)
    #elseif canImport(Glibc)
      return mallocUsableSize(pointer)
    #else
      return 0
    #endif
  }

  /// Hands the memory the process freed back to the system where the allocator keeps it (glibc's
  /// `malloc_trim`), so that the resident size falls after a large list is freed; elsewhere it
  /// does nothing, as the allocator returns it on its own.
  ///
  /// - Complexity: O(*h*) for a heap of *h* pages; call it off the main actor.
  package static func returnFreedMemory() {
    #if !canImport(Darwin) && canImport(Glibc)
      _ = mallocTrim(0)
    #endif
  }

  /// The heap blocks of `objects`, measured on at most `samples` of them spread evenly and
  /// scaled to all: exact when they are of one class, as a list's section controllers mostly
  /// are, and without visiting a million objects.
  ///
  /// - Complexity: O(*samples*).
  package static func estimatedBytes(of objects: [some AnyObject], samples: Int = 256) -> Int {
    guard !objects.isEmpty else { return 0 }
    let taken = min(objects.count, max(1, samples))
    var measured = 0
    for sample in 0..<taken {
      measured += bytes(of: objects[sample * objects.count / taken])
    }
    return measured * objects.count / taken
  }
}

/// An object that adds what it holds to a ``MemoryFootprint``: a collection view asks its data
/// source and its layout.
@MainActor
package protocol MemoryFootprintReporting: AnyObject {
  /// Adds the bytes this object holds, by part, to `footprint`.
  func addMemoryFootprint(to footprint: inout MemoryFootprint)
}
