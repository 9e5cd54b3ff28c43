import IGListKit
import Testing

// UIKit code that navigates, written as an iOS app writes it, with UIKit's names: view
// controllers and views with `required init?(coder:)`, a bar button item, an alert, a push and a
// navigation controller. The `target:action:` bar button item is written in UIKit's iOS 14
// `primaryAction:` form, the one edit Linux needs (it has no selectors).

final class NumbersCell: UICollectionViewCell {
  let label = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class BadgeView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class DetailViewController: UIViewController {
  let number: Int

  // ListUI's `init()` is `required`, so that `controllerClass.init()` works.
  required convenience init() { self.init(number: 0) }

  init(number: Int) {
    self.number = number
    super.init()
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Number \(number)"
    view.addSubview(BadgeView(frame: .zero))
  }
}

final class NumbersViewController: UIViewController {
  var numbers = [1, 2, 3]
  var deleted: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Numbers"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .add,
      primaryAction: UIAction { [weak self] _ in
        self?.onAdd()
      })
  }

  func onAdd() {
    numbers.append(numbers.count + 1)
  }

  func open(_ number: Int) {
    navigationController?.pushViewController(DetailViewController(number: number), animated: true)
  }

  func confirmDelete(_ number: Int) {
    let alert = UIAlertController(
      title: "Delete \(number)?", message: "It cannot be undone", preferredStyle: .actionSheet)
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
        self?.numbers.removeAll { $0 == number }
        self?.deleted.append(number)
      })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    present(alert, animated: true, completion: nil)
  }
}

@MainActor
@Suite struct IGListKitNavigationTests {
  @Test func uiKitNavigationCodeCompilesAndRuns() throws {
    let numbers = NumbersViewController()
    let navigation = UINavigationController(rootViewController: numbers)
    navigation.beginAppearanceTransition(true, animated: false)
    navigation.endAppearanceTransition()
    let item = try #require(numbers.navigationItem.rightBarButtonItem)
    item.press()
    #expect(numbers.numbers == [1, 2, 3, 4])
    numbers.open(2)
    let detail = try #require(navigation.topViewController as? DetailViewController)
    #expect(detail.navigationItem.title == "Number 2")
    navigation.popViewController(animated: true)
    numbers.confirmDelete(3)
    let alert = try #require(navigation.presentedViewController as? UIAlertController)
    #expect(alert.actions.map(\.style) == [UIAlertAction.Style.destructive, .cancel])
    alert.choose(alert.actions[0])
    #expect(numbers.numbers == [1, 2, 4])
    #expect(navigation.presentedViewController == nil)
    let style: UIModalPresentationStyle = alert.modalPresentationStyle
    #expect(style == .custom)
  }
}
