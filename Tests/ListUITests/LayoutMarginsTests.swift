import Foundation
import ListUI
import Testing

/// UIKit's layout margins and safe area, in character cells.
@MainActor
@Suite struct LayoutMarginsTests {
  /// A view that counts the calls UIKit makes when its margins or safe area change.
  final class CountingView: View {
    var marginChanges = 0
    var safeAreaChanges = 0
    override func layoutMarginsDidChange() {
      super.layoutMarginsDidChange()
      marginChanges += 1
    }
    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      safeAreaChanges += 1
    }
  }

  /// A view controller that counts its safe area changes.
  final class CountingController: ViewController {
    var safeAreaChanges = 0
    override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
  }

  @Test func marginsAreOneColumnAcross_andSettingThemTellsTheView() {
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
    #expect(view.layoutMargins == EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
    #expect(
      view.directionalLayoutMargins
        == DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
    view.layoutIfNeeded()
    #expect(view.marginChanges == 0)
    view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 1, right: 3)
    #expect(view.marginChanges == 1)
    #expect(view.needsLayout)
    view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 1, right: 3)
    #expect(view.marginChanges == 1)
    view.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 4, bottom: 0, trailing: 5)
    #expect(view.layoutMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 5))
    #expect(view.marginChanges == 2)
  }

  @Test func preservingTheSuperviewsMargins_keepsTheContentInsideThem() {
    let outer = View(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
    outer.layoutMargins = EdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
    let inner = View(frame: CGRect(x: 1, y: 0, width: 28, height: 5))
    outer.addSubview(inner)
    #expect(inner.layoutMargins == EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
    inner.preservesSuperviewLayoutMargins = true
    #expect(inner.layoutMargins == EdgeInsets(top: 2, left: 3, bottom: 0, right: 3))
  }

  @Test func aTerminalHasNoSafeAreaInsets_butAViewControllerCanAddThem() {
    let controller = CountingController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
    let bar = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 1))
    let body = CountingView(frame: CGRect(x: 0, y: 1, width: 40, height: 9))
    controller.view.addSubview(bar)
    controller.view.addSubview(body)
    controller.view.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == .zero)
    #expect(body.safeAreaInsets == .zero)
    #expect(bar.safeAreaChanges == 0)

    controller.additionalSafeAreaInsets = EdgeInsets(top: 2, left: 0, bottom: 1, right: 0)
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 2, left: 0, bottom: 1, right: 0))
    #expect(bar.safeAreaInsets == EdgeInsets(top: 1, left: 0, bottom: 0, right: 0))
    #expect(body.safeAreaInsets == EdgeInsets(top: 1, left: 0, bottom: 1, right: 0))
    controller.view.layoutIfNeeded()
    #expect(controller.safeAreaChanges == 1)
    #expect(bar.safeAreaChanges == 1 && body.safeAreaChanges == 1)
    // Margins are measured from the safe area.
    #expect(body.layoutMargins == EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
    #expect(body.marginChanges == 1)
    body.insetsLayoutMarginsFromSafeArea = false
    #expect(body.layoutMargins == EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
    controller.view.layoutIfNeeded()
    #expect(bar.safeAreaChanges == 1)
  }

  @Test func contentModePlacesContentInTheBounds() {
    let bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    let wide = CGSize(width: 8, height: 2)
    let rect = { (mode: View.ContentMode) in mode.rect(forContentOfSize: wide, in: bounds) }
    #expect(rect(.scaleToFill) == bounds)
    #expect(rect(.scaleAspectFit) == CGRect(x: 0, y: 2, width: 20, height: 5))
    #expect(rect(.scaleAspectFill) == CGRect(x: -10, y: 0, width: 40, height: 10))
    #expect(rect(.center) == CGRect(x: 6, y: 4, width: 8, height: 2))
    #expect(rect(.top) == CGRect(x: 6, y: 0, width: 8, height: 2))
    #expect(rect(.bottomRight) == CGRect(x: 12, y: 8, width: 8, height: 2))
    #expect(rect(.left) == CGRect(x: 0, y: 4, width: 8, height: 2))
    #expect(View().contentMode == .scaleToFill)
  }
}
