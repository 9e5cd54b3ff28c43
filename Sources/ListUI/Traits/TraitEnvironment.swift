/// What has traits and is told when they change: UIKit's `UITraitEnvironment`, which views and
/// view controllers are.
@MainActor
public protocol TraitEnvironment: AnyObject {
  /// The traits of the environment: the window's, which its host sets.
  var traitCollection: TraitCollection { get }

  /// Called when the traits changed, with those from before; the default does nothing.
  func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension View: TraitEnvironment {}

extension ViewController: TraitEnvironment {}
