/// A segue as a storyboard declares it on a scene: where it leads and how it shows its
/// destination. ``Storyboard`` makes a ``StoryboardSegue`` of it each time it is performed.
public struct StoryboardSegueTemplate: Hashable, Sendable {
  /// How a segue shows its destination: Interface Builder's segue kinds.
  public enum Kind: Hashable, Sendable {
    /// Interface Builder's Show (and the older Push): ``ViewController/show(_:sender:)``, a
    /// push onto the navigation controller, else a presentation.
    case show
    /// Show Detail: ``ViewController/showDetailViewController(_:sender:)``.
    case showDetail
    /// Present Modally (and Present As Popover):
    /// ``ViewController/present(_:animated:completion:)``.
    case present
  }

  /// The segue's Interface Builder object identifier, by which a control in the scene's view
  /// triggers it.
  public let id: String

  /// The identifier code performs it by, or `nil` for a segue only a control triggers.
  public let identifier: String?

  /// The storyboard identifier of the scene it shows (its object identifier where it has none).
  public let destination: String

  /// How it shows the destination.
  public let kind: Kind

  /// A segue with the object identifier `id` and the identifier `identifier`, to the scene
  /// `destination`, of `kind`.
  public init(id: String, identifier: String?, destination: String, kind: Kind) {
    self.id = id
    self.identifier = identifier
    self.destination = destination
    self.kind = kind
  }
}
