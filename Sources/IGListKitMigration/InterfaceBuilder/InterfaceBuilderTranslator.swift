import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Translates Interface Builder documents, nibs (`.xib`) and storyboards (`.storyboard`), into
/// Swift that makes their objects: what `listkit-migrate` does with each one it finds.
///
/// A nib becomes an `enum` conforming to ListUI's `NibContents` (`UINib.Contents`), named after
/// the nib with `Nib` after it; a storyboard becomes one conforming to `StoryboardContents`
/// (`UIStoryboard.Contents`), named after it with `Storyboard` after it. The Swift imports only
/// IGListKit and uses UIKit's names. ListUI's `Nib(nibName:bundle:)` and `Storyboard(name:bundle:)` find
/// them by those names, so code that loads nibs and storyboards by name runs unchanged.
///
/// The Swift makes each object of a custom class (its `customClass`) with `init(coder:)` and a
/// `UINib.Coder`, as UIKit decodes it, so the set-up a class does there runs, and an object of
/// UIKit's class for the element with that class's initializer. It then sets the attributes
/// Interface Builder wrote (frames, colours, fonts, texts, layouts), adds the subviews,
/// activates the constraints, connects the outlets through `UINib.connect(_:of:to:)` and calls
/// `awakeFromNib()` on each object, as UIKit's loading does. A storyboard's view controllers
/// are made the same way, their views when first asked for, and a collection view's prototype
/// cells are registered under their reuse identifiers.
///
/// Actions of controls are connected with `addAction(_:for:)`: the control calls the method its
/// selector names on the target, with itself as the sender. A storyboard's navigation, tab bar
/// and split view controllers contain the scenes their relationships name; a table view
/// controller registers its prototype cells. Its Show, Show Detail and Present segues, a scene's
/// own, a button's or a table view cell's, become `UIStoryboard.SegueTemplate`s that
/// `performSegue(withIdentifier:sender:)`, the button and the row's selection perform. What the
/// Swift does not do is listed in ``InterfaceBuilderTranslation/notes``: elements it does not
/// know, actions that are not a control's, other segues (a collection view cell's, embed,
/// unwind, custom), static table cells, and constraints to layout guides it cannot name.
/// Autoresizing masks, content modes other than an image view's, and Interface Builder's own
/// attributes (`opaque`, `multipleTouchEnabled`, canvas positions) are not translated and not
/// listed.
public enum InterfaceBuilderTranslator {
  /// Translates the document `data`, named `documentName` with its extension (`NibCell.xib`,
  /// `Demo.storyboard`).
  ///
  /// - Throws: ``InterfaceBuilderTranslationError`` when `data` is not an Interface Builder
  ///   document or the name has neither extension.
  public static func translate(_ data: Data, documentName: String) throws
    -> InterfaceBuilderTranslation
  {
    let isStoryboard: Bool
    if documentName.hasSuffix(".storyboard") {
      isStoryboard = true
    } else if documentName.hasSuffix(".xib") {
      isStoryboard = false
    } else {
      throw InterfaceBuilderTranslationError(
        description: "\(documentName) is neither a .xib nor a .storyboard file")
    }
    let baseName = String(documentName.prefix { $0 != "." })
    let document: XMLDocument
    do {
      document = try XMLDocument(data: data, options: [])
    } catch {
      throw InterfaceBuilderTranslationError(
        description: "\(documentName) is not XML: \(error.localizedDescription)")
    }
    guard let root = document.rootElement(), root.name == "document" else {
      throw InterfaceBuilderTranslationError(
        description: "\(documentName) is not an Interface Builder document")
    }
    var translator = DocumentTranslator(documentName: documentName, baseName: baseName)
    return isStoryboard ? translator.storyboard(root) : translator.nib(root)
  }

  /// The name of the type the Swift of the document `baseName` (its name without extension)
  /// declares: `NibCellNib`, `DemoStoryboard`. ListUI looks it up by the same rule.
  public static func typeName(forDocument baseName: String, isStoryboard: Bool) -> String {
    var identifier = String(
      baseName.unicodeScalars.map {
        ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"))
          ? Character($0) : "_"
      })
    if let first = identifier.first {
      identifier.replaceSubrange(...identifier.startIndex, with: first.uppercased())
    }
    if identifier.first.map({ $0.isNumber }) ?? true { identifier = "_" + identifier }
    return identifier + (isStoryboard ? "Storyboard" : "Nib")
  }
}

/// Writes the Swift of one document: its type, one function per nib or scene view or prototype
/// cell, and the notes.
private struct DocumentTranslator {
  let documentName: String
  let baseName: String
  var notes: [String] = []
  /// The document's private functions after the entry point, each a block of lines.
  var functions: [[String]] = []
  var functionNames: Set<String> = []
  /// The identifier each scene's controller is instantiated by, by its object identifier.
  var sceneIdentifiers: [String: String] = [:]

  /// The element names of the controllers a storyboard's scenes hold, and their UIKit classes.
  static let controllerClasses = [
    "viewController": "UIViewController", "navigationController": "UINavigationController",
    "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
    "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController",
  ]

  /// The selection segues of the prototype cells written since the scene began, as
  /// `UIStoryboard.SegueTemplate` expressions: the scene's.
  var cellSegueTemplates: [String] = []

  init(documentName: String, baseName: String) {
    self.documentName = documentName
    self.baseName = baseName
  }

  mutating func nib(_ root: XMLElement) -> InterfaceBuilderTranslation {
    let typeName = InterfaceBuilderTranslator.typeName(forDocument: baseName, isStoryboard: false)
    let objects = root.childElements(named: "objects").first?.childElements ?? []
    var body = ObjectTreeWriter(document: self)
    var topLevel: [String] = []
    for object in objects {
      if object.name == "placeholder" {
        let identifier = object.attribute("placeholderIdentifier")
        if identifier == "IBFilesOwner" {
          body.names[object.attribute("id") ?? ""] = "owner"
          body.ownerClass = object.attribute("customClass")
        } else if identifier != "IBFirstResponder" {
          body.note("the placeholder \(identifier ?? "?") (external objects are not translated)")
        }
        continue
      }
      if let name = body.writeObject(object, parent: nil) { topLevel.append(name) }
    }
    body.finish(returning: topLevel)
    self = body.document
    var lines = header()
    lines.append("/// The objects of \(documentName).")
    lines.append("enum \(typeName): UINib.Contents {")
    lines.append("  static func instantiate(withOwner owner: Any?) -> [Any] {")
    lines += body.lines.map { "    " + $0 }
    lines.append("  }")
    appendFunctions(to: &lines)
    lines.append("}")
    return finished(typeName, lines)
  }

  mutating func storyboard(_ root: XMLElement) -> InterfaceBuilderTranslation {
    let typeName = InterfaceBuilderTranslator.typeName(forDocument: baseName, isStoryboard: true)
    let initialID = root.attribute("initialViewController")
    var cases: [String] = []
    var initialIdentifier: String?
    let scenes = root.childElements(named: "scenes").first?.childElements(named: "scene") ?? []
    let objects = scenes.flatMap {
      $0.childElements(named: "objects").first?.childElements ?? []
    }
    for object in objects where Self.controllerClasses[object.name ?? ""] != nil {
      if let id = object.attribute("id") {
        sceneIdentifiers[id] = object.attribute("storyboardIdentifier") ?? id
      }
    }
    for object in objects {
      switch object.name {
      case "placeholder", "exit":
        continue
      case let kind? where Self.controllerClasses[kind] != nil:
        let identifier = object.attribute("storyboardIdentifier") ?? object.attribute("id") ?? ""
        if object.attribute("id") == initialID { initialIdentifier = identifier }
        cases += scene(forController: object, identifier: identifier)
      default:
        notes.append(
          "\(documentName): the scene's \(object.name ?? "?") is not translated; only view, "
            + "navigation, tab bar and split view controllers are")
      }
    }
    var lines = header()
    lines.append("/// The scenes of \(documentName).")
    lines.append("enum \(typeName): UIStoryboard.Contents {")
    lines.append(
      "  static let initialViewControllerIdentifier: String? = "
        + (initialIdentifier.map { swiftString($0) } ?? "nil"))
    lines.append("")
    lines.append(
      "  static func scene(withIdentifier identifier: String) -> UIStoryboard.Scene? {")
    lines.append("    switch identifier {")
    lines += cases.map { "    " + $0 }
    lines.append("    default:")
    lines.append("      return nil")
    lines.append("    }")
    lines.append("  }")
    appendFunctions(to: &lines)
    lines.append("}")
    return finished(typeName, lines)
  }

  /// The `case` of the scene switch that makes `controller`, and the function that makes its
  /// view.
  private mutating func scene(forController controller: XMLElement, identifier: String)
    -> [String]
  {
    let kind = controller.name ?? "viewController"
    let defaultClass = Self.controllerClasses[kind] ?? "UIViewController"
    let controllerClass = controller.attribute("customClass") ?? defaultClass
    var lines = ["case \(swiftString(identifier)):"]
    let tableView = controller.childElements.first {
      $0.name == "tableView" && $0.attribute("key") == "view"
    }
    let collectionView = controller.childElements.first {
      $0.name == "collectionView" && $0.attribute("key") == "view"
    }
    if kind == "tableViewController" {
      // UIKit's table view controller has no `init(coder:)` a subclass can call in ListUI.
      let style = tableView.flatMap { Self.tableStyles[$0.attribute("style") ?? ""] } ?? ".plain"
      lines.append("  let controller = \(controllerClass)(style: \(style))")
    } else if kind == "collectionViewController" {
      // Nor has its collection view controller.
      var layoutWriter = ObjectTreeWriter(document: self)
      let layout =
        collectionView.map { layoutWriter.layoutExpression($0) } ?? "UICollectionViewFlowLayout()"
      self = layoutWriter.document
      lines += layoutWriter.lines.map { "  " + $0 }
      lines.append("  let controller = \(controllerClass)(collectionViewLayout: \(layout))")
      for cell in collectionView?.childElements(named: "cells").first?.childElements ?? [] {
        let function = prototypeFunction(for: cell)
        let identifier = cell.attribute("reuseIdentifier") ?? "cell"
        lines.append(
          "  controller.collectionView.register(UINib { \(function)(owner: $0) }, "
            + "forCellWithReuseIdentifier: \(swiftString(identifier)))")
      }
    } else if let custom = controller.attribute("customClass") {
      lines += madeWithCoder(
        custom, as: "controller",
        otherwise: "UIStoryboard.Scene(viewController: UIViewController(), view: nil)"
      ).map { "  " + $0 }
    } else {
      lines.append("  let controller = \(defaultClass)()")
    }
    if let title = controller.attribute("title") {
      lines.append("  controller.title = \(swiftString(title))")
    }
    if let item = controller.childElements(named: "navigationItem").first,
      let title = item.attribute("title")
    {
      lines.append("  controller.navigationItem.title = \(swiftString(title))")
    }
    if controller.attribute("hidesBottomBarWhenPushed") == "YES" {
      lines.append("  controller.hidesBottomBarWhenPushed = true")
    }
    if let item = controller.childElements(named: "tabBarItem").first {
      lines.append("  controller.tabBarItem = \(tabBarItemExpression(item))")
    }
    if kind == "navigationController",
      controller.childElements(named: "navigationBar").first?.attribute("prefersLargeTitles")
        == "YES"
    {
      lines.append("  controller.navigationBar.prefersLargeTitles = true")
    }
    cellSegueTemplates = []
    if let tableView { lines += tableViewLines(tableView).map { "  " + $0 } }
    if kind == "tableViewController" || kind == "collectionViewController" {
      for outlet in controller.childElements(named: "connections").first?
        .childElements(named: "outlet") ?? []
      {
        notes.append(
          "\(documentName): the outlet \(outlet.attribute("property") ?? "?") of a "
            + "\(kind == "tableViewController" ? "table" : "collection") view controller is not "
            + "connected")
      }
    }
    lines.append("  controller.awakeFromNib()")
    var children: [String] = []
    var segues: [String] = cellSegueTemplates
    for segue in controller.childElements(named: "connections").first?
      .childElements(named: "segue") ?? []
    {
      if segue.attribute("kind") == "relationship" {
        if let destination = segue.attribute("destination").flatMap({ sceneIdentifiers[$0] }) {
          children.append(destination)
        } else {
          notes.append(
            "\(documentName): the relationship \(segue.attribute("id") ?? "?") leads to a scene "
              + "that is not translated")
        }
      } else if let template = segueTemplate(segue) {
        segues.append(template)
      } else {
        notes.append("\(documentName): the segue \(segue.attribute("id") ?? "?") is not translated")
      }
    }
    var view = "nil"
    if kind != "tableViewController", kind != "collectionViewController",
      let viewElement = controller.childElements.first(where: { $0.attribute("key") == "view" })
    {
      let function = uniqueFunctionName(lowerCamel(identifier) + "View")
      var body = ObjectTreeWriter(document: self)
      body.ownerClass = controllerClass
      if let id = controller.attribute("id") { body.names[id] = "owner" }
      let root = body.writeObject(viewElement, parent: nil)
      body.writeConnections(of: controller, source: "owner")
      if let root { body.lines.append("UINib.connect(\"view\", of: owner, to: \(root))") }
      body.finish(returning: root.map { [$0] } ?? [])
      segues += body.segueTemplates
      self = body.document
      functions.append(
        ["/// The view of the scene \(identifier), with the controller as the owner."]
          + ["private static func \(function)(owner: Any?) -> [Any] {"]
          + body.lines.map { "  " + $0 } + ["}"])
      view = "UINib { \(function)(owner: $0) }"
    }
    if children.isEmpty, segues.isEmpty {
      lines.append("  return UIStoryboard.Scene(viewController: controller, view: \(view))")
      return lines
    }
    var arguments = [["viewController: controller"], ["view: \(view)"]]
    if !children.isEmpty {
      arguments.append(["children: [\(children.map(swiftString).joined(separator: ", "))]"])
    }
    if !segues.isEmpty {
      arguments.append(["segues: ["] + segues.map { "  \($0)," } + ["]"])
    }
    lines.append("  return UIStoryboard.Scene(")
    for (index, argument) in arguments.enumerated() {
      let end = index == arguments.count - 1 ? ")" : ","
      lines += argument.dropLast().map { "    " + $0 }
      lines.append("    " + argument[argument.count - 1] + end)
    }
    return lines
  }

  /// Interface Builder's table view styles, as `UITableView.Style`'s members.
  static let tableStyles = [
    "plain": ".plain", "grouped": ".grouped", "insetGrouped": ".insetGrouped",
  ]

  /// The statements that set up a table view controller's table view as its scene's `tableView`
  /// element says: its row height and separators, and its prototype cells registered under their
  /// reuse identifiers.
  private mutating func tableViewLines(_ tableView: XMLElement) -> [String] {
    var lines: [String] = []
    if let height = tableView.attribute("rowHeight") {
      lines.append("controller.tableView.rowHeight = \(number(height))")
    }
    if let height = tableView.attribute("estimatedRowHeight") {
      lines.append("controller.tableView.estimatedRowHeight = \(number(height))")
    }
    if tableView.attribute("separatorStyle") == "none" {
      lines.append("controller.tableView.separatorStyle = .none")
    }
    if tableView.attribute("dataMode") == "static" {
      notes.append(
        "\(documentName): the static cells of a table view are not translated; give the rows "
          + "from the controller's data source")
    }
    for cell in tableView.childElements(named: "prototypes").first?.childElements ?? [] {
      let function = prototypeFunction(for: cell)
      let identifier = cell.attribute("reuseIdentifier") ?? "cell"
      lines.append(
        "controller.tableView.register(UINib { \(function)(owner: $0) }, forCellReuseIdentifier: "
          + "\(swiftString(identifier)))")
    }
    return lines
  }

  /// The `UIStoryboard.SegueTemplate` of a segue that shows its destination, or `nil`, noted,
  /// for a kind that is not translated or a destination that is not.
  func segueTemplate(_ segue: XMLElement) -> String? {
    let id = segue.attribute("id") ?? "?"
    let kind: String
    switch segue.attribute("kind") {
    case "show", "push": kind = ".show"
    case "showDetail": kind = ".showDetail"
    case "presentation", "modal", "popoverPresentation": kind = ".present"
    default:
      return nil
    }
    guard let destination = segue.attribute("destination").flatMap({ sceneIdentifiers[$0] })
    else { return nil }
    let identifier = segue.attribute("identifier").map(swiftString) ?? "nil"
    return "UIStoryboard.SegueTemplate(id: \(swiftString(id)), identifier: \(identifier), "
      + "destination: \(swiftString(destination)), kind: \(kind))"
  }

  /// A `UITabBarItem` for a controller's `tabBarItem` element: its system item, or its title
  /// and image.
  private func tabBarItemExpression(_ item: XMLElement) -> String {
    if let system = item.attribute("systemItem") {
      return "UITabBarItem(tabBarSystemItem: .\(system), tag: \(item.attribute("tag") ?? "0"))"
    }
    let title = item.attribute("title").map(swiftString) ?? "nil"
    let image = item.attribute("image").map {
      item.attribute("catalog") == "system"
        ? "UIImage(systemName: \(swiftString($0)))" : "UIImage(named: \(swiftString($0)))"
    }
    return
      "UITabBarItem(title: \(title), image: \(image ?? "nil"), tag: \(item.attribute("tag") ?? "0"))"
  }

  /// The statements that make `name`, an object of the custom class `className`, with
  /// `init(coder:)`, as UIKit does: when that returns `nil` the failure is reported and the
  /// function returns `otherwise` (no objects, by default).
  func madeWithCoder(_ className: String, as name: String, otherwise: String? = nil) -> [String] {
    let report =
      "UINib.reportUnmadeObject(of: \(swiftString(className)), in: "
      + "\(swiftString(documentName)))"
    var lines = ["guard let \(name) = \(className)(coder: UINib.Coder()) else {"]
    if let otherwise {
      lines += ["  \(report)", "  return \(otherwise)"]
    } else {
      lines.append("  return \(report)")
    }
    lines.append("}")
    return lines
  }

  /// Adds a function that makes one prototype cell of a collection view and returns its name.
  mutating func prototypeFunction(for cell: XMLElement) -> String {
    let identifier = cell.attribute("reuseIdentifier") ?? "cell"
    let function = uniqueFunctionName(lowerCamel(identifier) + "Prototype")
    var body = ObjectTreeWriter(document: self)
    let name = body.writeObject(cell, parent: nil)
    body.finish(returning: name.map { [$0] } ?? [])
    self = body.document
    functions.append(
      ["/// The prototype cell \(identifier)."]
        + ["private static func \(function)(owner: Any?) -> [Any] {"]
        + body.lines.map { "  " + $0 } + ["}"])
    return function
  }

  private mutating func uniqueFunctionName(_ base: String) -> String {
    uniqueIdentifier(base, avoiding: &functionNames)
  }

  private func header() -> [String] {
    [
      "// The Swift of \(documentName), made by listkit-migrate. Edit \(documentName) and run",
      "// listkit-migrate again rather than editing this file.",
      "import IGListKit",
      "",
    ]
  }

  private func appendFunctions(to lines: inout [String]) {
    for function in functions {
      lines.append("")
      lines += function.map { "  " + $0 }
    }
  }

  private func finished(_ typeName: String, _ lines: [String]) -> InterfaceBuilderTranslation {
    InterfaceBuilderTranslation(
      typeName: typeName, source: lines.joined(separator: "\n") + "\n", notes: notes)
  }
}

/// Writes the statements that make one tree of objects: a nib's objects, a scene's view or a
/// prototype cell. Objects are made and configured in document order, then the constraints are
/// activated, the outlets connected and `awakeFromNib()` called.
private struct ObjectTreeWriter {
  var document: DocumentTranslator
  var lines: [String] = []
  /// The Swift expression of each object by its Interface Builder identifier.
  var names: [String: String] = [:]
  /// The class of the File's Owner, if the document gives it.
  var ownerClass: String?
  private var usedNames: Set<String> = ["owner", "identifier", "controller"]
  private var constraints: [(holder: String, element: XMLElement)] = []
  private var outlets:
    [(source: String, property: String, destinations: [String], isCollection: Bool)] =
      []
  private var awakened: [String] = []
  private var actions: [(source: String, selector: String, destination: String, event: String?)] =
    []

  init(document: DocumentTranslator) {
    self.document = document
  }

  mutating func note(_ text: String) {
    document.notes.append("\(document.documentName): \(text)")
  }

  /// Makes `element` and the objects under it, adds it to `parent`, and returns its name; `nil`
  /// for an element that is not translated.
  @discardableResult
  mutating func writeObject(_ element: XMLElement, parent: String?) -> String? {
    let kind = element.name ?? ""
    if kind == "tableViewCell" {
      for attribute in ["textLabel", "detailTextLabel", "imageView"] {
        if let id = element.attribute(attribute) { builtInCellSubviews.insert(id) }
      }
    }
    let name: String
    if element.attribute("key") == "contentView", let parent {
      name = "\(parent).contentView"
    } else {
      guard let made = make(element, kind: kind) else {
        note("the \(kind) \(element.attribute("id") ?? "") is not translated")
        return nil
      }
      name = made
      awakened.append(name)
    }
    if let id = element.attribute("id") { names[id] = name }
    configure(element, kind: kind, name: name)
    for child in element.childElements {
      switch child.name {
      case "subviews":
        for subview in child.childElements {
          // A table view cell's own labels and image view are its built-in ones, which the
          // cell's style makes.
          if let id = subview.attribute("id"), builtInCellSubviews.contains(id) { continue }
          guard let subviewName = writeObject(subview, parent: name) else { continue }
          let add = kind == "stackView" ? "addArrangedSubview" : "addSubview"
          lines.append("\(name).\(add)(\(subviewName))")
        }
      case "view" where child.attribute("key") == "contentView",
        "tableViewCellContentView" where child.attribute("key") == "contentView":
        writeObject(child, parent: name)
      case "constraints":
        for constraint in child.childElements(named: "constraint") {
          constraints.append((name, constraint))
        }
      case "connections":
        writeConnections(of: element, source: name)
      case "cells":
        for cell in child.childElements {
          let function = document.prototypeFunction(for: cell)
          let identifier = cell.attribute("reuseIdentifier") ?? "cell"
          lines.append(
            "\(name).register(UINib { \(function)(owner: $0) }, forCellWithReuseIdentifier: "
              + "\(swiftString(identifier)))")
        }
      case "collectionReusableView":
        let kindName =
          child.attribute("key") == "sectionFooterView"
          ? "UICollectionView.elementKindSectionFooter"
          : "UICollectionView.elementKindSectionHeader"
        let function = document.prototypeFunction(for: child)
        let identifier = child.attribute("reuseIdentifier") ?? "view"
        lines.append(
          "\(name).register(UINib { \(function)(owner: $0) }, forSupplementaryViewOfKind: "
            + "\(kindName), withReuseIdentifier: \(swiftString(identifier)))")
      case "viewLayoutGuide":
        if let id = child.attribute("id") {
          switch child.attribute("key") {
          case "safeArea": names[id] = "\(name).safeAreaLayoutGuide"
          case "layoutMargins": names[id] = "\(name).layoutMarginsGuide"
          default: break
          }
        }
      case "gestureRecognizers", "segue":
        note(
          "the \(child.name ?? "") of \(kind) \(element.attribute("id") ?? "") are not translated")
      default:
        break
      }
    }
    return name
  }

  /// The outlets and actions `element` connects; `source` is its Swift name.
  mutating func writeConnections(of element: XMLElement, source: String) {
    guard let connections = element.childElements(named: "connections").first else { return }
    for connection in connections.childElements {
      let property = connection.attribute("property") ?? ""
      let destination = connection.attribute("destination") ?? ""
      switch connection.name {
      case "outlet":
        outlets.append((source, property, [destination], false))
      case "outletCollection":
        if let index = outlets.firstIndex(where: {
          $0.isCollection && $0.source == source && $0.property == property
        }) {
          outlets[index].destinations.append(destination)
        } else {
          outlets.append((source, property, [destination], true))
        }
      case "action":
        actions.append(
          (
            source, connection.attribute("selector") ?? "?", destination,
            connection.attribute("eventType")
          ))
      case "segue":
        writeSegue(connection, of: element, source: source)
      default:
        break
      }
    }
  }

  /// Activates the constraints, connects the outlets, calls `awakeFromNib()` and returns
  /// `objects`.
  mutating func finish(returning objects: [String]) {
    var activated: [String] = []
    for (holder, element) in constraints {
      if element.attribute("placeholder") == "YES" { continue }
      guard let expression = constraintExpression(element, holder: holder) else { continue }
      if let priority = element.attribute("priority"), let value = Double(priority), value < 1000 {
        let name = uniqueName("constraint")
        lines.append("let \(name) = \(expression)")
        lines.append("\(name).priority = UILayoutPriority(rawValue: \(number(priority)))")
        activated.append(name)
      } else {
        activated.append(expression)
      }
    }
    if !activated.isEmpty {
      lines.append("NSLayoutConstraint.activate([")
      lines += activated.map { "  \($0)," }
      lines.append("])")
    }
    for outlet in outlets {
      let destinations = outlet.destinations.compactMap { names[$0] }
      guard destinations.count == outlet.destinations.count else {
        note("the outlet \(outlet.property) points to an object that is not translated")
        continue
      }
      let value =
        outlet.isCollection
        ? "[\(destinations.joined(separator: ", "))] as [Any]" : destinations[0]
      lines.append(
        "UINib.connect(\(swiftString(outlet.property)), of: \(outlet.source), to: \(value))")
    }
    for action in actions { writeAction(action) }
    for trigger in pendingSegueTriggers {
      lines += [
        "if let source = owner as? UIViewController {",
        "  \(trigger.source).addAction(",
        "    UIAction { [weak source, weak sender = \(trigger.source)] _ in",
        "      guard let source, let sender else { return }",
        "      UIStoryboard.triggerSegue(withID: \(swiftString(trigger.id)), from: source, sender: sender)",
        "    }, for: .primaryActionTriggered)",
        "}",
      ]
    }
    for name in awakened { lines.append("\(name).awakeFromNib()") }
    lines.append("return [\(objects.joined(separator: ", "))]")
  }

  /// The identifiers of table view cells' built-in labels and image views, which their styles
  /// make: not made again.
  private var builtInCellSubviews: Set<String> = []

  /// Segues that controls of the tree trigger, as `UIStoryboard.SegueTemplate` expressions.
  var segueTemplates: [String] = []

  /// A segue in an element's connections: a scene's own are the scene's (written by the
  /// scene); a button's is triggered by its primary action; others are noted.
  private mutating func writeSegue(_ segue: XMLElement, of element: XMLElement, source: String) {
    let id = segue.attribute("id") ?? "?"
    if source == "owner" { return }
    if element.name == "tableViewCell", let template = document.segueTemplate(segue) {
      document.cellSegueTemplates.append(template)
      lines.append("UIStoryboard.connectSelectionSegue(withID: \(swiftString(id)), to: \(source))")
      return
    }
    guard element.name == "button",
      let template = document.segueTemplate(segue)
    else {
      note("the segue \(id) is not translated")
      return
    }
    segueTemplates.append(template)
    pendingSegueTriggers.append((source, id))
  }

  /// The controls whose segues are triggered, with the segues' object identifiers.
  private var pendingSegueTriggers: [(source: String, id: String)] = []

  /// The control events a connection may name, as `UIControl.Event`'s members.
  private static let controlEvents: Set<String> = [
    "touchDown", "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged",
    "primaryActionTriggered", "editingDidBegin", "editingChanged", "editingDidEnd",
    "editingDidEndOnExit",
  ]

  /// Connects an action as UIKit's loading does: the control calls the method the selector
  /// names on the destination, with itself as the sender, when the event happens. The closure
  /// holds both weakly, as a target-action pair holds its target.
  private mutating func writeAction(
    _ action: (source: String, selector: String, destination: String, event: String?)
  ) {
    let what = "the action \(action.selector)"
    guard let event = action.event, Self.controlEvents.contains(event) else {
      note("\(what) is not connected: only control events are; connect it with addAction(_:for:)")
      return
    }
    guard let call = Self.methodCall(forSelector: action.selector, sender: "sender") else {
      note("\(what) is not connected: its selector names no one-argument method")
      return
    }
    guard let target = names[action.destination] else {
      note("\(what) is not connected: its target is not translated")
      return
    }
    let connect =
      call.hasSuffix("()")
      ? [
        "\(action.source).addAction(UIAction { [weak target] _ in target?.\(call) }, for: .\(event))"
      ]
      : [
        "\(action.source).addAction(",
        "  UIAction { [weak target, weak sender = \(action.source)] _ in",
        "    guard let target, let sender else { return }",
        "    target.\(call)",
        "  }, for: .\(event))",
      ]
    if target != "owner" {
      lines.append("do {")
      lines.append("  let target = \(target)")
      lines += connect.map { "  " + $0 }
      lines.append("}")
      return
    }
    guard let ownerClass, ownerClass != "UIViewController" else {
      note("\(what) is not connected: the File's Owner has no class")
      return
    }
    lines.append("if let target = owner as? \(ownerClass) {")
    lines += connect.map { "  " + $0 }
    lines.append("} else {")
    lines.append("  UINib.problemHandler(")
    lines.append(
      "    \"Could not connect \(what) of \(document.documentName): the File's Owner is not a \"")
    lines.append("      + \"\(ownerClass).\")")
    lines.append("}")
  }

  /// The call, with `sender`, of the Swift method an action's Objective-C selector names:
  /// `edit` is `edit()`, `edit:` is `edit(sender)`, `editWithSender:` is `edit(sender: sender)`;
  /// `nil` for a selector of more arguments, such as `edit:forEvent:`.
  static func methodCall(forSelector selector: String, sender: String) -> String? {
    let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
    guard let first = parts.first, !first.isEmpty,
      first.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    switch parts.count {
    case 1:
      return "\(first)()"
    case 2 where parts[1].isEmpty:
      if let with = first.range(of: "With", options: .backwards),
        with.lowerBound > first.startIndex,
        let initial = first[with.upperBound...].first, initial.isUppercase
      {
        let label = first[with.upperBound...]
        return "\(first[..<with.lowerBound])(\(label.prefix(1).lowercased() + label.dropFirst()): "
          + "\(sender))"
      }
      return "\(first)(\(sender))"
    default:
      return nil
    }
  }

  // MARK: Making objects

  /// Declares the object of `element` and returns its name, or `nil` for an element kind that
  /// is not translated.
  private mutating func make(_ element: XMLElement, kind: String) -> String? {
    let frame = element.childElements.first {
      $0.name == "rect" && $0.attribute("key") == "frame"
    }
    let rect = frame.map { rectExpression($0) } ?? ".zero"
    let custom = element.attribute("customClass")
    guard defaultClass[kind] != nil || ["button", "collectionView", "tableViewCell"].contains(kind)
    else {
      return nil
    }
    if kind == "tableViewCell" {
      // A table view makes its cells with `init(style:reuseIdentifier:)`, as UIKit's does.
      let style = Self.cellStyles[element.attribute("style") ?? ""] ?? ".default"
      let identifier = element.attribute("reuseIdentifier").map(swiftString) ?? "nil"
      let name = uniqueName(custom.map(lowerCamel) ?? "cell")
      lines.append(
        "let \(name) = \(custom ?? "UITableViewCell")(style: \(style), reuseIdentifier: \(identifier))"
      )
      if let accessory = element.attribute("accessoryType") {
        lines.append("\(name).accessoryType = .\(accessory)")
      }
      if let selection = element.attribute("selectionStyle") {
        lines.append("\(name).selectionStyle = .\(selection)")
      }
      return name
    }
    let base = element.attribute("userLabel").map(lowerCamel) ?? custom.map(lowerCamel) ?? kind
    let name = uniqueName(base)
    if let custom, !classesWithoutCoderInitializer.contains(kind) {
      // UIKit makes an object of a custom class with `init(coder:)`, so its set-up there runs.
      lines += document.madeWithCoder(custom, as: name)
      if frame != nil { lines.append("\(name).frame = \(rect)") }
      if kind == "collectionView" {
        lines.append("\(name).collectionViewLayout = \(layoutExpression(element))")
      }
      return name
    }
    let initializer: String
    switch kind {
    case "button":
      let type = element.attribute("buttonType") == "system" ? ".system" : ".custom"
      initializer = "UIButton(type: \(type))"
    case "collectionView":
      let layout = layoutExpression(element)
      initializer = "UICollectionView(frame: \(rect), collectionViewLayout: \(layout))"
    default:
      initializer = "\(custom ?? defaultClass[kind, default: "UIView"])(frame: \(rect))"
    }
    lines.append("let \(name) = \(initializer)")
    if kind == "button", frame != nil { lines.append("\(name).frame = \(rect)") }
    return name
  }

  /// Interface Builder's table view cell styles, as `UITableViewCell.CellStyle`'s members.
  private static let cellStyles = [
    "IBUITableViewCellStyleDefault": ".default", "IBUITableViewCellStyleValue1": ".value1",
    "IBUITableViewCellStyleValue2": ".value2", "IBUITableViewCellStyleSubtitle": ".subtitle",
  ]

  /// The element kinds whose UIKit class has no `init(coder:)` a subclass can call in ListUI,
  /// because a subclass would lose its convenience initializers: their custom classes are made
  /// with `init(frame:)`.
  private let classesWithoutCoderInitializer: Set<String> = ["activityIndicatorView"]

  private let defaultClass = [
    "view": "UIView", "label": "UILabel", "imageView": "UIImageView", "textField": "UITextField",
    "switch": "UISwitch", "stackView": "UIStackView", "scrollView": "UIScrollView",
    "collectionViewCell": "UICollectionViewCell",
    "collectionReusableView": "UICollectionReusableView", "searchBar": "UISearchBar",
    "segmentedControl": "UISegmentedControl", "activityIndicatorView": "UIActivityIndicatorView",
  ]

  /// The layout of a collection view element, made inline.
  mutating func layoutExpression(_ collectionView: XMLElement) -> String {
    if let flow = collectionView.childElements(named: "collectionViewFlowLayout").first {
      let name = uniqueName("layout")
      lines.append(
        "let \(name) = \(flow.attribute("customClass") ?? "UICollectionViewFlowLayout")()")
      for attribute in ["minimumLineSpacing", "minimumInteritemSpacing"] {
        if let value = flow.attribute(attribute) {
          lines.append("\(name).\(attribute) = \(number(value))")
        }
      }
      if flow.attribute("scrollDirection") == "horizontal" {
        lines.append("\(name).scrollDirection = .horizontal")
      }
      for size in flow.childElements(named: "size") {
        guard let key = size.attribute("key"),
          ["itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize"]
            .contains(key)
        else { continue }
        lines.append("\(name).\(key) = \(sizeExpression(size))")
      }
      if let inset = flow.childElements(named: "inset").first(where: {
        $0.attribute("key") == "sectionInset"
      }) {
        lines.append("\(name).sectionInset = \(insetExpression(inset))")
      }
      return name
    }
    let layout = collectionView.childElements(named: "collectionViewLayout").first
    switch layout?.attribute("customClass") {
    case "IGListCollectionViewLayout"?, "ListCollectionViewLayout"?:
      return
        "ListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)"
    case let custom?:
      return "\(custom)()"
    case nil:
      return "UICollectionViewFlowLayout()"
    }
  }

  // MARK: Attributes

  /// Sets the attributes of `element` on `name`.
  private mutating func configure(_ element: XMLElement, kind: String, name: String) {
    func set(_ property: String, _ value: String) { lines.append("\(name).\(property) = \(value)") }
    let attribute = { element.attribute($0) }
    if attribute("translatesAutoresizingMaskIntoConstraints") == "NO" {
      set("translatesAutoresizingMaskIntoConstraints", "false")
    }
    if attribute("clipsSubviews") == "YES" { set("clipsToBounds", "true") }
    if attribute("hidden") == "YES" { set("isHidden", "true") }
    if let alpha = attribute("alpha") { set("alpha", number(alpha)) }
    if let tag = attribute("tag") { set("tag", tag) }
    if attribute("userInteractionEnabled") == "NO", kind != "label", kind != "imageView" {
      set("isUserInteractionEnabled", "false")
    }
    for (key, axis) in [("horizontal", ".horizontal"), ("vertical", ".vertical")] {
      if let hugging = attribute("\(key)HuggingPriority"), hugging != "250" {
        lines.append(
          "\(name).setContentHuggingPriority(UILayoutPriority(rawValue: \(number(hugging))), "
            + "for: \(axis))")
      }
      if let resistance = attribute("\(key)CompressionResistancePriority"), resistance != "750" {
        lines.append(
          "\(name).setContentCompressionResistancePriority(UILayoutPriority(rawValue: "
            + "\(number(resistance))), for: \(axis))")
      }
    }
    for color in element.childElements(named: "color") {
      guard let key = color.attribute("key"), let value = colorExpression(color) else { continue }
      switch (key, kind) {
      case ("backgroundColor", _), ("tintColor", _): set(key, value)
      case ("textColor", "label"), ("textColor", "textField"): set(key, value)
      case ("titleColor", "button"): break
      default: break
      }
    }
    if let margins = element.childElements(named: "edgeInsets").first(where: {
      $0.attribute("key") == "layoutMargins"
    }) {
      set("layoutMargins", insetExpression(margins))
    }
    switch kind {
    case "label", "textField":
      if let text = attribute("text") { set("text", swiftString(text)) }
      if let placeholder = attribute("placeholder") { set("placeholder", swiftString(placeholder)) }
      if let alignment = attribute("textAlignment"), alignment != "natural" {
        set("textAlignment", "." + alignment)
      }
      if let lines = attribute("numberOfLines") { set("numberOfLines", lines) }
      if let mode = attribute("lineBreakMode"), let value = lineBreakModes[mode],
        mode != "tailTruncation"
      {
        set("lineBreakMode", value)
      }
      if let description = element.childElements(named: "fontDescription").first,
        let font = fontExpression(description)
      {
        set("font", font)
      }
    case "button":
      for state in element.childElements(named: "state") {
        guard state.attribute("key") == "normal" else { continue }
        if let title = state.attribute("title") {
          lines.append("\(name).setTitle(\(swiftString(title)), for: .normal)")
        }
        if let color = state.childElements(named: "color").first(where: {
          $0.attribute("key") == "titleColor"
        }).flatMap(colorExpression) {
          lines.append("\(name).setTitleColor(\(color), for: .normal)")
        }
        if let image = state.attribute("image") {
          lines.append("\(name).setImage(UIImage(named: \(swiftString(image))), for: .normal)")
        }
      }
    case "imageView":
      if let image = attribute("image") { set("image", "UIImage(named: \(swiftString(image)))") }
      if let reference = element.childElements(named: "imageReference").first,
        let image = reference.attribute("image")
      {
        set(
          "image",
          reference.attribute("catalog") == "system"
            ? "UIImage(systemName: \(swiftString(image)))"
            : "UIImage(named: \(swiftString(image)))")
      }
      if let mode = attribute("contentMode") { set("contentMode", "." + mode) }
    case "stackView":
      if attribute("axis") == "vertical" { set("axis", ".vertical") }
      if let spacing = attribute("spacing") { set("spacing", number(spacing)) }
      if let alignment = attribute("alignment") { set("alignment", "." + alignment) }
      if let distribution = attribute("distribution") { set("distribution", "." + distribution) }
    case "switch":
      if attribute("on") == "YES" { set("isOn", "true") }
    case "activityIndicatorView":
      if attribute("animating") == "YES" { lines.append("\(name).startAnimating()") }
    case "collectionView", "scrollView":
      if attribute("alwaysBounceVertical") == "YES" { set("alwaysBounceVertical", "true") }
      if attribute("alwaysBounceHorizontal") == "YES" { set("alwaysBounceHorizontal", "true") }
    default:
      break
    }
  }

  private let lineBreakModes = [
    "wordWrap": ".byWordWrapping", "characterWrap": ".byCharWrapping", "clip": ".byClipping",
    "headTruncation": ".byTruncatingHead", "tailTruncation": ".byTruncatingTail",
    "middleTruncation": ".byTruncatingMiddle",
  ]

  private let textStyles = [
    "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1",
    "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
    "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleSubhead": "subheadline",
    "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout",
    "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption1",
    "UICTFontTextStyleCaption2": "caption2",
  ]

  private mutating func fontExpression(_ font: XMLElement) -> String? {
    if let style = font.attribute("style") {
      guard let textStyle = textStyles[style] else {
        note("the text style \(style) is not translated")
        return nil
      }
      return "UIFont.preferredFont(forTextStyle: .\(textStyle))"
    }
    let size = number(font.attribute("pointSize") ?? "17")
    switch font.attribute("type") {
    case "system"?:
      if let weight = font.attribute("weight") {
        return "UIFont.systemFont(ofSize: \(size), weight: .\(weight))"
      }
      return "UIFont.systemFont(ofSize: \(size))"
    case "boldSystem"?: return "UIFont.boldSystemFont(ofSize: \(size))"
    case "italicSystem"?: return "UIFont.italicSystemFont(ofSize: \(size))"
    default:
      if let name = font.attribute("name") {
        return
          "UIFont(name: \(swiftString(name)), size: \(size)) ?? UIFont.systemFont(ofSize: \(size))"
      }
      return nil
    }
  }

  /// A colour: a named system colour where Interface Builder gives one, else its components.
  private func colorExpression(_ color: XMLElement) -> String? {
    if let system = color.attribute("systemColor") ?? color.attribute("cocoaTouchSystemColor") {
      let name = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
      if knownColors.contains(name) { return "UIColor.\(name)" }
    }
    if let white = color.attribute("white") {
      return "UIColor(white: \(number(white)), alpha: \(number(color.attribute("alpha") ?? "1")))"
    }
    if let red = color.attribute("red"), let green = color.attribute("green"),
      let blue = color.attribute("blue")
    {
      return "UIColor(red: \(number(red)), green: \(number(green)), blue: \(number(blue)), "
        + "alpha: \(number(color.attribute("alpha") ?? "1")))"
    }
    return nil
  }

  private let knownColors: Set<String> = [
    "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
    "magenta", "orange", "purple", "brown", "clear", "systemRed", "systemOrange", "systemYellow",
    "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue", "systemIndigo",
    "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2", "systemGray3",
    "systemGray4", "systemGray5", "systemGray6", "label", "secondaryLabel", "tertiaryLabel",
    "quaternaryLabel", "placeholderText", "lightText", "darkText", "link", "separator",
    "opaqueSeparator", "systemBackground", "secondarySystemBackground",
    "tertiarySystemBackground", "systemGroupedBackground", "groupTableViewBackground",
    "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
    "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
  ]

  // MARK: Constraints

  private let layoutAttributes: Set<String> = [
    "leading", "trailing", "top", "bottom", "left", "right", "width", "height", "centerX",
    "centerY", "firstBaseline", "lastBaseline",
  ]

  /// The constraint `element` of the view `holder`, or `nil`, noted, when it names an item or
  /// attribute that is not translated.
  private mutating func constraintExpression(_ element: XMLElement, holder: String) -> String? {
    func item(_ id: String?, _ attribute: String?) -> (String, String)? {
      guard var attribute else { return nil }
      var name = holder
      if let id {
        guard let found = names[id] else { return nil }
        name = found
      }
      if attribute == "baseline" { attribute = "lastBaseline" }
      for suffix in ["WithinMargins", "Margin"] where attribute.hasSuffix(suffix) {
        attribute = String(attribute.dropLast(suffix.count))
        name += ".layoutMarginsGuide"
      }
      return layoutAttributes.contains(attribute) ? (name, attribute) : nil
    }
    let id = element.attribute("id") ?? "?"
    guard let first = item(element.attribute("firstItem"), element.attribute("firstAttribute"))
    else {
      note("the constraint \(id) names an item or attribute that is not translated")
      return nil
    }
    var second: (String, String)?
    if element.attribute("secondAttribute") != nil {
      guard let found = item(element.attribute("secondItem"), element.attribute("secondAttribute"))
      else {
        note("the constraint \(id) names an item or attribute that is not translated")
        return nil
      }
      second = found
    }
    let relation = element.attribute("relation") ?? "equal"
    var multiplier = "1"
    if let value = element.attribute("multiplier") {
      let parts = value.split(separator: ":").compactMap { Double($0) }
      if parts.count == 2, parts[1] != 0 {
        multiplier = number(String(parts[0] / parts[1]))
      } else {
        multiplier = number(value)
      }
    }
    let constant = number(element.attribute("constant") ?? "0")
    return "NSLayoutConstraint(item: \(first.0), attribute: .\(first.1), relatedBy: .\(relation), "
      + "toItem: \(second?.0 ?? "nil"), attribute: .\(second?.1 ?? "notAnAttribute"), "
      + "multiplier: \(multiplier), constant: \(constant))"
  }

  // MARK: Values

  private mutating func uniqueName(_ base: String) -> String {
    var base = base.isEmpty ? "object" : base
    if swiftKeywords.contains(base) { base += "View" }
    return uniqueIdentifier(base, avoiding: &usedNames)
  }

  private let swiftKeywords: Set<String> = [
    "switch", "default", "case", "class", "struct", "enum", "func", "var", "let", "return",
    "if", "else", "for", "while", "repeat", "in", "self", "super", "init", "deinit", "import",
    "protocol", "extension", "static", "private", "public", "internal", "true", "false", "nil",
  ]
}

private func rectExpression(_ rect: XMLElement) -> String {
  let value = { number(rect.attribute($0) ?? "0") }
  return "CGRect(x: \(value("x")), y: \(value("y")), width: \(value("width")), "
    + "height: \(value("height")))"
}

private func sizeExpression(_ size: XMLElement) -> String {
  "CGSize(width: \(number(size.attribute("width") ?? "0")), "
    + "height: \(number(size.attribute("height") ?? "0")))"
}

private func insetExpression(_ inset: XMLElement) -> String {
  if inset.attribute("minX") != nil {
    let value = { number(inset.attribute($0) ?? "0") }
    return "UIEdgeInsets(top: \(value("minY")), left: \(value("minX")), "
      + "bottom: \(value("maxY")), right: \(value("maxX")))"
  }
  let value = { number(inset.attribute($0) ?? "0") }
  return "UIEdgeInsets(top: \(value("top")), left: \(value("left")), "
    + "bottom: \(value("bottom")), right: \(value("right")))"
}

/// `base`, or `base` with the first number from 2 that makes it new, added to `used`.
private func uniqueIdentifier(_ base: String, avoiding used: inout Set<String>) -> String {
  var name = base
  var number = 2
  while used.contains(name) {
    name = base + String(number)
    number += 1
  }
  used.insert(name)
  return name
}

/// A number as Swift writes it: `15` for `15.0`, `20.5` for `20.5`.
private func number(_ text: String) -> String {
  guard let value = Double(text), value.isFinite else { return "0" }
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}

/// `text` as a Swift string literal.
private func swiftString(_ text: String) -> String {
  var literal = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": literal += "\\\""
    case "\\": literal += "\\\\"
    case "\n": literal += "\\n"
    case "\r": literal += "\\r"
    case "\t": literal += "\\t"
    default:
      if scalar.value < 0x20 {
        literal += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        literal.unicodeScalars.append(scalar)
      }
    }
  }
  return literal + "\""
}

/// `text` as a lower camel case identifier: `Separator` → `separator`, `Nib Cell` → `nibCell`.
private func lowerCamel(_ text: String) -> String {
  let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
  var name = words.enumerated().map { index, word in
    index == 0
      ? word.prefix(1).lowercased() + word.dropFirst()
      : word.prefix(1).uppercased() + word.dropFirst()
  }.joined()
  if name.first?.isNumber ?? false { name = "_" + name }
  return name
}

extension XMLElement {
  fileprivate func attribute(_ name: String) -> String? {
    attribute(forName: name)?.stringValue
  }

  fileprivate var childElements: [XMLElement] {
    (children ?? []).compactMap { $0 as? XMLElement }
  }

  fileprivate func childElements(named name: String) -> [XMLElement] {
    childElements.filter { $0.name == name }
  }
}
