/// Finds the Swift type `listkit-migrate` made of a nib or storyboard, by its name, in a module.
enum InterfaceBuilderDocumentLookup {
  /// The module of a `#fileID` (`Module/File.swift`).
  static func module(ofFileID fileID: String) -> String {
    String(fileID.prefix { $0 != "/" })
  }

  /// The module that declares `type`.
  static func module(of type: Any.Type) -> String {
    String(String(reflecting: type).prefix { $0 != "." })
  }

  /// The name of the type made of the document `name` (`NibCell` and `Nib` make `NibCellNib`):
  /// letters, digits and underscores, the first letter capitalised, as `listkit-migrate` names
  /// it.
  static func typeName(forDocument name: String, suffix: String) -> String {
    var identifier = String(
      name.unicodeScalars.map {
        ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"))
          ? Character($0) : "_"
      })
    if let first = identifier.first {
      identifier.replaceSubrange(...identifier.startIndex, with: first.uppercased())
    }
    if identifier.first.map({ $0.isNumber }) ?? true { identifier = "_" + identifier }
    return identifier + suffix
  }

  /// The translation of the document `name` (`NibCell`, with the file extension `fileExtension`)
  /// in `module`, named with `suffix`, as a `Contents`; `nil`, reported to
  /// ``Nib/problemHandler``, when the program has none.
  @MainActor
  static func contents<Contents>(
    ofDocument name: String, fileExtension: String, suffix: String, in module: String,
    as: Contents.Type
  ) -> Contents? {
    let typeName = typeName(forDocument: name, suffix: suffix)
    if let contents = type(named: typeName, in: module) as? Contents { return contents }
    let kind = fileExtension == "xib" ? "nib" : fileExtension
    Nib.problemHandler(
      "Could not load the \(kind) \(name): the module \(module) has no \(typeName). "
        + "Run listkit-migrate on the folder that holds \(name).\(fileExtension).")
    return nil
  }

  /// The type named `typeName` at the top level of `module`, if the program has it.
  static func type(named typeName: String, in module: String) -> Any.Type? {
    // The mangled name of a top-level enum: each identifier after its length in UTF-8 bytes.
    _typeByName("\(module.utf8.count)\(module)\(typeName.utf8.count)\(typeName)O")
  }
}
