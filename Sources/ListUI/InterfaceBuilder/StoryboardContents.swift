/// The scenes of a storyboard, made in Swift: what `listkit-migrate` writes for each
/// `.storyboard` file, as an `enum` named after the storyboard with `Storyboard` after it
/// (`Demo.storyboard` becomes `DemoStoryboard`).
///
/// ``Storyboard/init(name:bundle:fileID:)`` finds the type by that name in the module that asks
/// for the storyboard.
@MainActor
public protocol StoryboardContents {
  /// The storyboard identifier of the initial view controller, or `nil` when the storyboard has
  /// none.
  static var initialViewControllerIdentifier: String? { get }

  /// A new scene for the view controller with the storyboard identifier `identifier`, or `nil`
  /// when the storyboard has no such controller.
  static func scene(withIdentifier identifier: String) -> StoryboardScene?
}
