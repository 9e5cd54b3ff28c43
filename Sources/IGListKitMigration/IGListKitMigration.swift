import Foundation

/// The migration guide's mechanical edits, which make IGListKit code build against ListKit where
/// UIKit and Objective-C do not exist.
///
/// ```swift
/// let migrated = IGListKitMigration.migrate(source)
/// print(migrated.text, migrated.edits)
/// ```
///
/// The edits, each applied where its pattern matches and nowhere else:
///
/// | IGListKit code | becomes |
/// | --- | --- |
/// | `import UIKit` | `import IGListKit`, or nothing when the file already imports IGListKit |
/// | `diffIdentifier() -> NSObjectProtocol` | `diffIdentifier() -> AnyHashable` |
/// | `as NSObjectProtocol` | `as AnyHashable` |
/// | `x.addTarget(self, action: #selector(name), for: .touchUpInside)` | `x.addAction { [weak self] _ in self?.name() }`, passing `x` when `name` takes the sender |
/// | `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(name))` | `UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.name() })`, UIKit's iOS 14 form, when `name` takes no parameter |
/// | `@objc`, `@objc(name)` | nothing: there is no Objective-C runtime |
/// | `override init(frame: CGRect)` | `required override init(frame: CGRect)`: ListUI's cells and reusable views are made from their class, so their `init(frame:)` is `required`; for a cell Swift warns that `override` is implied |
/// | `func make() -> ListSingleSectionController` at the top level | the same, `@MainActor`, as ListKit's section controllers are |
///
/// A second run changes nothing.
public enum IGListKitMigration {
  /// A migrated source file: its text and the edits made, in order, as the migration guide names
  /// them.
  public struct Result: Equatable, Sendable {
    /// The migrated text.
    public var text: String
    /// A line per kind of edit made, such as `import UIKit -> import IGListKit`, with a count
    /// when it was made more than once.
    public var edits: [String]

    /// A result of `text` after `edits`.
    public init(text: String, edits: [String]) {
      self.text = text
      self.edits = edits
    }
  }

  /// Applies the edits to the text of one Swift file.
  ///
  /// - Complexity: O(*n*) regular-expression passes over the *n* characters of `source`, one per
  ///   kind of edit.
  public static func migrate(_ source: String) -> Result {
    var text = source
    var edits: [String] = []
    func apply(
      _ label: String, _ pattern: String,
      _ transform: (NSTextCheckingResult, NSString) -> String
    ) {
      // The patterns are constants, each checked by the tests.
      guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
      else { preconditionFailure("invalid pattern \(pattern)") }
      let ns = text as NSString
      let matches = regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
      var result = ""
      var last = 0
      var count = 0
      for match in matches {
        let replacement = transform(match, ns)
        let original = ns.substring(with: match.range)
        result += ns.substring(with: NSRange(location: last, length: match.range.location - last))
        result += replacement
        last = match.range.location + match.range.length
        if replacement != original { count += 1 }
      }
      result += ns.substring(from: last)
      guard count > 0 else { return }
      text = result
      edits.append(count == 1 ? label : "\(label) (x\(count))")
    }
    let importsIGListKit = text.components(separatedBy: "\n").contains("import IGListKit")
    apply(
      importsIGListKit ? "import UIKit dropped" : "import UIKit -> import IGListKit",
      "^import UIKit\\n"
    ) { _, _ in importsIGListKit ? "" : "import IGListKit\n" }
    apply(
      "diffIdentifier() -> AnyHashable",
      "diffIdentifier\\(\\)\\s*->\\s*(?:any\\s+)?NSObjectProtocol"
    ) { _, _ in "diffIdentifier() -> AnyHashable" }
    apply("as NSObjectProtocol -> as AnyHashable", "\\bas NSObjectProtocol\\b") { _, _ in
      "as AnyHashable"
    }
    let source = text
    apply(
      "addTarget -> addAction",
      "^([ \\t]*)([\\w.]+)\\.addTarget\\(self, action: "
        + "#selector\\((?:\\w+\\.)?(\\w+)(?:\\([\\w:]*\\))?\\), for: \\.touchUpInside\\)"
    ) { match, ns in
      let indent = ns.substring(with: match.range(at: 1))
      let control = ns.substring(with: match.range(at: 2))
      let name = ns.substring(with: match.range(at: 3))
      guard let arguments = actionArguments(of: name, sender: control, in: source) else {
        return ns.substring(with: match.range)
      }
      return "\(indent)\(control).addAction { [weak self] _ in self?.\(name)(\(arguments)) }"
    }
    apply(
      "UIBarButtonItem target/action -> primaryAction",
      "UIBarButtonItem\\(\\s*barButtonSystemItem:\\s*(\\.\\w+),\\s*target:\\s*self,\\s*action:\\s*"
        + "#selector\\((?:\\w+\\.)?(\\w+)(?:\\([\\w:]*\\))?\\)\\s*\\)"
    ) { match, ns in
      let item = ns.substring(with: match.range(at: 1))
      let name = ns.substring(with: match.range(at: 2))
      guard actionArguments(of: name, sender: "sender", in: source) == "" else {
        return ns.substring(with: match.range)
      }
      return "UIBarButtonItem(systemItem: \(item), primaryAction: UIAction { [weak self] _ in "
        + "self?.\(name)() })"
    }
    apply(
      "@MainActor on a function that builds a section controller",
      "^(?<!@MainActor\\n)func \\w+\\([^)]*\\)\\s*->\\s*\\w*SectionController\\b"
    ) { match, ns in "@MainActor\n" + ns.substring(with: match.range) }
    apply(
      "override init(frame:) -> required override init(frame:)",
      "^([ \\t]*)((?:public |open )?)override init\\(frame: CGRect\\)"
    ) { match, ns in
      ns.substring(with: match.range(at: 1)) + ns.substring(with: match.range(at: 2))
        + "required override init(frame: CGRect)"
    }
    apply("@objc dropped", "@objc(?:\\([\\w:]*\\))?[ \\t]+") { _, _ in "" }
    return Result(text: text, edits: edits)
  }

  /// The arguments a call of the action method `name` passes: none, or `sender` when the
  /// method takes one parameter; `nil` when the method is not found or takes more.
  private static func actionArguments(of name: String, sender: String, in source: String)
    -> String?
  {
    let pattern = "func\\s+\(name)\\s*\\(([^)]*)\\)"
    guard let range = source.range(of: pattern, options: .regularExpression) else { return nil }
    let declaration = String(source[range])
    guard let open = declaration.firstIndex(of: "("), let close = declaration.lastIndex(of: ")")
    else { return nil }
    let parameters = declaration[declaration.index(after: open)..<close]
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    switch parameters.count {
    case 0:
      return ""
    case 1:
      let label = parameters[0].split(separator: ":")[0].split(separator: " ")[0]
      return label == "_" ? sender : "\(label): \(sender)"
    default:
      return nil
    }
  }
}
