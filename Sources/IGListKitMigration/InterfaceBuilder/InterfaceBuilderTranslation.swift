/// The Swift that ``InterfaceBuilderTranslator`` made of a nib or storyboard.
public struct InterfaceBuilderTranslation: Equatable, Sendable {
  /// The name of the type the Swift declares (`NibCellNib` for `NibCell.xib`, `DemoStoryboard`
  /// for `Demo.storyboard`), by which ListUI's `Nib` and `Storyboard` find it.
  public let typeName: String
  /// The Swift source, a file of its own.
  public let source: String
  /// What the document has that the Swift does not do, one line each (an element or attribute
  /// not translated, a segue, an action); empty when everything was translated.
  public let notes: [String]
}
