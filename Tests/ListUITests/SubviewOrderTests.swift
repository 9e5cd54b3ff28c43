import Foundation
import Testing

@_spi(ListKit) @testable import ListUI

/// UIKit's subview order: `bringSubviewToFront(_:)`, `sendSubviewToBack(_:)`,
/// `exchangeSubview(at:withSubviewAt:)`, and `setNeedsDisplay()`, which asks the renderer for a
/// frame.
@MainActor
@Suite struct SubviewOrderTests {
  @Test func subviewsMoveToTheFrontAndBack_andSwap() {
    let parent = View()
    let (a, b, c) = (View(), View(), View())
    for view in [a, b, c] { parent.addSubview(view) }
    parent.bringSubviewToFront(a)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    parent.sendSubviewToBack(c)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    parent.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
    // A view that is not a subview, or an index outside them, changes nothing.
    parent.bringSubviewToFront(View())
    parent.exchangeSubview(at: 0, withSubviewAt: 7)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
  }

  @Test func setNeedsDisplayAsksTheWindowsRendererForAFrame() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    var frames = 0
    window.displayHandler = { frames += 1 }
    let view = View()
    window.addSubview(view)
    view.setNeedsDisplay()
    #expect(frames == 1)
    window.addSubview(View())
    window.bringSubviewToFront(view)
    #expect(frames == 2)
    // Outside a window, there is no one to ask.
    View().setNeedsDisplay(.zero)
    #expect(frames == 2)
  }
}
