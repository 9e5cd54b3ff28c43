/// The objects of a nib, made in Swift: what `listkit-migrate` writes for each `.xib` file, as
/// an `enum` named after the nib with `Nib` after it (`NibCell.xib` becomes `NibCellNib`).
///
/// ``Nib/init(nibName:bundle:fileID:)`` finds the type by that name in the module that asks for
/// the nib, so a nib loads by name as in UIKit, with no registration: the translation is Swift
/// that the compiler checks, and it makes its objects the way code would, with their outlets
/// connected through ``Responder/connectOutlet(_:to:)`` and then ``Responder/awakeFromNib()``.
@MainActor
public protocol NibContents {
  /// The nib's top-level objects, in the document's order, made anew, with `owner` as its
  /// File's Owner: the outlets the nib connects to its File's Owner are set on `owner`.
  static func instantiate(withOwner owner: Any?) -> [Any]
}
