/// A model with a key that identifies it and a value that can change, like IGListKit's
/// `IGTestObject`: a class, so that pointer personality can tell copies apart.
///
/// It conforms to `ListDiffable` in each test target that needs it, so that this target depends
/// on no module of the package.
public final class TestObject: CustomStringConvertible {
  /// The identity.
  public let key: AnyHashable
  /// The content.
  public let value: AnyHashable

  /// Creates an object with a key and a value.
  public init(key: AnyHashable, value: AnyHashable) {
    self.key = key
    self.value = value
  }

  /// A new instance with the same key and value.
  public func copy() -> TestObject {
    TestObject(key: key, value: value)
  }

  /// `key:value`.
  public var description: String { "\(key):\(value)" }
}

/// Creates a ``TestObject``, as IGListKit's tests write `genTestObject(key, value)`.
public func genTestObject(_ key: AnyHashable, _ value: AnyHashable) -> TestObject {
  TestObject(key: key, value: value)
}
