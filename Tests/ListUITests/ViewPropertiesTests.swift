import Foundation
import ListUI
import Testing

/// UIKit's view properties that real cells set: `center`, `isUserInteractionEnabled`, the scroll
/// view's bounce settings and `IndexPath.row`.
@MainActor
@Suite struct ViewPropertiesTests {
  @Test func centerIsTheFramesMiddle_andSettingItMovesTheView() {
    let view = View(frame: CGRect(x: 2, y: 3, width: 10, height: 4))
    #expect(view.center == CGPoint(x: 7, y: 5))
    view.center = CGPoint(x: 20, y: 10)
    #expect(view.frame == CGRect(x: 15, y: 8, width: 10, height: 4))
  }

  @Test func aViewThatTakesNoInteractionIsSkippedByHitTesting_withItsSubviews() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    let overlay = View(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    let button = Button(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    let under = Button(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
    root.addSubview(under)
    root.addSubview(overlay)
    overlay.addSubview(button)
    #expect(root.hitTest(CGPoint(x: 1, y: 0)) === button)
    overlay.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 1, y: 0)) === under)
    #expect(root.hitTest(CGPoint(x: 10, y: 3)) === root)
  }

  @Test func bounceSettingsAreKept() {
    let scrollView = ScrollView(frame: .zero)
    #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
    scrollView.alwaysBounceVertical = true
    scrollView.alwaysBounceHorizontal = true
    #expect(scrollView.alwaysBounceVertical && scrollView.alwaysBounceHorizontal)
    #expect(!scrollView.bounces)
  }

  @Test func rowIsTheItem() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3 && path.item == 3 && path.section == 1)
    path.row = 5
    #expect(path == IndexPath(item: 5, section: 1))
  }
}
