import Foundation
import ListKitTestSupport
import Testing

@_spi(ListKit) @testable import ListUI

/// Pan, swipe and pinch recognizers, driven through a window's pointer and zoom steps with time
/// on a manual scheduler.
@MainActor @Suite struct PanSwipePinchTests {
  let scheduler = ManualScheduler()

  /// A screen whose view holds a box at (2, 2), 10 by 5, with `recognizer`.
  func window(with recognizer: GestureRecognizer) -> (Window, View) {
    let screen = ViewController()
    let box = View(frame: CGRect(x: 2, y: 2, width: 10, height: 5))
    screen.view.addSubview(box)
    box.addGestureRecognizer(recognizer)
    return (GestureRecognizerTests.window(showing: screen, scheduler: scheduler), box)
  }

  @Test func aDrag_isAPan_withItsTranslationAndVelocity_inTheViewsCoordinates() {
    var log: [String] = []
    let pan = PanGestureRecognizer { gesture in
      let moved = gesture.translation(in: gesture.view)
      let speed = gesture.velocity(in: gesture.view)
      log.append("\(gesture.state) \(Int(moved.x)),\(Int(moved.y)) v\(Int(speed.x))")
    }
    let (window, box) = window(with: pan)
    #expect(window.pointerDown(at: CGPoint(x: 3, y: 3)))
    scheduler.advance(by: 0.1)
    window.pointerMoved(to: CGPoint(x: 5, y: 3))
    scheduler.advance(by: 0.5)
    window.pointerMoved(to: CGPoint(x: 7, y: 4))
    pan.setTranslation(.zero, in: box)
    scheduler.advance(by: 0.25)
    window.pointerMoved(to: CGPoint(x: 8, y: 4))
    #expect(!window.pointerUp(at: CGPoint(x: 8, y: 4)))
    #expect(
      log == ["began 2,0 v20", "changed 4,1 v4", "changed 1,0 v4", "ended 1,0 v4"])
    #expect(pan.location(in: box) == CGPoint(x: 6, y: 2))
  }

  @Test func aClickWithoutAMove_failsThePan_andStillGoesToTheView() {
    var states: [GestureRecognizer.State] = []
    let (window, _) = window(with: PanGestureRecognizer { states.append($0.state) })
    window.pointerDown(at: CGPoint(x: 3, y: 3))
    #expect(window.pointerUp(at: CGPoint(x: 3, y: 3)))
    #expect(states.isEmpty)
  }

  @Test func aFastDragOneWay_isASwipe_andASlowOrCrookedOneIsNot() {
    var swipes: [CGPoint] = []
    let swipe = SwipeGestureRecognizer { swipes.append($0.location(in: nil)) }
    swipe.direction = [.left, .down]
    let (window, _) = window(with: swipe)
    // Three columns left in a tenth of a second: a swipe, where it went down.
    window.pointerDown(at: CGPoint(x: 8, y: 3))
    scheduler.advance(by: 0.1)
    window.pointerMoved(to: CGPoint(x: 6, y: 3))
    #expect(swipes.isEmpty)
    window.pointerMoved(to: CGPoint(x: 5, y: 3))
    #expect(swipes == [CGPoint(x: 8, y: 3)])
    window.pointerMoved(to: CGPoint(x: 2, y: 3))
    #expect(!window.pointerUp(at: CGPoint(x: 2, y: 3)))
    #expect(swipes.count == 1)
    // Right is not among its directions.
    window.pointerDown(at: CGPoint(x: 3, y: 3))
    window.pointerMoved(to: CGPoint(x: 8, y: 3))
    #expect(window.pointerUp(at: CGPoint(x: 8, y: 3)))
    // Too slow.
    window.pointerDown(at: CGPoint(x: 8, y: 3))
    scheduler.advance(by: 0.6)
    window.pointerMoved(to: CGPoint(x: 4, y: 3))
    window.pointerUp(at: CGPoint(x: 4, y: 3))
    // As far across as along.
    window.pointerDown(at: CGPoint(x: 8, y: 2))
    window.pointerMoved(to: CGPoint(x: 5, y: 5))
    window.pointerUp(at: CGPoint(x: 5, y: 5))
    #expect(swipes.count == 1)
    // Two lines down.
    window.pointerDown(at: CGPoint(x: 4, y: 2))
    window.pointerMoved(to: CGPoint(x: 4, y: 4))
    window.pointerUp(at: CGPoint(x: 4, y: 4))
    #expect(swipes.count == 2)
  }

  @Test func zoomSteps_makeAPinch_whoseScaleMultiplies_andWhichEndsAfterAPause() {
    var log: [String] = []
    let pinch = PinchGestureRecognizer { gesture in
      log.append("\(gesture.state) \(gesture.scale) \(gesture.velocity)")
    }
    let (window, _) = window(with: pinch)
    #expect(!window.pinch(at: CGPoint(x: 0, y: 0), scaleBy: 1.25))
    #expect(!window.pinch(at: CGPoint(x: 3, y: 3), scaleBy: 0))
    #expect(window.pinch(at: CGPoint(x: 3, y: 3), scaleBy: 1.25))
    scheduler.advance(by: 0.25)
    #expect(window.pinch(at: CGPoint(x: 3, y: 3), scaleBy: 2))
    #expect(log == ["began 1.25 0.0", "changed 2.5 5.0"])
    scheduler.advance(by: 0.2)
    #expect(log.count == 2)
    scheduler.advance(by: 0.2)
    #expect(log == ["began 1.25 0.0", "changed 2.5 5.0", "ended 2.5 5.0"])
    // The next step begins a new pinch.
    window.pinch(at: CGPoint(x: 3, y: 3), scaleBy: 0.5)
    #expect(log.last == "began 0.5 0.0")
  }
}
