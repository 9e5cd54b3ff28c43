import ListKit

/// The Getting Started guide's list: strings get a label section, numbers a number section.
@MainActor
final class GettingStartedViewController: ListDemoViewController {
  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Getting Started", environment: environment)
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    ["Foo", "Bar", 42, "Biz"]
  }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    object is String ? LabelSectionController() : NumberSectionController()
  }
}

/// A string's section: one line with the string.
@MainActor
final class LabelSectionController: ListSectionController {
  private var text = ""

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = text
    return cell
  }

  override func didUpdate(to object: Any) {
    text = object as? String ?? ""
  }
}

/// A number's section: one line with the number, in colour.
@MainActor
final class NumberSectionController: ListSectionController {
  private var number = 0

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = "\(number)"
    cell.label.textColor = .systemCyan
    return cell
  }

  override func didUpdate(to object: Any) {
    number = object as? Int ?? 0
  }
}
