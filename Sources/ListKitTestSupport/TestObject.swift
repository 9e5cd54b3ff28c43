import ListKit

/// A model with a key that identifies it and a value that a test may change in place: IGListKit's
/// `IGTestObject`.
///
/// It is a class, so that identity can tell an instance from an equal copy, as the adapter does
/// when it decides whether a section controller is given its object again. Two test objects are
/// equal when their keys and values are; the key is the diff identifier.
///
/// ```swift
/// let objects = [TestObject(1, 2), TestObject(2, "Foo")]
/// objects[0].value = .number(3)  // the section of object 1 now has three items
/// ```
public final class TestObject: ListDiffable, CustomStringConvertible {
  /// The identity: what ``diffIdentifier()`` returns.
  public let key: AnyHashable
  /// The content: a number or a text. A test changes it in place to make the object unequal to
  /// what the adapter last saw.
  public var value: Value

  /// Creates an object with a key and a value: `TestObject(key: 1, value: 3)` or
  /// `TestObject(key: "a", value: "Foo")`.
  public init(key: AnyHashable, value: Value) {
    self.key = key
    self.value = value
  }

  /// Creates an object whose value is a number: `TestObject(1, 3)`.
  public convenience init(_ key: AnyHashable, _ number: Int) {
    self.init(key: key, value: .number(number))
  }

  /// Creates an object whose value is a text: `TestObject(1, "Foo")`.
  public convenience init(_ key: AnyHashable, _ text: String) {
    self.init(key: key, value: .text(text))
  }

  /// The value when it is a number, or `nil`.
  public var number: Int? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// The value when it is a text, or `nil`.
  public var text: String? {
    if case .text(let text) = value { return text }
    return nil
  }

  /// What a cell of the object shows: the number in decimal, or the text.
  public var label: String { value.description }

  /// A new instance with the same key and value, as `IGTestObject`'s `copy`.
  public func copy() -> TestObject {
    TestObject(key: key, value: value)
  }

  /// The key.
  public func diffIdentifier() -> AnyHashable { key }

  /// Whether `object` is this instance, or another test object with the same key and value.
  public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    guard let other = object as? TestObject else { return false }
    return other === self || (other.key == key && other.value == value)
  }

  /// `key:value`, as `1:3` or `2:Foo`.
  public var description: String { "\(key):\(label)" }
}

/// Creates a ``TestObject``, as IGListKit's tests write `genTestObject(key, value)`.
public func genTestObject(_ key: AnyHashable, _ value: TestObject.Value) -> TestObject {
  TestObject(key: key, value: value)
}
