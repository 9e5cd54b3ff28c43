import ListKit

/// IGListKit's single section controller demo: each number is a ListSingleSectionController
/// with closures for the cell and its size; selecting a row reports it in an alert, as IGListKit's
/// does.
@MainActor
final class SingleSectionViewController: ListDemoViewController,
  ListSingleSectionControllerDelegate
{
  private let numbers = Array(0..<20)
  private var selected: Int?

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "Single Section Controller", environment: environment)
  }

  override var statusText: String {
    selected.map { "Selected cell \($0)" } ?? "\(numbers.count) items; Enter selects"
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { numbers }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    let controller = ListSingleSectionController(
      cellClass: TextCell.self,
      configureBlock: { item, cell in
        (cell as? TextCell)?.label.text = "Cell: \(item)"
      },
      sizeBlock: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 1) })
    controller.selectionDelegate = self
    return controller
  }

  func didSelect(_ sectionController: ListSingleSectionController, with object: Any) {
    selected = object as? Int
    let section = adapter.section(for: sectionController) + 1
    let alert = AlertController(
      title: "Section \(section) was selected \u{1F389}",
      message: "Cell Object: " + String(describing: object),
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Dismiss", style: .default, handler: nil))
    present(alert, animated: true, completion: nil)
  }
}
