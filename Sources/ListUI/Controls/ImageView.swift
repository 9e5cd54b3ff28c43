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

/// A view that shows an image: ListUI's `UIImageView`.
@MainActor
open class ImageView: View {
  /// The image, or `nil` for none.
  open var image: ImageReference? { didSet { setNeedsLayout() } }

  /// Creates an image view showing `image`, sized to it.
  public init(image: ImageReference?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// Creates an image view with no image.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }
}
