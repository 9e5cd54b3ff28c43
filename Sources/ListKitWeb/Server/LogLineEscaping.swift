/// Makes text from a client safe to write to an operator's terminal: a log line of a
/// ``WebServer`` carries what pages sent (a message's type, an element's id), and an escape
/// sequence in it would retitle or clear the terminal the server runs in.
enum LogLineEscaping {
  /// `line` with each control character (C0, DEL and C1, line breaks included) and each
  /// format character (such as a right-to-left override) written as `\u{…}`.
  ///
  /// - Complexity: O(*n*) in the line's length; a line without such characters is returned as
  ///   it is.
  static func escaped(_ line: String) -> String {
    guard line.unicodeScalars.contains(where: needsEscaping) else { return line }
    var result = ""
    result.reserveCapacity(line.utf8.count + 16)
    for scalar in line.unicodeScalars {
      if needsEscaping(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
