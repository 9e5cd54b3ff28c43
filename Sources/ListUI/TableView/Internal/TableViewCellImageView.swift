import Foundation

/// A table view cell's built-in `imageView`: an image view that tells its cell when its image
/// changes, so that the cell draws it in its list content.
@MainActor
final class TableViewCellImageView: ImageView {
  /// Runs after the image changed.
  var onChange: (@MainActor () -> Void)?

  override var image: ImageReference? { didSet { onChange?() } }
}
