import Foundation

/// An object's key in the adapter: its type and its identifier. Objects of different types with
/// equal identifiers are different objects, as IGListKit's updater tells them apart by class.
///
/// The hash is computed once, and compared before the identifiers. An identifier that is an
/// `Int`, a `String` or a `UUID`, what lists are keyed by, is kept as that type and compared as
/// it: comparing two `AnyHashable`s unboxes both through the runtime's dynamic casts, which costs
/// five to ten times the comparison itself, and a look-up compares the key it finds.
struct ObjectKey: Hashable {
  let type: ObjectIdentifier
  private let storedIdentifier: Identifier
  /// The hash of the type and the identifier, computed once.
  let storedHash: Int

  /// An identifier, kept as its own type when it is one of the common ones. Any other is kept
  /// in a box of its own, so that a key takes 40 bytes rather than the 64 that an
  /// `AnyHashable` held in place makes it: an adapter holds a key for each section, and an
  /// update makes an array of them.
  private enum Identifier {
    case integer(Int)
    case string(String)
    case uuid(UUID)
    indirect case other(AnyHashable)

    init(_ identifier: AnyHashable) {
      // The identifier's type is read once and compared with each common one, which costs a
      // metadata comparison; only the matching one is cast.
      let base = identifier.base
      let baseType = Swift.type(of: base)
      if baseType == Int.self, let integer = base as? Int {
        self = .integer(integer)
      } else if baseType == String.self, let string = base as? String {
        self = .string(string)
      } else if baseType == UUID.self, let uuid = base as? UUID {
        self = .uuid(uuid)
      } else {
        self = .other(identifier)
      }
    }

    var anyHashable: AnyHashable {
      switch self {
      case .integer(let integer): AnyHashable(integer)
      case .string(let string): AnyHashable(string)
      case .uuid(let uuid): AnyHashable(uuid)
      case .other(let identifier): identifier
      }
    }

    /// Feeds the identifier to `hasher` as its `AnyHashable` does, which for the common types is
    /// the value's own hash (`ObjectKeyTests` checks that they agree).
    func hash(into hasher: inout Hasher) {
      switch self {
      case .integer(let integer): hasher.combine(integer)
      case .string(let string): hasher.combine(string)
      case .uuid(let uuid): hasher.combine(uuid)
      case .other(let identifier): hasher.combine(identifier)
      }
    }

    /// `AnyHashable`'s equality: identifiers of two common types compare as values, any other
    /// pair as `AnyHashable`s, which also finds `1 as Int` equal to `1 as Int8`.
    static func == (lhs: Identifier, rhs: Identifier) -> Bool {
      switch (lhs, rhs) {
      case (.integer(let lhs), .integer(let rhs)): lhs == rhs
      case (.string(let lhs), .string(let rhs)): lhs == rhs
      case (.uuid(let lhs), .uuid(let rhs)): lhs == rhs
      case (.integer, .string), (.integer, .uuid), (.string, .integer), (.string, .uuid),
        (.uuid, .integer), (.uuid, .string):
        false
      default: lhs.anyHashable == rhs.anyHashable
      }
    }
  }

  /// The key of `object`. An `Int`, a `String` or a `UUID` is its own identifier (its
  /// `ListDiffable` conformance is `Hashable`'s): it is kept as it is, without the `AnyHashable`
  /// its `diffIdentifier()` makes, whose making and unboxing look up conformances at run time.
  init(_ object: any ListDiffable) {
    let type = Swift.type(of: object)
    if type == Int.self, let integer = Self.value(object, as: Int.self) {
      self.init(type: ObjectIdentifier(type), storedIdentifier: .integer(integer))
    } else if type == String.self, let string = Self.value(object, as: String.self) {
      self.init(type: ObjectIdentifier(type), storedIdentifier: .string(string))
    } else if type == UUID.self, let uuid = Self.value(object, as: UUID.self) {
      self.init(type: ObjectIdentifier(type), storedIdentifier: .uuid(uuid))
    } else {
      self.init(type: ObjectIdentifier(type), identifier: object.diffIdentifier())
    }
  }

  /// `object` as a `Value`, read in place when it is of that very type, which costs no cast.
  private static func value<Value>(_ object: any ListDiffable, as _: Value.Type) -> Value? {
    func open<Object: ListDiffable>(_ object: Object) -> Value? {
      Object.self == Value.self ? unsafeBitCast(object, to: Value.self) : nil
    }
    return open(object)
  }

  /// The key of an object of the type `type` whose identifier is `identifier`.
  init(type: ObjectIdentifier, identifier: AnyHashable) {
    self.init(type: type, storedIdentifier: Identifier(identifier))
  }

  private init(type: ObjectIdentifier, storedIdentifier: Identifier) {
    self.type = type
    self.storedIdentifier = storedIdentifier
    var hasher = Hasher()
    hasher.combine(type)
    storedIdentifier.hash(into: &hasher)
    storedHash = hasher.finalize()
  }

  /// A key with the hash `storedHash` given, not computed: for tests of the tables that probe by
  /// it, which need keys whose hashes collide.
  init(type: ObjectIdentifier, identifier: AnyHashable, storedHash: Int) {
    self.type = type
    storedIdentifier = Identifier(identifier)
    self.storedHash = storedHash
  }

  /// The object's `diffIdentifier()`.
  var identifier: AnyHashable { storedIdentifier.anyHashable }

  static func == (lhs: ObjectKey, rhs: ObjectKey) -> Bool {
    lhs.storedHash == rhs.storedHash && lhs.type == rhs.type
      && lhs.storedIdentifier == rhs.storedIdentifier
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(storedHash)
  }
}
