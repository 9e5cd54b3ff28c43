import ListKitTestSupport
import Testing

@testable import ListKit

/// A plain value that fills the existential's buffer.
private struct ThreeWords: ListDiffable, Hashable {
  var a: Int
  var b: Int
  var c: Int
}

/// A plain value larger than the buffer: held in a box.
private struct FourWords: ListDiffable, Hashable {
  var a: Int
  var b: Int
  var c: Int
  var d: Int
}

/// A value with a reference in it, small enough for the buffer.
private struct Referring: ListDiffable, Hashable {
  var name: String
  var number: Int
}

/// A value with references, larger than the buffer.
private struct LargeReferring: ListDiffable, Hashable {
  var first: String
  var second: String
}

/// A plain value of nine bytes: a word and a tag.
private enum Tagged: ListDiffable, Hashable {
  case number(Int)
  case none
}

/// A value of no bytes.
private struct Empty: ListDiffable, Hashable {}

/// Identity read from the objects' existential containers.
@Suite struct IdenticalObjectTestTests {
  /// Each kind of type: an instance, plain values in the buffer and in a box, strings, values with
  /// references, and the same bits of two types.
  @Test func eachKindOfTypeIsIdenticalAsTheGeneralRuleSays() {
    let object = TestObject(1, 2)
    let long = String(repeating: "list", count: 10)
    let boxed: any ListDiffable = FourWords(a: 1, b: 2, c: 3, d: 4)
    let pairs: [(any ListDiffable, any ListDiffable, Bool)] = [
      (object, object, true),
      (object, TestObject(1, 2), false),
      (7, 7, true),
      (7, 8, false),
      (1, 1 as Int8, false),
      ("a", "a", true),
      ("a", "b", false),
      (long, long, true),
      (long, String(repeating: "list", count: 10), false),
      (ThreeWords(a: 1, b: 2, c: 3), ThreeWords(a: 1, b: 2, c: 3), true),
      (ThreeWords(a: 1, b: 2, c: 3), ThreeWords(a: 1, b: 2, c: 4), false),
      (boxed, boxed, true),
      (FourWords(a: 1, b: 2, c: 3, d: 4), FourWords(a: 1, b: 2, c: 3, d: 4), true),
      (FourWords(a: 1, b: 2, c: 3, d: 4), FourWords(a: 1, b: 2, c: 3, d: 5), false),
      (Referring(name: long, number: 1), Referring(name: long, number: 1), true),
      (Referring(name: long, number: 1), Referring(name: long, number: 2), false),
      (LargeReferring(first: long, second: "b"), LargeReferring(first: long, second: "b"), true),
      (Tagged.number(3), Tagged.number(3), true),
      (Tagged.number(3), Tagged.none, false),
      (Empty(), Empty(), true),
      (Empty(), 0, false),
    ]
    var test = IdenticalObjectTest()
    for (index, (lhs, rhs, expected)) in pairs.enumerated() {
      #expect(InstanceIdentity.isIdentical(lhs, rhs) == expected, "pair \(index), general")
      #expect(isIdentical(lhs, rhs, with: &test) == expected, "pair \(index)")
      #expect(isIdentical(rhs, lhs, with: &test) == expected, "pair \(index), swapped")
    }
  }

  /// Random objects of many types, in random order so that the rule for a type is found and found
  /// again, compare as ``InstanceIdentity/isIdentical(_:_:)`` compares them.
  @Test func randomObjectsCompareAsTheGeneralRuleCompares_seeded() {
    let instances = (0..<3).map { TestObject($0, 0) }
    let strings = ["a", "b", String(repeating: "list", count: 10)]
    for seed in UInt64(1)...40 {
      var random = RepeatableRandomNumberGenerator(seed: seed)
      func number() -> Int { Int.random(in: 0..<3, using: &random) }
      let objects: [any ListDiffable] = (0..<60).map { _ in
        switch Int.random(in: 0..<9, using: &random) {
        case 0: instances[number()]
        case 1: number()
        case 2: Int8(number())
        case 3: strings[number()]
        case 4: ThreeWords(a: number(), b: number(), c: 0)
        case 5: FourWords(a: number(), b: 0, c: number(), d: 0)
        case 6: Referring(name: strings[number()], number: number())
        case 7: number() == 0 ? Tagged.none : Tagged.number(number())
        default: LargeReferring(first: strings[number()], second: "x")
        }
      }
      var test = IdenticalObjectTest()
      var identical = 0
      for lhs in objects.indices {
        for rhs in objects.indices {
          let expected = InstanceIdentity.isIdentical(objects[lhs], objects[rhs])
          let found = objects.withUnsafeBufferPointer { buffer in
            guard let first = buffer.baseAddress else { return false }
            return test.isIdentical(first + lhs, first + rhs)
          }
          #expect(found == expected, "seed \(seed), objects \(lhs) and \(rhs)")
          if found { identical += 1 }
        }
      }
      // Each object is identical to itself, and some to others.
      #expect(identical > objects.count, "seed \(seed)")
    }
  }

  private func isIdentical(
    _ lhs: any ListDiffable, _ rhs: any ListDiffable, with test: inout IdenticalObjectTest
  ) -> Bool {
    withUnsafePointer(to: lhs) { lhs in withUnsafePointer(to: rhs) { test.isIdentical(lhs, $0) } }
  }
}
