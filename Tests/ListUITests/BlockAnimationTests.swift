import Foundation
import ListUI
import Testing

/// `View.animate(withDuration:...)`, UIKit's block animations, on a scheduler a test advances.
@MainActor @Suite struct BlockAnimationTests {
  /// A scroll view whose scheduler times the animations of the views in it, and one view in it
  /// at the origin, 4 by 1.
  @MainActor private struct Stage {
    let scheduler = ManualScheduler()
    let root = ScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let view = View(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
    var completions: [Bool] { log.values }
    let log = CompletionLog()

    init() {
      root.scheduler = scheduler
      root.addSubview(view)
    }

    var now: TimeInterval { scheduler.now }
  }

  /// The completions' arguments, in order.
  @MainActor final class CompletionLog {
    var values: [Bool] = []
    func record(_ finished: Bool) { values.append(finished) }
  }

  @Test func theModelChangesAtOnce_thePresentationOnItsWay_andTheCompletionRunsAtTheEnd() {
    let stage = Stage()
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        stage.view.frame.origin.x = 10
        stage.view.alpha = 0.5
      }, completion: stage.log.record)
    #expect(stage.view.frame.minX == 10)
    #expect(stage.view.alpha == 0.5)
    #expect(stage.view.presentationFrame(at: stage.now).minX == 0)
    #expect(stage.view.presentationAlpha(at: stage.now) == 1)
    #expect(stage.completions.isEmpty)

    stage.scheduler.advance(by: 0.5)
    #expect(stage.view.presentationFrame(at: stage.now).minX == 5)
    #expect(stage.view.presentationAlpha(at: stage.now) == 0.75)
    #expect(stage.root.hasRunningAnimations(at: stage.now))
    #expect(stage.completions.isEmpty)

    stage.scheduler.advance(by: 0.5)
    #expect(stage.completions == [true])
    #expect(stage.view.animation == nil)
    #expect(stage.view.presentationFrame(at: stage.now) == stage.view.frame)
    #expect(!stage.root.hasRunningAnimations(at: stage.now))
  }

  @Test func centerAndBoundsAnimate_andAViewWithoutAChangeDoesNot() {
    let stage = Stage()
    let still = View(frame: CGRect(x: 0, y: 5, width: 2, height: 1))
    stage.root.addSubview(still)
    View.animate(withDuration: 1) {
      stage.view.center = CGPoint(x: 22, y: 8.5)
      stage.root.bounds.origin = CGPoint(x: 0, y: 4)
      still.frame = still.frame
    }
    #expect(stage.view.frame == CGRect(x: 20, y: 8, width: 4, height: 1))
    #expect(still.animation == nil)
    stage.scheduler.advance(by: 0.5)
    // Ease in and out: half-way at half the time.
    #expect(stage.view.presentationFrame(at: stage.now).origin == CGPoint(x: 10, y: 4))
    #expect(stage.root.presentationBounds(at: stage.now).origin == CGPoint(x: 0, y: 2))
    #expect(stage.root.bounds.origin == CGPoint(x: 0, y: 4))
  }

  @Test func theCompletionGetsFalse_whenTheAnimationIsEndedEarly() {
    let stage = Stage()
    View.animate(
      withDuration: 1, animations: { stage.view.frame.origin.y = 6 },
      completion: stage.log.record)
    stage.scheduler.advance(by: 0.3)
    stage.root.finishAnimations()
    #expect(stage.view.presentationFrame(at: stage.now) == stage.view.frame)
    #expect(stage.completions.isEmpty)
    stage.scheduler.advance(by: 0)
    #expect(stage.completions == [false])
    stage.scheduler.advance(by: 2)
    #expect(stage.completions == [false])
  }

  @Test func aNewAnimationReplacesTheOne_underWay_whoseCompletionGetsFalse() {
    let stage = Stage()
    let second = CompletionLog()
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { stage.view.frame.origin.x = 10 }, completion: stage.log.record)
    stage.scheduler.advance(by: 0.5)
    View.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { stage.view.frame.origin.x = 20 }, completion: second.record)
    // Without beginFromCurrentState, the new animation starts from the old one's end.
    #expect(stage.view.presentationFrame(at: stage.now).minX == 10)
    stage.scheduler.advance(by: 0.5)
    #expect(stage.completions == [false])
    #expect(second.values.isEmpty)
    #expect(stage.view.presentationFrame(at: stage.now).minX == 15)
    stage.scheduler.advance(by: 0.5)
    #expect(second.values == [true])
  }

  @Test func beginFromCurrentState_startsFromWhatIsShown() {
    let stage = Stage()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      stage.view.frame.origin.x = 10
    }
    stage.scheduler.advance(by: 0.5)
    View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
      stage.view.frame.origin.x = 25
    }
    #expect(stage.view.presentationFrame(at: stage.now).minX == 5)
    stage.scheduler.advance(by: 0.5)
    #expect(stage.view.presentationFrame(at: stage.now).minX == 15)
  }

  @Test func withoutAnimations_theChangesAreMadeAtOnce_andTheCompletionRunsAtTheNextTurn() {
    let stage = Stage()
    View.performWithoutAnimation {
      View.animate(
        withDuration: 1, animations: { stage.view.alpha = 0.2 }, completion: stage.log.record)
    }
    #expect(stage.view.animation == nil)
    #expect(stage.completions.isEmpty)
    stage.scheduler.advance(by: 0)
    #expect(stage.completions == [true])

    View.setAnimationsEnabled(false)
    #expect(!View.areAnimationsEnabled)
    View.animate(withDuration: 1) { stage.view.frame.origin.x = 3 }
    View.setAnimationsEnabled(true)
    #expect(View.areAnimationsEnabled)
    #expect(stage.view.animation == nil)
    #expect(stage.view.presentationFrame(at: stage.now).minX == 3)
  }

  @Test func aDelay_showsTheOldValuesUntilTheAnimationStarts() {
    let stage = Stage()
    View.animate(
      withDuration: 1, delay: 1, options: .curveLinear,
      animations: { stage.view.frame.origin.x = 10 }, completion: stage.log.record)
    stage.scheduler.advance(by: 0.9)
    #expect(stage.view.presentationFrame(at: stage.now).minX == 0)
    #expect(stage.root.hasRunningAnimations(at: stage.now))
    stage.scheduler.advance(by: 0.6)
    #expect(stage.view.presentationFrame(at: stage.now).minX == 5)
    #expect(stage.completions.isEmpty)
    stage.scheduler.advance(by: 0.5)
    #expect(stage.completions == [true])
  }

  @Test func theOptionsChooseTheCurve() {
    func shownX(_ options: View.AnimationOptions) -> CGFloat {
      let stage = Stage()
      View.animate(withDuration: 1, delay: 0, options: options) {
        stage.view.frame.origin.x = 100
      }
      stage.scheduler.advance(by: 0.25)
      return stage.view.presentationFrame(at: stage.now).minX
    }
    #expect(shownX(.curveLinear) == 25)
    #expect(shownX(.curveEaseIn) == 6)
    #expect(shownX(.curveEaseOut) == 44)
    #expect(shownX([]) == 13)
    #expect(shownX(.curveEaseInOut) == 13)
  }

  @Test func aSpring_passesTheEndAndSettles_unlessItIsFullyDamped() {
    let bouncy = ViewAnimation.Curve.spring(dampingRatio: 0.4, initialVelocity: 0.6)
    let damped = ViewAnimation.Curve.spring(dampingRatio: 1, initialVelocity: 0)
    let samples = (0...100).map { Double($0) / 100 }
    #expect(samples.contains { bouncy.progress($0, duration: 0.5) > 1.05 })
    #expect(samples.allSatisfy { damped.progress($0, duration: 0.5) <= 1 })
    #expect(abs(bouncy.progress(1, duration: 0.5) - 1) < 0.01)
    #expect(damped.progress(0, duration: 0.5) == 0)

    let stage = Stage()
    View.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
      animations: { stage.view.frame.origin.x = 20 }, completion: stage.log.record)
    var farthest: CGFloat = 0
    for _ in 0..<19 {
      stage.scheduler.advance(by: 0.05)
      farthest = max(farthest, stage.view.presentationFrame(at: stage.now).minX)
    }
    #expect(farthest > 20)
    #expect(stage.completions.isEmpty)
    stage.scheduler.advance(by: 0.1)
    #expect(stage.view.presentationFrame(at: stage.now).minX == 20)
    #expect(stage.completions == [true])
  }

  @Test func theBackgroundColourBlends_andFromNoneItChangesHalfWay() {
    let stage = Stage()
    let other = View(frame: CGRect(x: 0, y: 2, width: 1, height: 1))
    stage.root.addSubview(other)
    stage.view.backgroundColor = .red
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      stage.view.backgroundColor = .blue
      other.backgroundColor = .green
    }
    stage.scheduler.advance(by: 0.25)
    #expect(
      stage.view.presentationBackgroundColor(at: stage.now)?.drawingColor
        == .rgb(red: 191, green: 0, blue: 64))
    #expect(other.presentationBackgroundColor(at: stage.now) == .clear)
    stage.scheduler.advance(by: 0.5)
    #expect(other.presentationBackgroundColor(at: stage.now) == .green)
  }

  @Test func aViewAddedInTheBlock_startsInItsEndState_withItsSubviews() {
    let stage = Stage()
    let added = View(frame: .zero)
    let inside = View(frame: .zero)
    added.addSubview(inside)
    View.animate(withDuration: 1) {
      stage.root.addSubview(added)
      added.frame = CGRect(x: 5, y: 5, width: 3, height: 1)
      inside.frame = CGRect(x: 1, y: 0, width: 1, height: 1)
      stage.view.frame.origin.x = 8
    }
    #expect(added.animation == nil)
    #expect(inside.animation == nil)
    #expect(stage.view.animation != nil)
  }

  @Test func layoutSubviews_movesTheSubviewsAlongWithTheirParent() {
    final class Row: View {
      let child = View()
      override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
      }
      override func layoutSubviews() {
        child.frame = CGRect(x: bounds.width - 1, y: 0, width: 1, height: 1)
      }
    }
    let stage = Stage()
    let row = Row(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
    stage.root.addSubview(row)
    row.layoutIfNeeded()
    View.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear]) {
      row.frame.size.width = 24
    }
    #expect(row.child.frame.minX == 23)
    stage.scheduler.advance(by: 0.5)
    #expect(row.child.presentationFrame(at: stage.now).minX == 13)
    stage.scheduler.advance(by: 0.5)
    #expect(row.child.animation == nil)

    // Without the option, the subviews are laid out after the block, at once.
    View.animate(withDuration: 1) { row.frame.size.width = 10 }
    row.layoutIfNeeded()
    #expect(row.child.animation == nil)
  }

  @Test func aBatchUpdateInTheBlock_takesItsDurationAndCurve() {
    let harness = Harness(counts: [5])
    harness.collectionView.layoutIfNeeded()
    let log = CompletionLog()
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      #expect(View.inheritedAnimationDuration == 1)
      harness.dataSource.counts = [6]
      harness.collectionView.performBatchUpdates(
        { harness.collectionView.insertItems(at: [path(0, 0)]) }, completion: log.record)
    }
    #expect(View.inheritedAnimationDuration == 0)
    let cell = harness.collectionView.cellForItem(at: path(0, 4))
    #expect(cell?.animation?.duration == 1)
    #expect(cell?.animation?.curve == .linear)
    harness.scheduler.advance(by: 0.25)
    #expect(cell?.presentationFrame(at: harness.scheduler.now).minY == 3)
    harness.scheduler.advance(by: 0.5)
    #expect(log.values.isEmpty)
    harness.scheduler.advance(by: 0.25)
    #expect(log.values == [true])
  }

  @Test func userInteraction_endsTheAnimationsThatDoNotAllowIt() {
    let stage = Stage()
    let other = View(frame: CGRect(x: 0, y: 3, width: 1, height: 1))
    stage.root.addSubview(other)
    let otherLog = CompletionLog()
    View.animate(
      withDuration: 1, delay: 0, options: .allowUserInteraction,
      animations: { stage.view.frame.origin.x = 10 }, completion: stage.log.record)
    View.animate(
      withDuration: 1, animations: { other.frame.origin.x = 10 }, completion: otherLog.record)
    stage.scheduler.advance(by: 0.5)
    stage.root.finishAnimationsForUserInteraction()
    #expect(stage.view.animation?.allowsUserInteraction == true)
    #expect(other.animation == nil)
    stage.scheduler.advance(by: 0.5)
    #expect(otherLog.values == [false])
    #expect(stage.completions == [true])
  }

  @Test func viewsOutsideScrollViews_animateOnTheAnimationScheduler() {
    let scheduler = ManualScheduler()
    let previous = View.animationScheduler
    View.animationScheduler = scheduler
    defer { View.animationScheduler = previous }
    let view = View(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
    let log = CompletionLog()
    View.animate(
      withDuration: 0.5, animations: { view.frame.origin.y = 4 }, completion: log.record)
    #expect(view.animation?.beginTime == 0)
    scheduler.advance(by: 0.5)
    #expect(log.values == [true])
  }

  @Test func aViewIsDrawnWhereItsAnimationHasIt() {
    let stage = Stage()
    let label = Label(frame: CGRect(x: 0, y: 1, width: 4, height: 1))
    label.text = "dot"
    stage.root.addSubview(label)
    View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      label.frame.origin.x = 20
      label.alpha = 0.5
    }
    stage.scheduler.advance(by: 0.5)
    let surface = TextRecordingSurface(width: 40, height: 10)
    stage.root.drawHierarchy(in: DrawingContext(surface: surface, time: stage.now))
    #expect(surface.texts.map { $0.origin } == [CGPoint(x: 10, y: 1)])
    #expect(surface.styles.allSatisfy { $0.isDim })
    let end = TextRecordingSurface(width: 40, height: 10)
    stage.root.drawHierarchy(on: end)
    #expect(end.texts.map { $0.origin } == [CGPoint(x: 20, y: 1)])
  }
}
