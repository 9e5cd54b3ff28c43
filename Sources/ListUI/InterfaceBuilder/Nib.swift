import Foundation

/// A nib: views made from an Interface Builder document, ListUI's `UINib`.
///
/// ListUI reads no archives. `listkit-migrate` translates each `.xib` file into Swift, a
/// ``NibContents`` type, and `Nib(nibName:bundle:)` finds it by the nib's name in the module
/// that asks: the module of the calling file, or of the section controller or view controller
/// that names the nib. ``instantiate(withOwner:options:)`` makes the objects, connects their
/// outlets and calls ``Responder/awakeFromNib()`` on each, as UIKit's nib loading does.
/// A nib can also be made from a closure, ``init(instantiating:)``, as a storyboard's prototype
/// cells are.
///
/// A nib whose translation the program does not have is reported to ``problemHandler`` and
/// makes no objects, where UIKit raises an exception.
@MainActor
public final class Nib {
  /// Options for ``instantiate(withOwner:options:)``: UIKit's `UINib.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// UIKit's objects for a nib's external object placeholders. `listkit-migrate` reports a
    /// nib with external objects and does not translate them, so the value is not read.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// Where reports of nibs that cannot load, and of outlets a class does not have, go. The
  /// default writes them to standard error; ListKitTerminal's application sends them to its log.
  public static var problemHandler: @MainActor (String) -> Void = { message in
    FileHandle.standardError.write(Data("ListUI: \(message)\n".utf8))
  }

  /// What `listkit-migrate` makes of a `.xib` file: ``NibContents``, under a name that code
  /// which sees ListUI's types only by UIKit's names (`UINib.Contents`) can write.
  public typealias Contents = NibContents

  /// The coder a translation makes custom classes with, ``NibCoder``, under a name that code
  /// which sees ListUI's types only by UIKit's names (`UINib.Coder`) can write.
  public typealias Coder = NibCoder

  /// The nib's name, or `nil` for a nib made from a closure.
  public let name: String?

  /// The module searched for the nib's translation.
  let module: String?

  private let makeObjects: (@MainActor (Any?) -> [Any])?

  /// The nib named `name` (its `.xib` file's name without the extension), found in the calling
  /// file's module. `bundle` is UIKit's; ListUI keeps translations in code, not bundles, so it
  /// is not read. `fileID` is the caller's, filled in by Swift: leave it out.
  public convenience init(nibName name: String, bundle: Bundle?, fileID: String = #fileID) {
    self.init(name: name, module: InterfaceBuilderDocumentLookup.module(ofFileID: fileID))
  }

  /// The nib named `name`, found in the module named `module`: for code that names a nib on
  /// behalf of another module's code, as a list adapter does for a section controller.
  public convenience init(nibName name: String, bundle: Bundle?, module: String) {
    self.init(name: name, module: module)
  }

  /// A nib made by `instantiating`, which gets the owner and returns the top-level objects.
  public init(instantiating: @escaping @MainActor (_ owner: Any?) -> [Any]) {
    name = nil
    module = nil
    makeObjects = instantiating
  }

  /// The nib named `name`, whose translation is looked up in `module`.
  init(name: String, module: String) {
    self.name = name
    self.module = module
    makeObjects = nil
  }

  /// The nib's top-level objects, made anew, with `owner` as the File's Owner. UIKit's
  /// `instantiate(withOwner:options:)`; no option changes what it makes (see ``OptionsKey``).
  /// A nib whose translation is missing is reported and makes none.
  public func instantiate(withOwner owner: Any?, options: [OptionsKey: Any]? = nil) -> [Any] {
    if let makeObjects { return makeObjects(owner) }
    guard let contents = contents() else { return [] }
    return contents.instantiate(withOwner: owner)
  }

  /// The translation of the named nib, or `nil`, reported, when the program has none.
  private func contents() -> NibContents.Type? {
    guard let name, let module else { return nil }
    return InterfaceBuilderDocumentLookup.contents(
      ofDocument: name, fileExtension: "xib", suffix: "Nib", in: module, as: NibContents.Type.self)
  }

  /// Reports that the `init(coder:)` of `className` returned `nil` while the document
  /// `documentName` was made, and returns no objects: what a translation does then, where
  /// UIKit's loading would have no object to add. The Swift `listkit-migrate` makes of nibs and
  /// storyboards calls it.
  @discardableResult
  public static func reportUnmadeObject(of className: String, in documentName: String) -> [Any] {
    problemHandler(
      "\(className)'s init(coder:) returned nil, so \(documentName) made no objects.")
    return []
  }

  /// Sets the outlet `outlet` of `object` to `value`, through the object's
  /// ``Responder/connectOutlet(_:to:)``; an object without that outlet is reported, where UIKit
  /// raises an exception. The Swift `listkit-migrate` makes of nibs calls it.
  public static func connect(_ outlet: String, of object: Any?, to value: Any?) {
    guard let responder = object as? Responder else {
      problemHandler(
        "Could not connect the outlet \(outlet): \(object.map { "\(type(of: $0))" } ?? "nil") "
          + "is not a view or view controller.")
      return
    }
    if !responder.connectOutlet(outlet, to: value) {
      problemHandler(
        "Could not connect the outlet \(outlet): \(type(of: responder)) has no outlet of that "
          + "name. Run listkit-migrate on the file that declares it.")
    }
  }
}
