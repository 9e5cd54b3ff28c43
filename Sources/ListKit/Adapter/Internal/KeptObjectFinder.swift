/// Finds, without keying it, the old object a new one is: an update changes a few objects of a
/// list and keeps the others, in order, as the very instances (or values of the same bytes) the
/// list had. Each new object is compared with the old object after the last one found and, when
/// it is not that one, with the few after it: a filter that hides rows leaves short gaps between
/// the rows it keeps. After an object that no look found turns out to be new to the list, as the
/// rows coming back when a filter is cleared are, only the next old object is compared until an
/// object is found again: new objects come in runs, and a look past the next old object would
/// find nothing for them. When many looks in a row find nothing, as in
/// a list of new instances where they would only add to each object's cost, only the next old
/// object is compared until it is found again.
///
/// An identical object is the same object under IGListKit's rule that objects are immutable (see
/// `InstanceIdentity.isIdentical`): it has the key it had.
struct KeptObjectFinder {
  private let oldObjects: [any ListDiffable]
  private let oldCount: Int
  /// The old position after the last one found.
  private var next = 0
  /// How many looks past the next old object in a row found nothing.
  private var missedLooks = 0
  /// Whether the last object that no look found was new to the list (``notFound()``).
  private var lastMissWasNew = false
  /// How many objects the finder compared, for tests that count them.
  private(set) var comparisons = 0
  private var identity = IdenticalObjectTest()

  /// How many old objects after the next one a look compares: a filter that keeps one row in
  /// ten, as a digit typed into the Large List's filter does, leaves gaps of nine.
  static let lookAhead = 15
  /// How many looks in a row may find nothing before only the next old object is compared.
  static let missedLooksAllowed = 16

  /// A finder over `oldObjects`, of which only the first `count` have keys.
  init(oldObjects: [any ListDiffable], count: Int) {
    self.oldObjects = oldObjects
    oldCount = Swift.min(count, oldObjects.count)
  }

  /// The position of the old object identical to `object`, at or just after the next one, if
  /// there is one; the next old position is then the one after it.
  ///
  /// - Complexity: O(1): at most ``lookAhead`` + 1 comparisons.
  mutating func position(ofIdentical object: any ListDiffable) -> Int? {
    withUnsafePointer(to: object) { position(ofIdenticalAt: $0) }
  }

  /// The position of the old object identical to the object at `object`, as
  /// ``position(ofIdentical:)`` finds it: for a loop over an array's storage, which reads the
  /// objects in place rather than copying each.
  ///
  /// - Complexity: O(1): at most ``lookAhead`` + 1 comparisons.
  mutating func position(ofIdenticalAt object: UnsafePointer<any ListDiffable>) -> Int? {
    let reach = missedLooks < Self.missedLooksAllowed && !lastMissWasNew ? Self.lookAhead : 0
    let end = Swift.min(oldCount, next + 1 + reach)
    var candidate = next
    oldObjects.withUnsafeBufferPointer { oldObjects in
      guard let first = oldObjects.baseAddress else { return }
      while candidate < end {
        comparisons += 1
        if identity.isIdentical(first + candidate, object) { break }
        candidate += 1
      }
    }
    let looked = end - next > 1
    guard candidate < end else {
      if looked { missedLooks += 1 }
      return nil
    }
    missedLooks = 0
    lastMissWasNew = false
    next = candidate + 1
    return candidate
  }

  /// Records that the object at the old position `old` was found by its key: the next old
  /// position is the one after it, and a run of new objects is over.
  mutating func found(at old: Int) {
    lastMissWasNew = false
    next = old + 1
  }

  /// Records that the object that no look found has no old object with its key: it is new, and
  /// the objects after it are compared with the next old object only, until one is found.
  mutating func notFound() {
    lastMissWasNew = true
  }
}
