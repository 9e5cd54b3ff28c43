#if !canImport(ObjectiveC)
  import Foundation

  /// A set of objects compared by identity, holding them strongly or weakly: Foundation's
  /// `NSHashTable`, which Foundation on Linux does not have, so that IGListKit code that keeps its
  /// listeners in one compiles there. Where the Objective-C runtime exists, Foundation's own is
  /// used.
  ///
  /// `ObjectType` is any type, as Objective-C's lightweight generics allow, so that a table of a
  /// class-bound protocol's existentials compiles; the table holds class instances, compared by
  /// identity.
  ///
  /// - Complexity: Adding, removing and looking up are O(*n*) in the objects held: the table is
  ///   meant for a few listeners.
  public final class NSHashTable<ObjectType> {
    private struct Entry {
      weak var weakObject: AnyObject?
      var strongObject: AnyObject?
      var object: AnyObject? { strongObject ?? weakObject }
    }

    private var entries: [Entry] = []
    private let holdsWeakly: Bool

    /// A table that holds its objects strongly, as `NSHashTable()` does.
    public init() {
      holdsWeakly = false
    }

    private init(weakly: Bool) {
      holdsWeakly = weakly
    }

    /// A table that holds its objects weakly: an object it holds goes when nothing else holds it.
    public static func weakObjects() -> NSHashTable<ObjectType> {
      NSHashTable(weakly: true)
    }

    /// A table that holds its objects strongly.
    public static func strongObjects() -> NSHashTable<ObjectType> {
      NSHashTable(weakly: false)
    }

    /// Adds `object`, unless the table holds it already; `nil` adds nothing.
    public func add(_ object: ObjectType?) {
      guard let object, !contains(object) else { return }
      let reference = object as AnyObject
      entries.append(
        holdsWeakly
          ? Entry(weakObject: reference, strongObject: nil)
          : Entry(weakObject: nil, strongObject: reference))
    }

    /// Removes `object`, if the table holds it.
    public func remove(_ object: ObjectType?) {
      guard let object else { return }
      let reference = object as AnyObject
      entries.removeAll { $0.object == nil || $0.object === reference }
    }

    /// Removes every object.
    public func removeAllObjects() {
      entries.removeAll()
    }

    /// Whether the table holds `object`.
    public func contains(_ object: ObjectType?) -> Bool {
      guard let object else { return false }
      let reference = object as AnyObject
      return entries.contains { $0.object === reference }
    }

    /// The objects the table holds, in the order they were added.
    public var allObjects: [ObjectType] {
      entries.compactMap { $0.object as? ObjectType }
    }

    /// One of the objects, or `nil` when the table is empty.
    public var anyObject: ObjectType? { allObjects.first }

    /// How many objects the table holds.
    public var count: Int { allObjects.count }
  }
#endif
