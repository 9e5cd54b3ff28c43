import ListKit
import ListKitTerminal

/// IGListKit's search autocomplete demo: a search bar section above the words; the list
/// narrows as the query changes, debounced, with the matches highlighted.
@MainActor
final class SearchViewController: ListDemoViewController {
  static let text =
    "Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut "
    + "labore et dolore magna aliqua Ut enim ad minim veniam quis nostrud exercitation ullamco "
    + "laboris nisi ut aliquip ex ea commodo consequat Duis aute irure dolor in reprehenderit in "
    + "voluptate velit esse cillum dolore eu fugiat nulla pariatur Excepteur sint occaecat "
    + "cupidatat non proident sunt in culpa qui officia deserunt mollit anim id est laborum"

  /// How long the list waits after a key before it narrows, in seconds.
  static let debounce: TimeInterval = 0.15

  private let words: [String]
  private let searchBar = SearchBarItem()
  private(set) var query = ""
  private var appliedQuery = ""
  private(set) var isTyping = false
  private var pendingSearch: ScheduledWork?

  init(environment: DemoEnvironment) {
    var seen = Set<String>()
    words = Self.text.split(separator: " ").map { $0.lowercased() }.filter {
      seen.insert($0).inserted
    }
    super.init(title: "Search Autocomplete", environment: environment)
  }

  private var matches: [String] {
    appliedQuery.isEmpty ? words : words.filter { $0.contains(appliedQuery.lowercased()) }
  }

  override var statusText: String {
    let count = matches.count
    if count == 0 { return "No matches" }
    return appliedQuery.isEmpty ? "\(count) words; / to search" : "\(count) of \(words.count) words"
  }

  override var keyHints: [KeyHint] {
    [KeyHint("/", "type a search"), KeyHint("Enter Esc", "stop typing")]
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    searchBar.query = query
    searchBar.isTyping = isTyping
    return [searchBar] + matches.map { SearchResult(word: $0, query: appliedQuery) }
  }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    object is SearchBarItem ? SearchBarSectionController() : SearchResultSectionController()
  }

  override func handle(_ event: InputEvent) -> Bool {
    guard isTyping else {
      guard event == .key(.character("/")) else { return false }
      isTyping = true
      refreshSearchBar()
      return true
    }
    switch event {
    case .key(.enter), .key(.escape):
      isTyping = false
      refreshSearchBar()
    case .key(.backspace):
      if !query.isEmpty { query.removeLast() }
      queryDidChange()
    case .key(.character(let character)):
      query.append(character)
      queryDidChange()
    case .key(.control("u")):
      query = ""
      queryDidChange()
    default:
      return false
    }
    return true
  }

  /// Pasted text goes into the search, which starts if it was not under way.
  override func insertText(_ text: String) -> Bool {
    isTyping = true
    query += text
    queryDidChange()
    return true
  }

  private func refreshSearchBar() {
    searchBar.query = query
    searchBar.isTyping = isTyping
    if let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? SearchBarCell {
      cell.configure(with: searchBar)
    }
  }

  private func queryDidChange() {
    refreshSearchBar()
    pendingSearch?.cancel()
    pendingSearch = environment.scheduler.schedule(after: Self.debounce) { [weak self] in
      guard let self else { return }
      self.appliedQuery = self.query
      self.adapter.performUpdates(animated: true)
    }
  }
}

/// The search bar's object: there is one, whatever the query.
///
/// A class, unlike the other models, because the demo relies on its identity: the view controller
/// changes this one instance's query as keys arrive and sets the cell from it directly, and the
/// section controller holds the same instance, so a cell it dequeues later shows the query too.
/// Equal only to itself, it is never an update in a diff. As a value, the section controller's
/// copy would fall behind the keys, and each new query would reload the section.
final class SearchBarItem: ListDiffable {
  var query = ""
  var isTyping = false

  func diffIdentifier() -> AnyHashable { "search-bar" }

  func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
    (object as? SearchBarItem) === self
  }
}

/// A word and the query it matched.
struct SearchResult: Identifiable, Equatable, ListDiffable {
  let word: String
  let query: String

  var id: String { word }
}

@MainActor
final class SearchBarSectionController: ListSectionController {
  private var item: SearchBarItem?

  override init() {
    super.init()
    inset = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard
      let cell = dequeue(SearchBarCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    if let item { cell.configure(with: item) }
    return cell
  }

  override func didUpdate(to object: Any) {
    item = object as? SearchBarItem
  }
}

@MainActor
final class SearchBarCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  func configure(with item: SearchBarItem) {
    if item.isTyping {
      label.text = "Search: " + item.query + "▏"
      label.textColor = nil
    } else {
      label.text = item.query.isEmpty ? "Search: press / to type" : "Search: " + item.query
      label.textColor = item.query.isEmpty ? .gray : nil
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: gutter, y: 0, width: max(0, bounds.width - gutter), height: 1)
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
