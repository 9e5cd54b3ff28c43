#if !canImport(ObjectiveC)
  import Foundation

  /// Says how far a date is from another in words, such as "3 hours ago" or "in 2 days":
  /// Foundation's `RelativeDateTimeFormatter`, which Foundation on Linux does not have, so that
  /// IGListKit code that shows relative times compiles there. Where the Objective-C runtime
  /// exists, Foundation's own is used. It speaks English whatever the locale.
  public final class RelativeDateTimeFormatter {
    /// How the units are written: Foundation's `RelativeDateTimeFormatter.UnitsStyle`.
    public enum UnitsStyle: Int, Sendable {
      /// Whole words: "3 hours ago".
      case full = 0
      /// Numbers spelled out: "three hours ago".
      case spellOut = 1
      /// Short units: "3 hr. ago".
      case short = 2
      /// The shortest units: "3h ago".
      case abbreviated = 3
    }

    /// How the units are written; ``UnitsStyle/full`` by default.
    public var unitsStyle = UnitsStyle.full

    /// Creates a formatter.
    public init() {}

    /// How far `date` is from `referenceDate`, in the largest unit that fits: seconds, minutes,
    /// hours, days, weeks, months (30 days) or years (365 days); "now" within a second.
    public func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      let seconds = date.timeIntervalSince(referenceDate)
      let magnitude = abs(seconds)
      guard magnitude >= 1 else { return "now" }
      let units: [(seconds: Double, full: String, short: String, abbreviated: String)] = [
        (365 * 86_400, "year", "yr.", "y"), (30 * 86_400, "month", "mo.", "mo"),
        (7 * 86_400, "week", "wk.", "w"), (86_400, "day", "day", "d"),
        (3_600, "hour", "hr.", "h"), (60, "minute", "min.", "m"), (1, "second", "sec.", "s"),
      ]
      let unit = units.first { magnitude >= $0.seconds } ?? units[units.count - 1]
      let count = Int(magnitude / unit.seconds)
      let amount: String
      switch unitsStyle {
      case .full: amount = "\(count) \(unit.full)\(count == 1 ? "" : "s")"
      case .spellOut: amount = "\(Self.spelledOut(count)) \(unit.full)\(count == 1 ? "" : "s")"
      case .short: amount = "\(count) \(unit.short)"
      case .abbreviated: amount = "\(count)\(unit.abbreviated)"
      }
      return seconds < 0 ? "\(amount) ago" : "in \(amount)"
    }

    private static func spelledOut(_ number: Int) -> String {
      let words = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen",
      ]
      let tens = [
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
      ]
      if number < 20 { return words[number] }
      if number < 100 {
        return tens[number / 10] + (number % 10 == 0 ? "" : "-" + words[number % 10])
      }
      return "\(number)"
    }
  }
#endif
