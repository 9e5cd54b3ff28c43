// swift-format-ignore-file
import IGListKit
import Testing

// The tests drive the lists on a clock of their own, which is ListUI's.
import class ListUI.ManualScheduler

// A search section as IGListKit apps write one, with UIKit's names and unformatted: a
// `UISearchBar` in a cell, whose `UISearchBarDelegate` is the section controller, and a view
// controller that filters its words as the text changes.

protocol WordSearchSectionControllerDelegate: AnyObject {
  func searchSectionController(_ sectionController: WordSearchSectionController, didChangeText text: String)
}

final class WordSearchCell: UICollectionViewCell {
  lazy var searchBar: UISearchBar = {
    let view = UISearchBar()
    view.searchBarStyle = .minimal
    self.contentView.addSubview(view)
    return view
  }()

  override func layoutSubviews() {
    super.layoutSubviews()
    searchBar.frame = contentView.bounds
  }
}

final class WordSearchSectionController: ListSectionController, UISearchBarDelegate {
  weak var delegate: WordSearchSectionControllerDelegate?

  override func sizeForItem(at index: Int) -> CGSize {
    return CGSize(width: collectionContext!.containerSize.width, height: 1)
  }

  override func cellForItem(at index: Int) -> UICollectionViewCell {
    let cell: WordSearchCell = collectionContext.dequeueReusableCell(for: self, at: index)
    cell.searchBar.delegate = self
    return cell
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    delegate?.searchSectionController(self, didChangeText: searchText)
  }

  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
    delegate?.searchSectionController(self, didChangeText: searchBar.text!)
  }
}

final class WordSearchViewController: UIViewController, ListAdapterDataSource,
  WordSearchSectionControllerDelegate
{
  lazy var adapter: ListAdapter = {
    return ListAdapter(updater: ListAdapterUpdater(), viewController: self)
  }()
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 30, height: 10),
    collectionViewLayout: UICollectionViewFlowLayout())
  let words = ["tacos", "taxidermy", "truffaut", "banjo"]
  var filterString = ""
  let searchToken: NSNumber = 42

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
    guard filterString != "" else { return [searchToken] + words.map { $0 as ListDiffable } }
    return [searchToken]
      + words.filter { $0.lowercased().contains(filterString.lowercased()) }
      .map { $0 as ListDiffable }
  }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    if let obj = object as? NSNumber, obj == searchToken {
      let sectionController = WordSearchSectionController()
      sectionController.delegate = self
      return sectionController
    }
    return LabelSectionController()
  }

  func emptyView(for listAdapter: ListAdapter) -> UIView? { return nil }

  func searchSectionController(_ sectionController: WordSearchSectionController, didChangeText text: String) {
    filterString = text
    adapter.performUpdates(animated: true, completion: nil)
  }
}

@MainActor
@Suite struct IGListKitSearchTests {
  @Test func typingIntoTheSearchBarFiltersTheList() throws {
    let controller = WordSearchViewController()
    let scheduler = ManualScheduler()
    controller.collectionView.scheduler = scheduler
    controller.loadViewIfNeeded()
    controller.collectionView.layoutIfNeeded()
    #expect(controller.collectionView.numberOfSections == 5)
    let cell = try #require(
      controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? WordSearchCell)
    #expect(cell.searchBar.becomeFirstResponder())
    cell.searchBar.searchTextField.insertText("ta")
    scheduler.runUntilIdle()
    #expect(controller.filterString == "ta")
    #expect(controller.collectionView.numberOfSections == 3)
    cell.searchBar.searchTextField.deleteBackward()
    cell.searchBar.searchTextField.deleteBackward()
    scheduler.runUntilIdle()
    #expect(controller.collectionView.numberOfSections == 5)
    cell.searchBar.resignFirstResponder()
  }
}
