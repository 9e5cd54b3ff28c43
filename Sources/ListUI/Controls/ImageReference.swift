import Foundation

/// An image by name and size; a terminal draws a placeholder of that size.
public struct ImageReference: Hashable, Sendable {
  /// What the image is, such as a file name or a URL.
  public var name: String
  /// The image's natural size.
  public var size: CGSize

  /// Creates a reference to an image.
  public init(name: String, size: CGSize) {
    self.name = name
    self.size = size
  }

  /// The image named `name`: UIKit's `UIImage(named:)`. A terminal has no asset catalogue, so
  /// there is always one, one line high and as wide as its name in brackets, drawn as that
  /// placeholder.
  public init?(named name: String) {
    self.init(name: name, size: CGSize(width: TextMetrics.width(of: name) + 2, height: 1))
  }

  /// The system symbol named `systemName`, such as `"heart"`: UIKit's
  /// `UIImage(systemName:)`, sized and drawn as ``init(named:)`` says.
  public init?(systemName: String) {
    self.init(named: systemName)
  }
}
