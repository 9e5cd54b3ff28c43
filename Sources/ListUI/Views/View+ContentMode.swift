import Foundation

extension View {
  /// How a view places its content when its size differs from its bounds': UIKit's
  /// `UIView.ContentMode`, with UIKit's raw values. An ``ImageView`` draws its image's
  /// placeholder by it.
  public enum ContentMode: Int, Hashable, Sendable {
    /// Stretched to the bounds, the default.
    case scaleToFill = 0
    /// Scaled to fit inside the bounds, keeping its proportions, and centred.
    case scaleAspectFit = 1
    /// Scaled to cover the bounds, keeping its proportions, and centred; what passes the bounds
    /// is cut when the view ``View/clipsToBounds``.
    case scaleAspectFill = 2
    /// Stretched to the bounds, drawn again when they change: as ``scaleToFill``.
    case redraw = 3
    /// At its own size, centred.
    case center = 4
    /// At its own size, at the top, centred across.
    case top = 5
    /// At its own size, at the bottom, centred across.
    case bottom = 6
    /// At its own size, on the left, centred down.
    case left = 7
    /// At its own size, on the right, centred down.
    case right = 8
    /// At its own size, in the top-left corner.
    case topLeft = 9
    /// At its own size, in the top-right corner.
    case topRight = 10
    /// At its own size, in the bottom-left corner.
    case bottomLeft = 11
    /// At its own size, in the bottom-right corner.
    case bottomRight = 12

    /// Where content of `size` stands in `bounds`, in whole cells.
    public func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
      var content = size
      switch self {
      case .scaleToFill, .redraw:
        return bounds
      case .scaleAspectFit, .scaleAspectFill:
        guard size.width > 0, size.height > 0 else { return bounds }
        let across = bounds.width / size.width
        let down = bounds.height / size.height
        let scale = self == .scaleAspectFit ? Swift.min(across, down) : Swift.max(across, down)
        content = CGSize(
          width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
      default:
        break
      }
      let free = CGSize(width: bounds.width - content.width, height: bounds.height - content.height)
      let x: CGFloat
      switch self {
      case .left, .topLeft, .bottomLeft: x = 0
      case .right, .topRight, .bottomRight: x = free.width
      default: x = (free.width / 2).rounded(.towardZero)
      }
      let y: CGFloat
      switch self {
      case .top, .topLeft, .topRight: y = 0
      case .bottom, .bottomLeft, .bottomRight: y = free.height
      default: y = (free.height / 2).rounded(.towardZero)
      }
      return CGRect(origin: CGPoint(x: bounds.minX + x, y: bounds.minY + y), size: content)
    }
  }
}
