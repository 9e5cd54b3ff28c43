import ListKit

/// IGListKit's search autocomplete demo: a search bar section above the words. The bar is a
/// `SearchBar` in a cell, whose `SearchBarDelegate` is its section controller, as in IGListKit;
/// each change of its text narrows the list, with the matches highlighted. `/` or Tab puts the
/// keys in the bar; Escape takes them out, and so does scrolling the list.
@MainActor
final class SearchViewController: ListDemoViewController, SearchSectionControllerDelegate {
  static let text =
    "Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut "
    + "labore et dolore magna aliqua Ut enim ad minim veniam quis nostrud exercitation ullamco "
    + "laboris nisi ut aliquip ex ea commodo consequat Duis aute irure dolor in reprehenderit in "
    + "voluptate velit esse cillum dolore eu fugiat nulla pariatur Excepteur sint occaecat "
    + "cupidatat non proident sunt in culpa qui officia deserunt mollit anim id est laborum"

  /// The search section's object: one number, whatever the query, as IGListKit's demo has.
  static let searchToken = 42

  private let words: [String]
  private(set) var filterString = ""

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    var seen = Set<String>()
    words = Self.text.split(separator: " ").map { $0.lowercased() }.filter {
      seen.insert($0).inserted
    }
    super.init(title: "Search Autocomplete", environment: environment)
  }

  private var matches: [String] {
    filterString.isEmpty ? words : words.filter { $0.contains(filterString.lowercased()) }
  }

  /// What the list shows: its sections after the search bar's.
  override var statusText: String {
    let count = max(0, collectionView.numberOfSections - 1)
    if count == 0 { return "No matches" }
    return count == words.count
      ? "\(count) words; / to search" : "\(count) of \(words.count) words"
  }

  override var keyCommands: [KeyCommand]? {
    [
      KeyCommand(input: "/", discoverabilityTitle: "type a search") { [weak self] _ in
        self?.search()
      }
    ]
  }

  override var keyHints: [KeyHint] { [KeyHint("Esc", "stop typing")] }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    [Self.searchToken] + matches.map { SearchResult(word: $0, query: filterString) }
  }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    if let token = object as? Int, token == Self.searchToken {
      let sectionController = SearchSectionController()
      sectionController.delegate = self
      return sectionController
    }
    return SearchResultSectionController()
  }

  /// `/` puts the keys in the search bar, as a tap on it does.
  /// Gives the search bar the keys.
  private func search() {
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? SearchCell
    _ = cell?.searchBar.becomeFirstResponder()
  }

  /// Pasted text goes into the search bar, which takes the keys if it had not.
  override func insertText(_ text: String) -> Bool {
    guard
      let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? SearchCell,
      cell.searchBar.becomeFirstResponder()
    else { return false }
    cell.searchBar.searchTextField.insertText(text)
    return true
  }

  func searchSectionController(
    _ sectionController: SearchSectionController, didChangeText text: String
  ) {
    filterString = text
    adapter.performUpdates(animated: true, completion: nil)
  }
}

/// Told when the search text changes.
@MainActor
protocol SearchSectionControllerDelegate: AnyObject {
  func searchSectionController(
    _ sectionController: SearchSectionController, didChangeText text: String)
}

/// A word and the query it matched.
struct SearchResult: Identifiable, Equatable, ListDiffable {
  let word: String
  let query: String

  var id: String { word }
}

/// The search bar's section: its cell's bar reports to this controller, which tells the view
/// controller; a scroll of the list ends the typing.
@MainActor
final class SearchSectionController: ListSectionController, SearchBarDelegate, ListScrollDelegate {
  weak var delegate: SearchSectionControllerDelegate?

  override init() {
    super.init()
    inset = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    scrollDelegate = self
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(SearchCell.self, at: index) else {
      return CollectionViewCell(frame: .zero)
    }
    cell.searchBar.delegate = self
    return cell
  }

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    delegate?.searchSectionController(self, didChangeText: searchText)
  }

  func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
    delegate?.searchSectionController(self, didChangeText: searchBar.text ?? "")
  }

  func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController) {
    let cell = collectionContext?.cellForItem(at: 0, sectionController: self) as? SearchCell
    cell?.searchBar.resignFirstResponder()
  }

  func listAdapter(
    _ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController
  ) {}

  func listAdapter(
    _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController,
    willDecelerate decelerate: Bool
  ) {}
}

/// A cell holding a search bar.
@MainActor
final class SearchCell: CollectionViewCell {
  lazy var searchBar: SearchBar = {
    let view = SearchBar()
    view.searchBarStyle = .minimal
    view.placeholder = "Search (press /)"
    contentView.addSubview(view)
    return view
  }()

  override func layoutSubviews() {
    super.layoutSubviews()
    searchBar.frame = CGRect(
      x: gutter, y: 0, width: max(0, contentView.bounds.width - gutter), height: 1)
  }
}

@MainActor
final class SearchResultSectionController: ListSectionController {
  private var result: SearchResult?

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard
      let cell = dequeue(HighlightedTextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.textView.text = result?.word ?? ""
    cell.textView.highlight = result?.query ?? ""
    return cell
  }

  override func didUpdate(to object: Any) {
    result = object as? SearchResult
  }
}

/// A one-line cell whose text shows each match of a query underlined in bold yellow.
@MainActor
final class HighlightedTextCell: CollectionViewCell {
  let textView = HighlightedTextView()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(textView)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    textView.frame = CGRect(x: gutter, y: 0, width: max(0, bounds.width - gutter), height: 1)
  }
}

/// One line of text with the matches of ``highlight`` styled.
@MainActor
final class HighlightedTextView: View {
  var text = ""
  var highlight = ""

  static let matchStyle = TextStyle(foreground: .yellow, isBold: true, isUnderlined: true)

  override func draw(in context: DrawingContext) {
    let shown = TextMetrics.truncate(text, toWidth: Int(bounds.width))
    context.drawText(shown, at: bounds.origin)
    guard !highlight.isEmpty else { return }
    let lowered = shown.lowercased()
    var searchStart = lowered.startIndex
    while let range = lowered.range(
      of: highlight.lowercased(), range: searchStart..<lowered.endIndex)
    {
      let column = TextMetrics.width(of: lowered[lowered.startIndex..<range.lowerBound])
      context.drawText(
        String(shown[range]), at: CGPoint(x: bounds.minX + CGFloat(column), y: bounds.minY),
        style: Self.matchStyle)
      searchStart = range.upperBound
    }
  }
}
