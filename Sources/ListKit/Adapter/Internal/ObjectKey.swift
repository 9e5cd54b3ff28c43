import Foundation

/// An object's key in the adapter: its type and its identifier. Objects of different types with
/// equal identifiers are different objects, as IGListKit's updater tells them apart by class.
///
/// The hash is computed once, and compared before the identifiers: comparing two `AnyHashable`s
/// costs far more than comparing two integers, and a dictionary compares keys at every occupied
/// bucket its probe passes.
struct ObjectKey: Hashable {
  let type: ObjectIdentifier
  let identifier: AnyHashable
  /// The hash of the type and the identifier, computed once.
  let storedHash: Int

  init(_ object: any ListDiffable) {
    type = ObjectIdentifier(Swift.type(of: object))
    identifier = object.diffIdentifier()
    var hasher = Hasher()
    hasher.combine(type)
    hasher.combine(identifier)
    storedHash = hasher.finalize()
  }

  /// A key with the hash `storedHash` given, not computed: for tests of the tables that probe by
  /// it, which need keys whose hashes collide.
  init(type: ObjectIdentifier, identifier: AnyHashable, storedHash: Int) {
    self.type = type
    self.identifier = identifier
    self.storedHash = storedHash
  }

  static func == (lhs: ObjectKey, rhs: ObjectKey) -> Bool {
    lhs.storedHash == rhs.storedHash && lhs.type == rhs.type && lhs.identifier == rhs.identifier
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(storedHash)
  }
}
