import ListKitTestSupport
import Testing

/// Expects the drawn `text` to be `expected`, a text snapshot; when it is not, the failure prints a
/// line diff of the two: `-` for the lines only `expected` has, `+` for those only `text` has.
func expectText(
  _ text: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    text == expected, "drawn text differs:\n\(lineDiff(expected: expected, actual: text))",
    sourceLocation: sourceLocation)
}
