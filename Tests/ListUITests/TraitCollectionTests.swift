import Foundation
import Testing

@_spi(ListKit) @testable import ListUI

/// A view controller that records the trait changes it is told of.
@MainActor
final class TraitRecordingController: ViewController {
  var changes: [(previous: TraitCollection?, now: TraitCollection)] = []
  let recorder = TraitRecordingView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(recorder)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    changes.append((previousTraitCollection, traitCollection))
  }
}

/// A view that records the trait changes it is told of.
@MainActor
final class TraitRecordingView: View {
  var previous: [TraitCollection?] = []

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    previous.append(previousTraitCollection)
  }
}

/// Traits (UIKit's `UITraitCollection`): the window's, which its host sets, reach its views and
/// view controllers, and a change is told once to each.
@MainActor
@Suite struct TraitCollectionTests {
  @Test func aViewNoHostShowsHasAPhonesLightTraits() {
    let view = View()
    #expect(view.traitCollection == .unhosted)
    #expect(view.traitCollection.userInterfaceStyle == .light)
    #expect(ViewController().traitCollection.horizontalSizeClass == .compact)
  }

  @Test func theWindowsTraitsReachItsViewsAndControllers_andAChangeIsToldOnce() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 80, height: 22))
    let controller = TraitRecordingController()
    window.rootViewController = NavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    window.layOutScreens()
    let light = TraitCollection.window(size: window.bounds.size, in: .cells, style: .light)
    window.hostTraitCollection = light
    #expect(controller.traitCollection == light)
    #expect(controller.recorder.traitCollection.userInterfaceStyle == .light)
    #expect(controller.changes.count == 1)
    // The same traits again tell no one.
    window.hostTraitCollection = .window(size: window.bounds.size, in: .cells, style: .light)
    #expect(controller.changes.count == 1)
    // Dark: each is told once, with the traits from before.
    window.hostTraitCollection = .window(size: window.bounds.size, in: .cells, style: .dark)
    #expect(controller.changes.count == 2)
    #expect(controller.changes.last?.previous == light)
    #expect(controller.changes.last?.now.userInterfaceStyle == .dark)
    #expect(controller.recorder.previous.count == 2)
    #expect(controller.traitCollection.hasDifferentColorAppearance(comparedTo: light))
  }

  @Test func aNewPreferredTextSizeIsPosted_withTheNewCategory() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 80, height: 22))
    let base = TraitCollection.window(size: window.bounds.size, in: .cells, style: .light)
    let recorder = CategoryRecorder()
    let observer = NotificationCenter.default.addObserver(
      forName: ContentSizeCategory.didChangeNotification, object: nil, queue: nil
    ) { notification in
      let category =
        notification.userInfo?[ContentSizeCategory.newValueUserInfoKey]
        as? ContentSizeCategory
      MainActor.assumeIsolated { recorder.categories.append(category) }
    }
    var posted: [ContentSizeCategory?] { recorder.categories }
    defer { NotificationCenter.default.removeObserver(observer) }
    window.hostTraitCollection = base
    // Hosting the window is not a change of the preferred size.
    #expect(posted.isEmpty)
    window.hostTraitCollection = TraitCollection(
      userInterfaceStyle: .light, horizontalSizeClass: base.horizontalSizeClass,
      verticalSizeClass: base.verticalSizeClass, displayScale: 1,
      preferredContentSizeCategory: .accessibilityLarge, userInterfaceIdiom: .unspecified)
    #expect(posted == [.accessibilityLarge])
    // A change of style alone posts nothing; back to large posts again.
    window.hostTraitCollection = .window(size: window.bounds.size, in: .cells, style: .dark)
    #expect(posted == [.accessibilityLarge, .large])
    window.hostTraitCollection = .window(size: window.bounds.size, in: .cells, style: .light)
    #expect(posted == [.accessibilityLarge, .large])
  }

  @Test func theSizeClassesAreTheWindowsSizeInPoints() {
    // 80 by 22 cells are 640 by 374 points: regular across, compact up and down.
    let wide = TraitCollection.window(size: CGSize(width: 80, height: 22), in: .cells, style: .dark)
    #expect(wide.horizontalSizeClass == .regular && wide.verticalSizeClass == .compact)
    let narrow = TraitCollection.window(
      size: CGSize(width: 390, height: 844), in: .points, style: .light)
    #expect(narrow.horizontalSizeClass == .compact && narrow.verticalSizeClass == .regular)
    #expect(narrow.displayScale == 1 && narrow.preferredContentSizeCategory == .large)
  }

  @Test func contentSizeCategoriesAreOrdered() {
    #expect(ContentSizeCategory.small < .large)
    #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(ContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    #expect(ContentSizeCategory(rawValue: "UICTContentSizeCategoryL") == .large)
  }

  @Test func aWindowsScreenIsItsAreaWithItsTraits_andTheMainScreenIsTheKeyWindows() {
    let window = Window(frame: CGRect(x: 0, y: 1, width: 80, height: 22))
    let controller = ViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.hostTraitCollection = .window(size: window.bounds.size, in: .cells, style: .dark)
    #expect(controller.view.window?.screen === window.screen)
    #expect(window.screen.bounds == CGRect(x: 0, y: 0, width: 80, height: 22))
    #expect(window.screen.scale == 1)
    #expect(window.screen.traitCollection.userInterfaceStyle == .dark)
    #expect(Screen.main === window.screen)
  }
}

/// The categories posted with `ContentSizeCategory.didChangeNotification`, in order.
@MainActor
private final class CategoryRecorder {
  var categories: [ContentSizeCategory?] = []
}
