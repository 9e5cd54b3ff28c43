import Foundation
import ListKitTestSupport
import Testing

@testable import ListKit

/// The adapter's keys: an identifier of a common type, kept as that type, is equal, unequal and
/// hashed exactly as its `AnyHashable` is.
@Suite struct ObjectKeyTests {
  static var identifiers: [AnyHashable] {
    [
      0, 1, -1, 5, Int.max, Int.min, 5 as Int8, 5 as UInt, 5 as Int16, 5.0, 2.5, "", "a", "5",
      String(repeating: "é", count: 40), UUID(), UUID(), TestObject(1, 2).key, [1, 2] as [Int],
    ]
  }

  @Test func keysCompareAsTheirIdentifiersAnyHashablesDo() {
    let type = ObjectIdentifier(TestObject.self)
    let identifiers = Self.identifiers
    for (i, first) in identifiers.enumerated() {
      for (j, second) in identifiers.enumerated() {
        let keys = (
          ObjectKey(type: type, identifier: first), ObjectKey(type: type, identifier: second)
        )
        #expect((keys.0 == keys.1) == (first == second), "identifiers \(i) and \(j)")
        if first == second {
          #expect(keys.0.storedHash == keys.1.storedHash, "identifiers \(i) and \(j)")
        }
      }
    }
  }

  @Test func aKeysHashIsItsTypesAndItsIdentifiersAnyHashables() {
    let type = ObjectIdentifier(TestObject.self)
    for (i, identifier) in Self.identifiers.enumerated() {
      var hasher = Hasher()
      hasher.combine(type)
      hasher.combine(identifier)
      let key = ObjectKey(type: type, identifier: identifier)
      #expect(key.storedHash == hasher.finalize(), "identifier \(i)")
      #expect(key.identifier == identifier, "identifier \(i)")
    }
  }

  /// An `Int`, a `String` or a `UUID` that is itself the object is keyed without its
  /// `diffIdentifier()`: as the key its identifier makes, equal and with the same hash.
  @Test func anObjectOfACommonTypeIsKeyedAsItsDiffIdentifierKeysIt() {
    let objects: [any ListDiffable] = [
      0, -7, Int.max, "", "row", String(repeating: "é", count: 40), UUID(), 5 as Int8, 2.5,
      TestObject(1, 2),
    ]
    for (index, object) in objects.enumerated() {
      let key = ObjectKey(object)
      let made = ObjectKey(
        type: ObjectIdentifier(type(of: object)), identifier: object.diffIdentifier())
      #expect(key == made, "object \(index)")
      #expect(key.storedHash == made.storedHash, "object \(index)")
      #expect(key.identifier == object.diffIdentifier(), "object \(index)")
    }
    #expect(ObjectKey(5) != ObjectKey(5 as Int8))
    #expect(ObjectKey("5") != ObjectKey(5))
  }

  @Test func aKeyTakesFortyBytes_itsUncommonIdentifiersBoxed() {
    // An adapter holds a key per section: an `AnyHashable` held in place would make it 64.
    #expect(MemoryLayout<ObjectKey>.stride == 40)
    let boxed = ObjectKey(type: ObjectIdentifier(TestObject.self), identifier: [1, 2] as [Int])
    #expect(boxed == ObjectKey(type: ObjectIdentifier(TestObject.self), identifier: [1, 2]))
    #expect(boxed.identifier == AnyHashable([1, 2]))
  }

  @Test func equalIdentifiersOfTwoTypesAreTwoKeys() {
    let valueKey = ObjectKey(type: ObjectIdentifier(Int.self), identifier: 5)
    let objectKey = ObjectKey(type: ObjectIdentifier(TestObject.self), identifier: 5)
    #expect(valueKey != objectKey)
    #expect(ObjectKey(5) == valueKey)
    #expect(ObjectKey(TestObject(5, 0)) == objectKey)
  }
}
