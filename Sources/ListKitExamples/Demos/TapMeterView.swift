import ListKit

/// A meter of the Controls demo's taps, drawn as a UIKit view draws itself: `draw(_:)` with the
/// current graphics context, a path and string drawing. Each tap of "Tap me" fills a tenth of
/// it; "+ Add" fills it at once.
@MainActor
final class TapMeterView: View {
  private let state: ControlsState

  init(state: ControlsState) {
    self.state = state
    super.init(frame: .zero)
  }

  override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current, rect.width >= 4, rect.height >= 3 else {
      return
    }
    let taps = min(state.taps, 10)
    context.setStrokeColor(.systemGray)
    context.stroke(rect)
    let inside = rect.insetBy(dx: 1, dy: 1)
    let filled = (inside.width * CGFloat(taps) / 10).rounded(.down)
    context.setFillColor(taps == 10 ? .systemOrange : .systemGreen)
    context.fill(CGRect(x: inside.minX, y: inside.minY, width: filled, height: inside.height))
    let caption = "\(state.taps) of 10 taps" as NSString
    caption.draw(
      at: CGPoint(x: inside.maxX - CGFloat(caption.length) - 1, y: inside.minY),
      withAttributes: [.foregroundColor: Color.label])
  }
}
