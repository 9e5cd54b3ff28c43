/// ``InstanceIdentity/isIdentical(_:_:)`` for the many objects of an update, read from the
/// objects' existential containers where the objects' type allows it, without opening them.
///
/// An `any ListDiffable` is a container of five words: a buffer of three that holds the value (or,
/// for a larger value, a pointer to the box that holds it), the value's type metadata and the
/// conformance's witness table (Swift's existential container layout). Two objects are of one
/// type when their metadata words are equal, and then:
///
/// - for a class, the buffer's first word is the instance: identical objects are one pointer;
/// - for a plain value (`_isPOD`) of at most three words and word alignment, and for `String`,
///   the buffer holds the value's bytes: identical objects have the same first *size* bytes;
/// - for a value larger than the buffer, the buffer's first word points to its box: one box is
///   one value; two boxes are compared as ``InstanceIdentity/isIdentical(_:_:)`` compares them;
/// - for any other type, the objects are compared as ``InstanceIdentity/isIdentical(_:_:)`` does.
///
/// Opening an existential costs calls into the runtime for each object (its value witnesses, a
/// copy of the value); the words cost two loads. The rule for a type is found once, when the type
/// is first met, and checked there against the container's layout: if the metadata word is not
/// the type's metadata, every object is compared the general way.
struct IdenticalObjectTest {
  /// How two objects of one type are compared.
  private enum Rule {
    /// The instance's pointer, the buffer's first word.
    case instance
    /// The buffer's first `count` bytes.
    case bytes(count: Int)
    /// The box's pointer, the buffer's first word; another box is compared in general.
    case box
    /// As ``InstanceIdentity/isIdentical(_:_:)`` compares.
    case general
  }

  /// The words of a container: three of buffer, the metadata, the witness table.
  private static let containerWords = 5
  private static let metadataWord = 3
  private static let bufferBytes = 3 * MemoryLayout<UInt>.size
  /// Whether `any ListDiffable` has the layout this test reads; if not, every object is compared
  /// in general.
  private static let layoutIsKnown =
    MemoryLayout<any ListDiffable>.size == containerWords * MemoryLayout<UInt>.size

  private var lastType: UnsafeRawPointer?
  private var lastRule = Rule.general
  private var rules: [UnsafeRawPointer: Rule] = [:]

  /// Whether the objects that `lhs` and `rhs` point to are identical: one value of one type, bit
  /// for bit (``InstanceIdentity/isIdentical(_:_:)``).
  ///
  /// - Complexity: O(1) for classes, plain values and strings; O(*s*) for other values of *s*
  ///   bytes.
  mutating func isIdentical(
    _ lhs: UnsafePointer<any ListDiffable>, _ rhs: UnsafePointer<any ListDiffable>
  ) -> Bool {
    guard Self.layoutIsKnown else { return InstanceIdentity.isIdentical(lhs.pointee, rhs.pointee) }
    let left = UnsafeRawPointer(lhs)
    let right = UnsafeRawPointer(rhs)
    let wordSize = MemoryLayout<UInt>.size
    let type = left.load(fromByteOffset: Self.metadataWord * wordSize, as: UnsafeRawPointer.self)
    guard
      type == right.load(fromByteOffset: Self.metadataWord * wordSize, as: UnsafeRawPointer.self)
    else { return false }
    switch rule(forType: type, of: lhs) {
    case .instance:
      return left.load(as: UInt.self) == right.load(as: UInt.self)
    case .bytes(let count):
      var offset = 0
      while offset + wordSize <= count {
        guard
          left.load(fromByteOffset: offset, as: UInt.self)
            == right.load(fromByteOffset: offset, as: UInt.self)
        else { return false }
        offset += wordSize
      }
      while offset < count {
        guard
          left.load(fromByteOffset: offset, as: UInt8.self)
            == right.load(fromByteOffset: offset, as: UInt8.self)
        else { return false }
        offset += 1
      }
      return true
    case .box:
      return left.load(as: UInt.self) == right.load(as: UInt.self)
        || InstanceIdentity.isIdentical(lhs.pointee, rhs.pointee)
    case .general:
      return InstanceIdentity.isIdentical(lhs.pointee, rhs.pointee)
    }
  }

  private mutating func rule(
    forType type: UnsafeRawPointer, of object: UnsafePointer<any ListDiffable>
  )
    -> Rule
  {
    if type == lastType { return lastRule }
    let rule: Rule
    if let known = rules[type] {
      rule = known
    } else {
      rule = Self.rule(for: object.pointee, metadata: type)
      rules[type] = rule
    }
    lastType = type
    lastRule = rule
    return rule
  }

  /// The rule for `object`'s type, whose container holds `metadata`.
  private static func rule(for object: any ListDiffable, metadata: UnsafeRawPointer) -> Rule {
    func open<Object: ListDiffable>(_: Object) -> Rule {
      // The container's layout is the one read only if its metadata word is the type's.
      guard unsafeBitCast(Object.self as Any.Type, to: UnsafeRawPointer.self) == metadata else {
        return .general
      }
      if Object.self is AnyObject.Type { return .instance }
      let size = MemoryLayout<Object>.size
      let fitsTheBuffer =
        size <= bufferBytes && MemoryLayout<Object>.alignment <= MemoryLayout<UInt>.alignment
      if fitsTheBuffer && (_isPOD(Object.self) || Object.self == String.self) {
        return .bytes(count: size)
      }
      return fitsTheBuffer ? .general : .box
    }
    return open(object)
  }
}
