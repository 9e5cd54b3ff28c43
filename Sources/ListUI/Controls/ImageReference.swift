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
}
