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
/// | `import UIKit`, `@preconcurrency import UIKit`, `import UIKit.UIGestureRecognizerSubclass`, `import class UIKit.UIView` | `import IGListKit` for the first, or nothing when the file already imports IGListKit; nothing for the others |
/// | `diffIdentifier() -> NSObjectProtocol` | `diffIdentifier() -> AnyHashable` |
/// | `as NSObjectProtocol` | `as AnyHashable` |
/// | `x.addTarget(self, action: #selector(name), for: .touchUpInside)`, over one line or several, where the file declares `x` a `UIButton` | `x.addAction { [weak self] _ in self?.name() }`, passing `x` when `name` takes the sender |
/// | the same for another control, another event (`.valueChanged`, `UIControl.Event.editingChanged`) or a list of them (`[.touchDown, .touchUpInside]`), and `x?.addTarget` or `self.x.addTarget` | `x.addAction(UIAction { [weak self] _ in self?.name() }, for: .valueChanged)`, UIKit's iOS 14 form, the sender cast from the action's when `name` takes it |
/// | `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(name))`, and `UIBarButtonItem(title: t, style: .plain, target: self, action: ...)` (or `image:`) | `UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.name() })` and `UIBarButtonItem(title: t, primaryAction: ...)`, UIKit's iOS 14 forms, the sender cast from the action's when `name` takes it |
/// | `UILongPressGestureRecognizer(target: self, action: #selector(Type.name(gesture:)))`, and the tap, pan, swipe and pinch recognizers' and `UIGestureRecognizer`'s | `UILongPressGestureRecognizer { [weak self] gesture in self?.name(gesture: gesture) }`, the recognizer's closure initializer, calling `name` without an argument when it takes none |
/// | `recognizer.addTarget(self, action: #selector(name))` | `recognizer.addTarget { [weak self] gesture in self?.name(gesture) }` |
/// | `NotificationCenter.default.addObserver(self, selector: #selector(name(_:)), name: n, object: o)` on one line | `_ = NotificationCenter.default.addObserver(forName: n, object: o, queue: .main) { [weak self] notification in MainActor.assumeIsolated { self?.name(notification) } }`: the block runs on the main queue, where the observer's methods run; the observation lasts as long as the center, and calls nothing once `self` is gone |
/// | `required init?(coder: NSCoder) { super.init(coder: coder) ... }` in a view controller (a class whose superclass's name ends in `Controller`) without `init()` | the same, with `required convenience init() { self.init(coder: UINib.Coder())! }` before it: ListUI's `init()` is `required`, and this one runs the set-up in `init(coder:)` |
/// | `@IBAction private func edit(_ sender: Any)` (or `fileprivate`) | `func edit(_ sender: Any)`: the translated nib or storyboard, in another file, connects its action to it |
/// | `@objc`, `@objc(name)`, before a declaration or alone on its line | nothing: there is no Objective-C runtime |
/// | `override init(frame: CGRect)` in a cell or reusable view, or in a subclass of an app's view whose `init(frame:)` this makes `required` (``requiredInitClasses(in:)``) | `required init(frame: CGRect)`: ListUI makes cells and reusable views from their class, so their `init(frame:)` is `required` (and `override` implied) |
/// | `override init(frame: CGRect)` in another view | `required override init(frame: CGRect)`, so that its subclasses can be made from their class too |
/// | no import, in a file that uses UIKit's or IGListKit's names (through a bridging header) | `import IGListKit`, after the file's opening comments |
/// | `func make() -> ListSingleSectionController` at the top level | the same, `@MainActor`, as ListKit's section controllers are |
/// | `@main class AppDelegate: UIResponder, UIApplicationDelegate` | `@main final class AppDelegate: ...`, and `import ListKitApp` after `import IGListKit`: the app runs from its delegate's type, made with `init()`, by ListKitApp's `main()` (the target depends on the ListKitApp product) |
///
/// A second run changes nothing. A `#selector` that none of these turns into a closure (a target
/// other than `self`, an action with two arguments, a `UIKeyCommand`) is left as it was and named
/// in ``Result/warnings``, with its line.
public enum IGListKitMigration {
  /// A migrated source file: its text and the edits made, in order, as the migration guide names
  /// them.
  public struct Result: Equatable, Sendable {
    /// The migrated text.
    public var text: String
    /// A line per kind of edit made, such as `import UIKit -> import IGListKit`, with a count
    /// when it was made more than once.
    public var edits: [String]
    /// What the migration left that will not compile and needs a hand, a line each, starting
    /// with its line number: a `#selector` that no edit could turn into a closure.
    public var warnings: [String]

    /// A result of `text` after `edits`, with `warnings` about what was left.
    public init(text: String, edits: [String], warnings: [String] = []) {
      self.text = text
      self.edits = edits
      self.warnings = warnings
    }
  }

  /// The classes declared in `sources` whose `init(frame:)` is `required` once migrated: cells
  /// and reusable views (their superclass's name ends in `Cell` or `ReusableView`), views that
  /// declare `init(frame:)` themselves, and the subclasses of either. A subclass of one of them
  /// gets `required init(frame:)` from ``migrate(_:requiredInitClasses:)``, without `override`,
  /// which Swift would warn is implied. Pass every file of an app, so that a subclass in one file
  /// sees its superclass in another.
  ///
  /// - Complexity: O(*n* + *c*²) for the *n* characters of the sources and *c* classes.
  public static func requiredInitClasses(in sources: [String]) -> Set<String> {
    var superclassOf: [String: String] = [:]
    var required: Set<String> = []
    guard
      let regex = try? NSRegularExpression(
        pattern: "\\bclass\\s+(\\w+)(?:<[^>]*>)?\\s*:\\s*([\\w.]+)", options: [])
    else { preconditionFailure("invalid class pattern") }
    for source in sources {
      let ns = source as NSString
      let matches = regex.matches(in: source, range: NSRange(location: 0, length: ns.length))
      for (index, match) in matches.enumerated() {
        let name = ns.substring(with: match.range(at: 1))
        let superclass = ns.substring(with: match.range(at: 2))
        superclassOf[name] = superclass
        if superclass.hasSuffix("Cell") || superclass.hasSuffix("ReusableView") {
          required.insert(name)
        }
        // The class's own `init(frame:)`: before the next class declaration.
        let end =
          index + 1 < matches.count ? matches[index + 1].range.location : ns.length
        let body = ns.substring(
          with: NSRange(location: match.range.location, length: end - match.range.location))
        if body.range(of: "\\binit\\(frame: CGRect\\)", options: .regularExpression) != nil {
          required.insert(name)
        }
      }
    }
    var changed = true
    while changed {
      changed = false
      for (name, superclass) in superclassOf where !required.contains(name) {
        if required.contains(superclass) {
          required.insert(name)
          changed = true
        }
      }
    }
    return required
  }

  /// Applies the edits to the text of one Swift file.
  ///
  /// - Complexity: O(*n*) regular-expression passes over the *n* characters of `source`, one per
  ///   kind of edit.
  public static func migrate(_ source: String) -> Result {
    migrate(source, requiredInitClasses: requiredInitClasses(in: [source]))
  }

  /// Applies the edits to the text of one Swift file of an app whose classes with a `required`
  /// `init(frame:)` are `requiredInitClasses` (``requiredInitClasses(in:)`` of all its files).
  ///
  /// - Complexity: O(*n*) regular-expression passes over the *n* characters of `source`, one per
  ///   kind of edit.
  public static func migrate(_ source: String, requiredInitClasses: Set<String>) -> Result {
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
    // `import UIKit`, `@preconcurrency import UIKit`, `import UIKit.UIGestureRecognizerSubclass`,
    // `import class UIKit.UIView`: the first becomes `import IGListKit` unless the file has it,
    // the others go.
    var importsIGListKit = text.components(separatedBy: "\n").contains("import IGListKit")
    apply(
      importsIGListKit ? "import UIKit dropped" : "import UIKit -> import IGListKit",
      "^(?:@preconcurrency[ \\t]+)?import(?:[ \\t]+(?:class|struct|enum|protocol|func|var|"
        + "typealias))?[ \\t]+UIKit(?:\\.\\w+)*[ \\t]*\\n"
    ) { _, _ in
      defer { importsIGListKit = true }
      return importsIGListKit ? "" : "import IGListKit\n"
    }
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
      "^([ \\t]*)(\\w+(?:\\??\\.\\w+)*\\??)\\.addTarget\\(\\s*self\\s*,\\s*action:\\s*"
        + "#selector\\((?:\\w+\\.)?(\\w+)(?:\\([\\w:]*\\))?\\)\\s*,\\s*for:\\s*"
        + "((?:UIControl\\.Event)?\\.\\w+|\\[[^\\]\\n]*\\])\\s*\\)"
    ) { match, ns in
      let indent = ns.substring(with: match.range(at: 1))
      let control = ns.substring(with: match.range(at: 2))
      let name = ns.substring(with: match.range(at: 3))
      var event = ns.substring(with: match.range(at: 4))
      if event.hasPrefix("UIControl.Event.") { event.removeFirst("UIControl.Event".count) }
      guard let parameter = actionParameter(of: name, in: source) else {
        return ns.substring(with: match.range)
      }
      // A button's tap: its closure form, when the file declares the control a `UIButton`.
      let variable = control.split(separator: ".").last.map { $0.trimmingCharacters(in: ["?"]) }
      let isButton =
        variable.map { variable in
          source.range(
            of: "\\b\(variable)\\s*(?::\\s*UIButton\\b|=\\s*UIButton\\s*\\()",
            options: .regularExpression) != nil
        } ?? false
      if event == ".touchUpInside" && isButton {
        return
          switch parameter
        {
        case .none: "\(indent)\(control).addAction { [weak self] _ in self?.\(name)() }"
        case .sender(let label, _):
          "\(indent)\(control).addAction { [weak self] sender in self?.\(name)(\(label)sender) }"
        }
      }
      // Any other control or event: UIKit's iOS 14 form, which takes the event. The sender
      // comes from the action, not from `self`, so that the closure captures only `self`,
      // weakly.
      return
        switch parameter
      {
      case .none:
        "\(indent)\(control).addAction(UIAction { [weak self] _ in self?.\(name)() }, for: \(event))"
      case .sender(let label, let type):
        "\(indent)\(control).addAction(UIAction { [weak self] action in "
          + "\(senderCall(name, label: label, type: type)) }, for: \(event))"
      }
    }
    apply(
      "UIBarButtonItem target/action -> primaryAction",
      "UIBarButtonItem\\(\\s*(?:barButtonSystemItem:\\s*(\\.\\w+)|(title|image):\\s*([^,\\n]+?)\\s*,"
        + "\\s*style:\\s*\\.plain)\\s*,\\s*target:\\s*self\\s*,\\s*action:\\s*"
        + "#selector\\((?:\\w+\\.)?(\\w+)(?:\\([\\w:]*\\))?\\)\\s*\\)"
    ) { match, ns in
      let name = ns.substring(with: match.range(at: 4))
      let handler: String
      switch actionParameter(of: name, in: source) {
      case .none?: handler = "UIAction { [weak self] _ in self?.\(name)() }"
      case .sender(let label, let type)?:
        handler = "UIAction { [weak self] action in \(senderCall(name, label: label, type: type)) }"
      case nil: return ns.substring(with: match.range)
      }
      if match.range(at: 1).location != NSNotFound {
        let item = ns.substring(with: match.range(at: 1))
        return "UIBarButtonItem(systemItem: \(item), primaryAction: \(handler))"
      }
      // A plain item with a title or an image: UIKit's `init(title:image:primaryAction:menu:)`.
      let kind = ns.substring(with: match.range(at: 2))
      let value = ns.substring(with: match.range(at: 3))
      return "UIBarButtonItem(\(kind): \(value), primaryAction: \(handler))"
    }
    apply(
      "gesture recognizer target/action -> handler",
      "\\b(UI(?:Tap|LongPress|Pan|Swipe|Pinch)?GestureRecognizer)\\(\\s*target:\\s*self\\s*,\\s*action:\\s*"
        + "#selector\\((?:\\w+\\.)?(\\w+)(?:\\(([\\w:]*)\\))?\\)\\s*\\)"
    ) { match, ns in
      let type = ns.substring(with: match.range(at: 1))
      let name = ns.substring(with: match.range(at: 2))
      let labels =
        match.range(at: 3).location == NSNotFound ? nil : ns.substring(with: match.range(at: 3))
      guard let call = selectorCall(name, labels: labels, argument: "gesture", in: source) else {
        return ns.substring(with: match.range)
      }
      return "\(type) { [weak self] \(call.usesArgument ? "gesture" : "_") in \(call.text) }"
    }
    apply(
      "gesture recognizer addTarget -> addTarget { }",
      "^([ \\t]*)([\\w.]+)\\.addTarget\\(\\s*self\\s*,\\s*action:\\s*"
        + "#selector\\((?:\\w+\\.)?(\\w+)(?:\\(([\\w:]*)\\))?\\)\\s*\\)"
    ) { match, ns in
      let indent = ns.substring(with: match.range(at: 1))
      let recognizer = ns.substring(with: match.range(at: 2))
      let name = ns.substring(with: match.range(at: 3))
      let labels =
        match.range(at: 4).location == NSNotFound ? nil : ns.substring(with: match.range(at: 4))
      guard let call = selectorCall(name, labels: labels, argument: "gesture", in: source) else {
        return ns.substring(with: match.range)
      }
      return
        "\(indent)\(recognizer).addTarget { [weak self] \(call.usesArgument ? "gesture" : "_") in "
        + "\(call.text) }"
    }
    apply(
      "NotificationCenter selector -> addObserver(forName:object:queue:using:)",
      "^([ \\t]*)((?:[\\w.]+\\.)?NotificationCenter\\.default|[\\w.]*[nN]otificationCenter)\\.addObserver\\("
        + "\\s*self\\s*,\\s*selector:\\s*#selector\\((?:\\w+\\.)?(\\w+)(?:\\(([\\w:]*)\\))?\\)\\s*,"
        + "\\s*name:\\s*([^,\\n]+?)\\s*,\\s*object:\\s*([^\\n]+?)\\s*\\)[ \\t]*$"
    ) { match, ns in
      let indent = ns.substring(with: match.range(at: 1))
      let center = ns.substring(with: match.range(at: 2))
      let name = ns.substring(with: match.range(at: 3))
      let labels =
        match.range(at: 4).location == NSNotFound ? nil : ns.substring(with: match.range(at: 4))
      let notification = ns.substring(with: match.range(at: 5))
      let object = ns.substring(with: match.range(at: 6))
      guard let call = selectorCall(name, labels: labels, argument: "notification", in: source)
      else { return ns.substring(with: match.range) }
      // The block runs on the main queue; the observer's methods are the main actor's.
      return "\(indent)_ = \(center).addObserver(forName: \(notification), object: \(object), "
        + "queue: .main) { [weak self] \(call.usesArgument ? "notification" : "_") in "
        + "MainActor.assumeIsolated { \(call.text) } }"
    }
    apply(
      "@MainActor on a function that builds a section controller",
      "^(?<!@MainActor\\n)func \\w+\\([^)]*\\)\\s*->\\s*\\w*SectionController\\b"
    ) { match, ns in "@MainActor\n" + ns.substring(with: match.range) }
    let beforeInits = text
    apply(
      "override init(frame:) -> required override init(frame:)",
      "^([ \\t]*)((?:public |open )?)override init\\(frame: CGRect\\)"
    ) { match, ns in
      // A cell's or reusable view's `init(frame:)` is `required` in ListUI, so `override` is
      // implied there and Swift warns about it; another view's is overridden.
      guard
        !inheritsRequiredInit(
          at: match.range.location, in: beforeInits, required: requiredInitClasses)
      else {
        return ns.substring(with: match.range)
      }
      return ns.substring(with: match.range(at: 1)) + ns.substring(with: match.range(at: 2))
        + "required override init(frame: CGRect)"
    }
    let beforeCellInits = text
    apply(
      "init(frame:) -> required init(frame:) under a required one",
      "^([ \\t]*)((?:public |open )?)(?:required )?override (?:required )?init\\(frame: CGRect\\)"
    ) { match, ns in
      guard
        inheritsRequiredInit(
          at: match.range.location, in: beforeCellInits, required: requiredInitClasses)
      else {
        return ns.substring(with: match.range)
      }
      return ns.substring(with: match.range(at: 1)) + ns.substring(with: match.range(at: 2))
        + "required init(frame: CGRect)"
    }
    connectOutlets(in: &text, edits: &edits)
    addInitDelegatingToCoder(in: &text, edits: &edits)
    apply(
      "@IBAction private func -> func, so its nib's translation can call it",
      "@IBAction(\\s+(?:@objc(?:\\([\\w:]*\\))?\\s+)?)(?:private|fileprivate)\\s+(?=func\\b)"
    ) { match, ns in "@IBAction" + ns.substring(with: match.range(at: 1)) }
    apply(
      "@IBAction, @IBInspectable, @IBDesignable dropped", "@IB(?:Action|Inspectable|Designable)\\s+"
    ) {
      _, _ in ""
    }
    apply("@objc dropped", "^[ \\t]*@objc(?:\\([\\w:]*\\))?[ \\t]*\\n") { _, _ in "" }
    apply("@objc dropped", "@objc(?:\\([\\w:]*\\))?[ \\t]+") { _, _ in "" }
    apply(
      "@main class -> @main final class for an app delegate",
      "^([ \\t]*@main[ \\t\\n]+(?:(?:public|internal) )?)class (?=\\w+[^{]*\\bUIApplicationDelegate\\b)"
    ) { match, ns in ns.substring(with: match.range(at: 1)) + "final class " }
    addImportIfNeeded(to: &text, edits: &edits)
    if text.range(
      of:
        "@main[ \\t\\n]+(?:(?:public|internal) )?final class \\w+[^{]*\\bUIApplicationDelegate\\b",
      options: .regularExpression) != nil,
      !text.contains("import ListKitApp"),
      let line = text.range(of: "import IGListKit\n")
    {
      // The delegate's `main()` is ListKitApp's, which runs the app.
      text.insert(contentsOf: "import ListKitApp\n", at: line.upperBound)
      edits.append("import ListKitApp for the app delegate's main()")
    }
    return Result(text: text, edits: mergedCounts(edits), warnings: leftSelectors(in: text))
  }

  /// A warning for each line of `text` that still names a `#selector`, which does not compile
  /// where there is no Objective-C runtime: the calls no edit turned into a closure, such as a
  /// target other than `self`, an action that takes two arguments or a `UIKeyCommand`.
  private static func leftSelectors(in text: String) -> [String] {
    text.components(separatedBy: "\n").enumerated().compactMap { index, line in
      guard let start = line.range(of: "#selector(") else { return nil }
      var depth = 0
      var end = start.upperBound
      for character in line[start.upperBound...] {
        end = line.index(after: end)
        if character == "(" { depth += 1 }
        if character == ")" {
          if depth == 0 { break }
          depth -= 1
        }
      }
      let selector = line[start.lowerBound..<min(end, line.endIndex)]
      return "line \(index + 1): \(selector) is left: there is no Objective-C runtime; "
        + "give the call a closure (UIAction, addAction, a recognizer's handler) by hand"
    }
  }

  /// Removes `@IBOutlet`, which needs Objective-C, and gives each class that declared outlets an
  /// override of ListUI's `connectOutlet(_:to:)` that sets them by name, after the class's
  /// opening brace, so that the Swift `listkit-migrate` makes of nibs and storyboards connects
  /// them, `private` ones included.
  private static func connectOutlets(in text: inout String, edits: inout [String]) {
    let modifiers =
      "(?:(?:private|fileprivate|internal|public|open|weak|unowned|final|lazy|"
      + "(?:private|fileprivate|internal)\\(set\\))\\s+)*"
    guard
      let regex = try? NSRegularExpression(
        pattern: "^([ \\t]*)@IBOutlet\\s+(\(modifiers)var\\s+(\\w+)\\s*:\\s*([^=\\n{]+?))[ \\t]*$",
        options: [.anchorsMatchLines])
    else { preconditionFailure("invalid outlet pattern") }
    let ns = text as NSString
    let matches = regex.matches(in: text, range: NSRange(location: 0, length: ns.length))
    guard !matches.isEmpty else { return }
    // The outlets of each class, in order: name, type without its `!` or `?`, and indentation.
    var outletsByClass: [(className: String, outlets: [(String, String, String)])] = []
    for match in matches {
      guard let className = enclosingClassName(at: match.range.location, in: text) else { continue }
      var type = ns.substring(with: match.range(at: 4)).trimmingCharacters(in: .whitespaces)
      while type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
      let outlet = (
        ns.substring(with: match.range(at: 3)), type, ns.substring(with: match.range(at: 1))
      )
      if let index = outletsByClass.firstIndex(where: { $0.className == className }) {
        outletsByClass[index].outlets.append(outlet)
      } else {
        outletsByClass.append((className, [outlet]))
      }
    }
    text = regex.stringByReplacingMatches(
      in: text, range: NSRange(location: 0, length: ns.length), withTemplate: "$1$2")
    for (className, outlets) in outletsByClass {
      guard
        let opening = text.range(
          of: "\\bclass\\s+\(className)\\b[^{]*\\{[ \\t]*\\n", options: .regularExpression)
      else { continue }
      let member = outlets[0].2.isEmpty ? "    " : outlets[0].2
      let unit = member.hasPrefix("\t") ? "\t" : String(repeating: " ", count: member.count)
      var method = [
        "\(member)override func connectOutlet(_ name: String, to object: Any?) -> Bool {",
        "\(member)\(unit)switch name {",
      ]
      for (name, type, _) in outlets {
        method.append("\(member)\(unit)case \"\(name)\": \(name) = object as? \(type)")
      }
      method += [
        "\(member)\(unit)default: return super.connectOutlet(name, to: object)",
        "\(member)\(unit)}",
        "\(member)\(unit)return true",
        "\(member)}",
        "",
      ]
      text.insert(contentsOf: method.joined(separator: "\n") + "\n", at: opening.upperBound)
    }
    edits.append(
      matches.count == 1
        ? "@IBOutlet -> connectOutlet(_:to:)"
        : "@IBOutlet -> connectOutlet(_:to:) (x\(matches.count))")
  }

  /// Gives a view controller whose `required init?(coder:)` calls `super.init(coder:)`, and
  /// that has no `init()`, the `required convenience init()` ListUI asks for, made through its
  /// `init(coder:)` so that the set-up there runs: a storyboard's controller, as UIKit code
  /// writes one.
  private static func addInitDelegatingToCoder(in text: inout String, edits: inout [String]) {
    guard
      let regex = try? NSRegularExpression(
        pattern:
          "^([ \\t]*)(?:(?:public|open) )?required init\\?\\(coder(?:\\s+\\w+)?\\s*:\\s*NSCoder\\)\\s*\\{",
        options: [.anchorsMatchLines])
    else { preconditionFailure("invalid init(coder:) pattern") }
    var count = 0
    // From the end, so that an insertion leaves the earlier matches where they are.
    for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
      guard let initializer = Range(match.range, in: text),
        let indentRange = Range(match.range(at: 1), in: text),
        let body = bracedBlock(endingOpeningAt: initializer.upperBound, in: text),
        text[body].contains("super.init(coder:"),
        let header = enclosingClassHeader(at: initializer.lowerBound, in: text),
        header.superclass.hasSuffix("Controller"),
        let classBody = bracedBlock(endingOpeningAt: header.opening, in: text),
        text[classBody].range(
          of: "\\binit\\(\\)\\s*\\{", options: .regularExpression) == nil
      else { continue }
      let indent = String(text[indentRange])
      let unit = indent.hasPrefix("\t") ? "\t" : "    "
      let lineStart =
        text[..<initializer.lowerBound].lastIndex(of: "\n").map {
          text.index(after: $0)
        } ?? text.startIndex
      text.insert(
        contentsOf: "\(indent)required convenience init() {\n"
          + "\(indent)\(unit)self.init(coder: UINib.Coder())!\n\(indent)}\n\n",
        at: lineStart)
      count += 1
    }
    guard count > 0 else { return }
    let edit = "init?(coder:) calling super -> required convenience init() through it"
    edits.append(count == 1 ? edit : "\(edit) (x\(count))")
  }

  /// The block whose `{` ends just before `opening`, from there to its `}`, or `nil` when the
  /// braces do not close.
  private static func bracedBlock(endingOpeningAt opening: String.Index, in text: String)
    -> Range<String.Index>?
  {
    var depth = 1
    var index = opening
    while index < text.endIndex {
      switch text[index] {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return opening..<index }
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The nearest class declaration before `location` that has a superclass: its superclass's
  /// name and the index just after its opening `{`.
  private static func enclosingClassHeader(at location: String.Index, in text: String)
    -> (superclass: String, opening: String.Index)?
  {
    guard
      let regex = try? NSRegularExpression(
        pattern: "\\bclass\\s+\\w+(?:<[^>]*>)?\\s*:\\s*([\\w.]+)[^{]*\\{", options: [])
    else { return nil }
    let before = String(text[..<location])
    guard
      let last = regex.matches(in: before, range: NSRange(before.startIndex..., in: before)).last,
      let superclass = Range(last.range(at: 1), in: before),
      let end = Range(last.range, in: before)
    else { return nil }
    let offset = before.distance(from: before.startIndex, to: end.upperBound)
    return (String(before[superclass]), text.index(text.startIndex, offsetBy: offset))
  }

  /// The name of the nearest class declared before `location`.
  private static func enclosingClassName(at location: Int, in source: String) -> String? {
    let before = (source as NSString).substring(to: location)
    guard let regex = try? NSRegularExpression(pattern: "\\bclass\\s+(\\w+)", options: []) else {
      return nil
    }
    let matches = regex.matches(
      in: before, range: NSRange(location: 0, length: (before as NSString).length))
    return matches.last.map { (before as NSString).substring(with: $0.range(at: 1)) }
  }

  /// Whether the declaration at `location` is in a class whose superclass's `init(frame:)` is
  /// `required`: a cell or a reusable view (`UICollectionViewCell`, `UICollectionReusableView`,
  /// and classes whose superclass's name ends in `Cell` or `ReusableView`), or one of
  /// `required`, the app's classes with a `required` `init(frame:)`. The nearest class
  /// declaration before `location` is the one it is in.
  private static func inheritsRequiredInit(
    at location: Int, in source: String, required: Set<String>
  ) -> Bool {
    let before = (source as NSString).substring(to: location)
    guard
      let regex = try? NSRegularExpression(
        pattern: "class\\s+\\w+(?:<[^>]*>)?\\s*:\\s*([\\w.]+)", options: [])
    else { return false }
    let matches = regex.matches(
      in: before, range: NSRange(location: 0, length: (before as NSString).length))
    guard let last = matches.last else { return false }
    let superclass = (before as NSString).substring(with: last.range(at: 1))
    return superclass.hasSuffix("Cell") || superclass.hasSuffix("ReusableView")
      || required.contains(superclass)
  }

  /// Adds `import IGListKit` to a file that imports none of IGListKit, ListKit, ListUI or UIKit
  /// but uses UIKit's or IGListKit's names, as a file of an app that reached UIKit through a
  /// bridging header does: after its opening comments.
  private static func addImportIfNeeded(to text: inout String, edits: inout [String]) {
    let lines = text.components(separatedBy: "\n")
    let imports = ["import IGListKit", "import ListKit", "import ListUI", "import UIKit"]
    guard !lines.contains(where: { line in imports.contains { line.hasPrefix($0) } }),
      text.range(
        of:
          "\\b(?:UI[A-Z]\\w*|IGList\\w+|List(?:Adapter|SectionController|Diffable|Bindable)\\w*)\\b",
        options: .regularExpression) != nil
    else { return }
    let header = lines.prefix { $0.hasPrefix("//") }.count
    var result = Array(lines.prefix(header))
    if header > 0 { result.append("") }
    result.append("import IGListKit")
    let rest = lines.dropFirst(header).drop { $0.isEmpty }
    if !rest.isEmpty { result.append("") }
    result += rest
    text = result.joined(separator: "\n")
    edits.insert("import IGListKit added", at: 0)
  }

  /// `edits` with the same edit made by two passes counted once, with their counts added.
  private static func mergedCounts(_ edits: [String]) -> [String] {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for edit in edits {
      var label = edit
      var count = 1
      if let open = edit.range(of: " (x", options: .backwards), edit.hasSuffix(")"),
        let number = Int(edit[open.upperBound..<edit.index(before: edit.endIndex)])
      {
        label = String(edit[..<open.lowerBound])
        count = number
      }
      if counts[label] == nil { order.append(label) }
      counts[label, default: 0] += count
    }
    return order.map { counts[$0] == 1 ? $0 : "\($0) (x\(counts[$0] ?? 0))" }
  }

  /// The call of the action method `name` with the action's sender, passed as its one
  /// parameter (`label`, with its colon, empty for `_`) of `type`: cast to it, or as it is when
  /// the method takes `Any`.
  private static func senderCall(_ name: String, label: String, type: String) -> String {
    if type == "Any" || type == "Any?" { return "self?.\(name)(\(label)action.sender as Any)" }
    return "if let sender = action.sender as? \(type) { self?.\(name)(\(label)sender) }"
  }

  /// The call of the method `name` that a selector names, with `argument` for its one
  /// parameter if it has one: the selector's labels say (`name(gesture:)`, `name(_:)`), else
  /// the method's declaration in `source` (`#selector(name)`); `nil` when neither says, or the
  /// method takes more than one parameter.
  private static func selectorCall(
    _ name: String, labels: String?, argument: String, in source: String
  ) -> (text: String, usesArgument: Bool)? {
    if let labels, !labels.isEmpty {
      let parts = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
      guard parts.count == 1 else { return nil }
      let label = parts[0] == "_" ? "" : "\(parts[0]): "
      return ("self?.\(name)(\(label)\(argument))", true)
    }
    switch actionParameter(of: name, in: source) {
    case .none?: return ("self?.\(name)()", false)
    case .sender(let label, _)?: return ("self?.\(name)(\(label)\(argument))", true)
    case nil: return nil
    }
  }

  /// What an action method takes.
  private enum ActionParameter: Equatable {
    /// Nothing.
    case none
    /// The sender, with its argument label and a colon (empty for `_`), and its type.
    case sender(label: String, type: String)
  }

  /// What the action method `name` takes: nothing, or the sender; `nil` when the method is not
  /// found or takes more.
  private static func actionParameter(of name: String, in source: String) -> ActionParameter? {
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
      return ActionParameter.none
    case 1:
      let parts = parameters[0].split(separator: ":", maxSplits: 1)
      let label = parts[0].split(separator: " ")[0]
      let type = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "AnyObject"
      return .sender(label: label == "_" ? "" : "\(label): ", type: type)
    default:
      return nil
    }
  }
}
