import Foundation
import ListKitTestSupport
import Testing

@_spi(ListKit) @testable import ListUI

/// Gesture recognizers: their states, their targets, and a window's pointer and keys driving
/// them, with time on a manual scheduler.
@MainActor @Suite struct GestureRecognizerTests {
  /// A window of 20 by 10 cells showing `screen`, on `scheduler`.
  static func window(showing screen: ViewController, scheduler: ManualScheduler) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    window.hostScheduler = scheduler
    window.rootViewController = screen
    window.layoutIfNeeded()
    screen.view.frame = window.bounds
    screen.view.layoutIfNeeded()
    return window
  }

  @Test func theStatesMoveAsUIKitsDo_andRecognizedIsEnded() {
    typealias State = GestureRecognizer.State
    #expect(State.recognized == .ended)
    #expect(State.possible.canMove(to: .began))
    #expect(State.possible.canMove(to: .failed))
    #expect(State.began.canMove(to: .changed))
    #expect(State.changed.canMove(to: .cancelled))
    #expect(!State.possible.canMove(to: .possible))
    #expect(!State.began.canMove(to: .failed))
    #expect(!State.ended.canMove(to: .changed))
    #expect(State.failed.canMove(to: .possible))
    #expect("\(State.cancelled)" == "cancelled")
  }

  @Test func aTargetIsGivenTheRecognizerAsItsClass_andCanBeRemoved() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
    var taps: [CGPoint] = []
    let tap = TapGestureRecognizer { gesture in taps.append(gesture.location(in: gesture.view)) }
    let extra = tap.addTarget { _ in taps.append(.zero) }
    #expect(tap.numberOfTargets == 2)
    tap.removeTarget(extra)
    #expect(tap.numberOfTargets == 1)
    view.addGestureRecognizer(tap)
    #expect(view.gestureRecognizers?.count == 1)
    #expect(tap.view === view)
    let other = View()
    other.addGestureRecognizer(tap)
    #expect(view.gestureRecognizers == nil)
    #expect(tap.view === other)
    other.removeGestureRecognizer(tap)
    #expect(tap.view == nil)
    tap.removeTarget(nil)
    #expect(tap.numberOfTargets == 0)
  }

  @Test func aClickOnAViewWithATap_recognizesItWhereItWentDown_andKeepsTheClick() {
    let scheduler = ManualScheduler()
    let screen = ViewController()
    let window = Self.window(showing: screen, scheduler: scheduler)
    let button = View(frame: CGRect(x: 2, y: 3, width: 6, height: 2))
    screen.view.addSubview(button)
    var recognized: [(GestureRecognizer.State, CGPoint)] = []
    button.addGestureRecognizer(
      TapGestureRecognizer { recognized.append(($0.state, $0.location(in: button))) })
    #expect(window.pointerDown(at: CGPoint(x: 4, y: 4)))
    #expect(recognized.isEmpty)
    #expect(!window.pointerUp(at: CGPoint(x: 4, y: 4)))
    #expect(recognized.map(\.0) == [.recognized])
    #expect(recognized.first?.1 == CGPoint(x: 2, y: 1))
    // Outside the view, no recognizer takes the touch: the click is the view's.
    #expect(!window.pointerDown(at: CGPoint(x: 15, y: 8)))
    #expect(window.pointerUp(at: CGPoint(x: 15, y: 8)))
  }

  @Test func aDoubleTap_needsTwoClicksWithinTheInterval() {
    let scheduler = ManualScheduler()
    let screen = ViewController()
    let window = Self.window(showing: screen, scheduler: scheduler)
    var count = 0
    let tap = TapGestureRecognizer { _ in count += 1 }
    tap.numberOfTapsRequired = 2
    screen.view.addGestureRecognizer(tap)
    let point = CGPoint(x: 1, y: 1)
    window.pointerDown(at: point)
    #expect(window.pointerUp(at: point))
    scheduler.advance(by: 1)
    window.pointerDown(at: point)
    window.pointerUp(at: point)
    #expect(count == 0)
    scheduler.advance(by: 0.2)
    window.pointerDown(at: point)
    #expect(!window.pointerUp(at: point))
    #expect(count == 1)
  }

  @Test func aLongPress_beginsAfterItsDurationOnTheClock_changesAsItMoves_andEnds() {
    let scheduler = ManualScheduler()
    let screen = LongPressReorderScreen(count: 6, scheduler: scheduler)
    let window = Self.window(showing: screen, scheduler: scheduler)
    // Item 1 is on line 1; hold it, then drag it to line 4.
    #expect(window.pointerDown(at: CGPoint(x: 3, y: 1)))
    scheduler.advance(by: 0.4)
    #expect(screen.states.isEmpty)
    scheduler.advance(by: 0.1)
    #expect(screen.states == [.began])
    #expect(screen.collectionView.isMovingItemInteractively)
    window.pointerMoved(to: CGPoint(x: 3, y: 2))
    window.pointerMoved(to: CGPoint(x: 3, y: 4))
    #expect(screen.states == [.began, .changed, .changed])
    #expect(
      screen.collectionView.interactiveMovementTargetIndexPath == IndexPath(item: 4, section: 0))
    #expect(!window.pointerUp(at: CGPoint(x: 3, y: 4)))
    #expect(screen.states == [.began, .changed, .changed, .ended])
    #expect(screen.moves.map { [$0.from, $0.to] } == [[[0, 1], [0, 4]]])
    #expect(!screen.collectionView.isMovingItemInteractively)
  }

  @Test func aPressLetGoBeforeItsDuration_failsAndLeavesTheClickToTheView() {
    let scheduler = ManualScheduler()
    let screen = LongPressReorderScreen(count: 6, scheduler: scheduler)
    let window = Self.window(showing: screen, scheduler: scheduler)
    window.pointerDown(at: CGPoint(x: 3, y: 1))
    scheduler.advance(by: 0.2)
    #expect(window.pointerUp(at: CGPoint(x: 3, y: 1)))
    scheduler.advance(by: 1)
    #expect(screen.states.isEmpty)
    // Moved too far before it began: it fails too.
    let press = screen.collectionView.gestureRecognizers?.first as? LongPressGestureRecognizer
    press?.allowableMovement = 2
    window.pointerDown(at: CGPoint(x: 3, y: 1))
    window.pointerMoved(to: CGPoint(x: 3, y: 5))
    scheduler.advance(by: 1)
    #expect(window.pointerUp(at: CGPoint(x: 3, y: 5)))
    #expect(screen.states.isEmpty)
  }

  @Test func aLongPressCancelled_putsTheItemBack_withoutTellingTheDataSource() {
    let scheduler = ManualScheduler()
    let screen = LongPressReorderScreen(count: 6, scheduler: scheduler)
    let window = Self.window(showing: screen, scheduler: scheduler)
    window.pointerDown(at: CGPoint(x: 3, y: 0))
    scheduler.advance(by: 0.5)
    window.pointerMoved(to: CGPoint(x: 3, y: 3))
    window.cancelGestureTouch()
    #expect(screen.states == [.began, .changed, .cancelled])
    #expect(screen.moves.isEmpty)
    #expect(!screen.collectionView.isMovingItemInteractively)
  }

  @Test func theKeyboardsLongPress_movesTheSelectedItem_andEscapeCancelsIt() throws {
    let scheduler = ManualScheduler()
    let screen = LongPressReorderScreen(count: 6, scheduler: scheduler)
    let window = Self.window(showing: screen, scheduler: scheduler)
    window.select(IndexPath(item: 2, section: 0))
    #expect(window.handleKey(KeyboardKey(input: "m")))
    #expect(window.isHoldingKeyboardPress)
    #expect(screen.states == [.began])
    window.handleKey(KeyboardKey(input: KeyCommand.inputDownArrow))
    window.handleKey(KeyboardKey(input: KeyCommand.inputDownArrow))
    #expect(
      screen.collectionView.interactiveMovementTargetIndexPath == IndexPath(item: 4, section: 0))
    #expect(window.selectedIndexPath == IndexPath(item: 4, section: 0))
    window.handleKey(KeyboardKey(input: "\r"))
    #expect(screen.states == [.began, .changed, .changed, .ended])
    #expect(screen.moves.map { [$0.from, $0.to] } == [[[0, 2], [0, 4]]])
    #expect(!window.isHoldingKeyboardPress)

    window.handleKey(KeyboardKey(input: "m"))
    window.handleKey(KeyboardKey(input: KeyCommand.inputUpArrow))
    window.handleKey(KeyboardKey(input: KeyCommand.inputEscape))
    #expect(screen.states.suffix(3) == [.began, .changed, .cancelled])
    #expect(screen.moves.count == 1)
    #expect(window.selectedIndexPath == IndexPath(item: 4, section: 0))
  }

  @Test func theDelegate_canRefuseTheGesture_andLetTwoBeRecognizedTogether() {
    final class Delegate: GestureRecognizerDelegate {
      var begins = true
      var together = false
      func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { begins }
      func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
      ) -> Bool { together }
    }
    let scheduler = ManualScheduler()
    let screen = ViewController()
    let window = Self.window(showing: screen, scheduler: scheduler)
    let inner = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    screen.view.addSubview(inner)
    var taps: [String] = []
    let innerTap = TapGestureRecognizer { _ in taps.append("inner") }
    let outerTap = TapGestureRecognizer { _ in taps.append("outer") }
    inner.addGestureRecognizer(innerTap)
    screen.view.addGestureRecognizer(outerTap)
    let delegate = Delegate()
    innerTap.delegate = delegate
    func tap() {
      window.pointerDown(at: CGPoint(x: 1, y: 1))
      window.pointerUp(at: CGPoint(x: 1, y: 1))
    }
    tap()
    #expect(taps == ["inner"])
    delegate.together = true
    tap()
    #expect(taps == ["inner", "inner", "outer"])
    delegate.begins = false
    tap()
    #expect(taps == ["inner", "inner", "outer", "outer"])
    innerTap.isEnabled = false
    delegate.begins = true
    tap()
    #expect(taps.last == "outer")
    #expect(taps.count == 5)
  }
}
