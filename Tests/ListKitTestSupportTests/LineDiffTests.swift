import ListKitTestSupport
import Testing

/// `lineDiff(expected:actual:context:)`, which failed text snapshots print.
@Suite struct LineDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(lineDiff(expected: "a\nb", actual: "a\nb") == "")
  }

  @Test func aChangedLineIsRemovedThenAddedAmongItsContext() {
    #expect(
      lineDiff(expected: "a\nb\nc", actual: "a\nx\nc") == """
        --- expected
        +++ actual
        @@ -1,3 +1,3 @@
         a
        -b
        +x
         c
        """)
  }

  @Test func changesFarApartAreHunksOfTheirOwnWithTheirLineNumbers() {
    let expected = (1...20).map(String.init)
    var actual = expected
    actual[1] = "two"
    actual[17] = "eighteen"
    let diff = lineDiff(
      expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"),
      context: 2)
    #expect(
      diff == """
        --- expected
        +++ actual
        @@ -1,4 +1,4 @@
         1
        -2
        +two
         3
         4
        @@ -16,5 +16,5 @@
         16
         17
        -18
        +eighteen
         19
         20
        """)
  }

  @Test func changesCloseTogetherShareAHunk() {
    let diff = lineDiff(expected: "a\nb\nc\nd\ne", actual: "A\nb\nc\nd\nE", context: 2)
    #expect(
      diff == """
        --- expected
        +++ actual
        @@ -1,5 +1,5 @@
        -a
        +A
         b
         c
         d
        -e
        +E
        """)
  }

  @Test func addedAndRemovedLinesCountOnTheirSideOnly() {
    #expect(
      lineDiff(expected: "a\nb", actual: "a\nb\nc", context: 1) == """
        --- expected
        +++ actual
        @@ -2,1 +2,2 @@
         b
        +c
        """)
    #expect(
      lineDiff(expected: "a\nb\nc", actual: "b\nc", context: 0) == """
        --- expected
        +++ actual
        @@ -1,1 +0,0 @@
        -a
        """)
  }
}
