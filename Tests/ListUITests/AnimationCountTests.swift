import Foundation
@_spi(ListKit) import ListUI
import Testing

/// The counts that let a renderer skip walking its views for animations and spinners when there
/// are none: they follow every change, so that a walk is skipped only when it would find nothing.
@MainActor @Suite struct AnimationCountTests {
  @Test func theAnimatedViewCountFollowsEachViewsAnimation() {
    let before = View.animatedViewCount
    let view = View(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
    let other = View(frame: CGRect(x: 0, y: 1, width: 4, height: 1))
    view.animation = ViewAnimation(effect: .appear, beginTime: 0, duration: 1)
    #expect(View.animatedViewCount == before + 1)
    view.animation = ViewAnimation(effect: .highlight, beginTime: 0, duration: 1)
    #expect(View.animatedViewCount == before + 1, "a replaced animation is still one")
    other.animation = ViewAnimation(effect: .disappear, beginTime: 0, duration: 1)
    #expect(View.animatedViewCount == before + 2)
    view.finishAnimations()
    #expect(View.animatedViewCount == before + 1, "a finished highlight leaves no animation")
    other.finishAnimations()
    #expect(other.animation != nil, "a leaving view stays hidden")
    #expect(View.animatedViewCount == before + 1)
    other.animation = nil
    #expect(View.animatedViewCount == before)
  }

  @Test func anAnimationSetBeforeItsViewJoinsATreeIsStillFinished() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let view = View(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
    view.animation = ViewAnimation(effect: .appear, beginTime: 0, duration: 1)
    root.addSubview(view)
    #expect(root.hasRunningAnimations(at: 0.5))
    root.finishAnimations()
    #expect(view.animation == nil)
    #expect(!root.hasRunningAnimations(at: 0.5))
  }

  @Test func theSpinningCountFollowsStartAndStop() {
    let before = ActivityIndicatorView.spinningCount
    let spinner = ActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    spinner.startAnimating()
    #expect(ActivityIndicatorView.spinningCount == before + 1)
    spinner.stopAnimating()
    #expect(ActivityIndicatorView.spinningCount == before)
    spinner.stopAnimating()
    #expect(ActivityIndicatorView.spinningCount == before)
  }
}
