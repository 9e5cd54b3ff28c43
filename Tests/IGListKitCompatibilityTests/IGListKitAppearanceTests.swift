import IGListKit
import Testing

/// A container that scopes the appearance set here to the bars inside it, so that no other test
/// sees it.
private final class AppearanceScope: UIView {}

// An iOS 13 app's navigation bar set-up, as apps write it, with UIKit's names.
@MainActor @Suite struct IGListKitAppearanceTests {
  @Test func aBarsAppearancesAreSetAsAnIOS13AppSetsThem_andKept() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemBlue
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    let proxy = UINavigationBar.appearance(whenContainedInInstancesOf: [AppearanceScope.self])
    proxy.standardAppearance = appearance
    proxy.scrollEdgeAppearance = appearance

    let scope = AppearanceScope(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
    let bar = UINavigationBar()
    scope.addSubview(bar)
    #expect(bar.standardAppearance === appearance)
    #expect(bar.scrollEdgeAppearance === appearance)
    #expect(UINavigationBar().standardAppearance !== appearance)

    let copy = appearance.copy()
    #expect(copy !== appearance && copy.backgroundColor == .systemBlue)
    #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundColor == .clear && appearance.shadowColor == nil)

    let controller = UIViewController()
    let navigation = UINavigationController(rootViewController: controller)
    navigation.navigationBar.prefersLargeTitles = true
    controller.navigationItem.largeTitleDisplayMode = .never
    controller.navigationItem.standardAppearance = copy
    #expect(controller.navigationItem.largeTitleDisplayMode == .never)
    #expect(controller.navigationItem.standardAppearance === copy)

    let label = UILabel()
    label.adjustsFontForContentSizeCategory = true
    #expect(label.adjustsFontForContentSizeCategory)
    #expect(
      UIContentSizeCategory.didChangeNotification.rawValue
        == "UIContentSizeCategoryDidChangeNotification")
  }
}
