import Foundation

/// A tab bar controller's view: the tab bar on its last line, unless hidden or out of the way
/// for a pushed controller, and the selected controller's view over the rest.
@MainActor
final class TabBarContainerView: View {
  let tabBar: TabBar

  /// Whether the selected tab's navigation stack holds a controller that hides the bar when
  /// pushed: the bar then takes no room and the content all of it.
  var hidesBarForPushedController = false {
    didSet { if hidesBarForPushedController != oldValue { setNeedsLayout() } }
  }

  init(tabBar: TabBar) {
    self.tabBar = tabBar
    super.init(frame: .zero)
    addSubview(tabBar)
  }

  override func layoutSubviews() {
    let size = bounds.size
    let barHeight =
      tabBar.isHidden || hidesBarForPushedController
      ? 0 : Swift.min(size.height, tabBar.sizeThatFits(size).height)
    let contentHeight = size.height - barHeight
    tabBar.frame = CGRect(x: 0, y: contentHeight, width: size.width, height: barHeight)
    for subview in subviews where subview !== tabBar {
      subview.frame = CGRect(x: 0, y: 0, width: size.width, height: contentHeight)
    }
  }
}
