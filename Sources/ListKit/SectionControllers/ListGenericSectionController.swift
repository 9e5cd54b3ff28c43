/// A section controller that keeps its object typed: ListKit's `IGListGenericSectionController`.
///
/// ```swift
/// final class UserSectionController: ListGenericSectionController<User> {
///   override func cellForItem(at index: Int) -> CollectionViewCell {
///     let cell: UserCell = collectionContext!.dequeueReusableCell(for: self, at: index)
///     cell.name = object?.name
///     return cell
///   }
/// }
/// ```
///
/// An object of another type leaves ``object`` `nil` and is reported to the adapter's
/// ``ListAdapter/diagnosticHandler``.
// swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
open class ListGenericSectionController<ObjectType>: ListSectionController {
  /// The object the section controller was last updated to, or `nil` before the first update.
  /// Implicitly unwrapped, as IGListKit's `object`, so that `object.name` reads as in IGListKit
  /// code once the section has its object.
  public private(set) var object: ObjectType!

  /// Stores `object` as ``object``. Subclasses that override this call `super` first.
  open override func didUpdate(to object: Any) {
    guard let typed = object as? ObjectType else {
      self.object = nil
      reportDiagnostic(
        "\(Self.self) expects objects of type \(ObjectType.self) but was given "
          + "\(type(of: object)): \(object).")
      return
    }
    self.object = typed
  }
}
