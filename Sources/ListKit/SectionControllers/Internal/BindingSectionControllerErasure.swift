/// What a stand-in needs of the binding section controller it shows.
@MainActor
protocol BindingSectionControllerErasure: ListSectionController {
  var erasedObject: Any? { get }
  var viewModels: [any ListDiffable] { get }
  func update(animated: Bool, completion: ((Bool) -> Void)?)
  /// The lines of the section controller's debug description, for the adapter's.
  var debugDescriptionLines: [String] { get }
}
