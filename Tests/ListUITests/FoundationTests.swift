import Foundation
import ListUI
import Testing

/// The scheduler, views, controls and text measurement.
@MainActor
@Suite struct FoundationTests {
  @Test func theManualSchedulerRunsWorkInTimeOrderAndHonoursCancellation() {
    let scheduler = ManualScheduler()
    var ran: [String] = []
    scheduler.schedule(after: 2) { ran.append("b") }
    scheduler.schedule(after: 1) {
      ran.append("a")
      scheduler.schedule(after: 0.5) { ran.append("a2") }
    }
    let cancelled = scheduler.schedule(after: 1.5) { ran.append("x") }
    cancelled.cancel()
    scheduler.schedule(after: 1) { ran.append("a-same-time") }
    #expect(scheduler.pendingCount == 3)
    scheduler.advance(by: 1.5)
    #expect(ran == ["a", "a-same-time", "a2"])
    #expect(scheduler.now == 1.5)
    scheduler.runUntilIdle()
    #expect(ran == ["a", "a-same-time", "a2", "b"])
    #expect(scheduler.now == 2)
  }

  @Test func viewsKeepFramesBoundsAndTheirTree() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    let child = View(frame: CGRect(x: 2, y: 3, width: 5, height: 5))
    root.addSubview(child)
    root.bounds.origin = CGPoint(x: 0, y: 1)
    #expect(child.superview === root)
    #expect(child.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 3, y: 4))
    #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 3, y: 4))
    #expect(child.convert(CGPoint(x: 3, y: 4), from: nil) == CGPoint(x: 1, y: 1))
    #expect(root.convert(CGPoint(x: 1, y: 1), from: child) == CGPoint(x: 3, y: 4))
    child.frame.size = CGSize(width: 7, height: 2)
    #expect(child.bounds.size == CGSize(width: 7, height: 2))
    child.removeFromSuperview()
    #expect(root.subviews.isEmpty && child.superview == nil)
  }

  @Test func layoutRunsOnlyWhenNeeded() {
    final class CountingView: View {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(view.layouts == 1)
    view.frame.size.width = 8
    view.layoutIfNeeded()
    #expect(view.layouts == 2)
  }

  @Test func labelsWrapAndTruncateByDisplayWidth() {
    let label = Label()
    label.text = "the quick brown fox jumps"
    #expect(label.displayedLines(fittingWidth: 10) == ["the quick…"])
    label.numberOfLines = 0
    label.lineBreakMode = .byWordWrapping
    #expect(label.displayedLines(fittingWidth: 10) == ["the quick", "brown fox", "jumps"])
    label.numberOfLines = 2
    #expect(label.displayedLines(fittingWidth: 10) == ["the quick", "brown fox…"])
    #expect(label.sizeThatFits(CGSize(width: 10, height: 100)) == CGSize(width: 10, height: 2))
  }

  @Test func textIsMeasuredPerGraphemeInCells() {
    #expect(TextMetrics.width(of: "abc") == 3)
    #expect(TextMetrics.width(of: "日本") == 4)
    #expect(TextMetrics.width(of: "e\u{301}") == 1)
    #expect(TextMetrics.width(of: "👍") == 2)
    #expect(TextMetrics.width(of: "👨‍👩‍👧") == 2)
    #expect(TextMetrics.truncate("日本語です", toWidth: 6) == "日本…")
    #expect(TextMetrics.truncate("日本語です", toWidth: 5) == "日本…")
    #expect(TextMetrics.truncate("abc", toWidth: 3) == "abc")
  }

  @Test func buttonsRunTheirActionsWhenEnabled() {
    let button = Button()
    var presses = 0
    button.addAction { _ in presses += 1 }
    button.sendActions()
    button.isEnabled = false
    #expect(!button.sendActions())
    #expect(presses == 1)
  }

  @Test func spinnersHideWhenStoppedAndImagesSizeToTheirImage() {
    let spinner = ActivityIndicatorView()
    #expect(spinner.isHidden)
    spinner.startAnimating()
    #expect(spinner.isAnimating && !spinner.isHidden)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    let image = ImageView(image: ImageReference(name: "avatar", size: CGSize(width: 4, height: 2)))
    #expect(image.frame.size == CGSize(width: 4, height: 2))
  }

  @Test func viewControllersLoadTheirViewOnceAndKeepChildren() {
    final class Loading: ViewController {
      var loads = 0
      override func viewDidLoad() { loads += 1 }
    }
    let parent = ViewController()
    let child = Loading()
    parent.addChild(child)
    _ = child.view
    _ = child.view
    #expect(child.loads == 1 && child.isViewLoaded)
    #expect(parent.children.count == 1 && child.parent === parent)
    child.removeFromParent()
    #expect(parent.children.isEmpty)
  }
}
