/// A section controller for a value-type model, with the value typed: IGListSwiftKit's
/// `ListValueSectionController`.
///
/// Any `ListDiffable` value works, including `Identifiable & Equatable` structs and
/// ``ListIdentifiable`` ones. Override ``didUpdate(to:)-(Value)`` to react to a new value.
///
/// ```swift
/// final class MessageSectionController: ListValueSectionController<Message> {
///   override func cellForItem(at index: Int) -> CollectionViewCell {
///     let cell: LabelCell = collectionContext!.dequeueReusableCell(for: self, at: index)
///     cell.label.text = value?.text
///     return cell
///   }
/// }
/// ```
// swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
open class ListValueSectionController<Value: ListDiffable>: ListSectionController {
  /// The section's current value, or `nil` before the first update. Implicitly unwrapped, as
  /// IGListSwiftKit's `value`.
  public private(set) var value: Value!

  /// Unwraps the value and calls ``didUpdate(to:)-(Value)``. A model of another type leaves
  /// ``value`` as it was and is reported to the adapter's ``ListAdapter/diagnosticHandler``.
  public final override func didUpdate(to object: Any) {
    guard let value = object as? Value else {
      reportDiagnostic(
        "\(Self.self) expects values of type \(Value.self) but was given "
          + "\(type(of: object)): \(object).")
      return
    }
    self.value = value
    didUpdate(to: value)
  }

  /// The section's value changed to `value`. The default does nothing; overrides need not call
  /// `super`.
  open func didUpdate(to value: Value) {}
}
