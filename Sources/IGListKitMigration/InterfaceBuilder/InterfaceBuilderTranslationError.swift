/// Why ``InterfaceBuilderTranslator`` could not translate a document.
public struct InterfaceBuilderTranslationError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, naming the document.
  public let description: String
}
