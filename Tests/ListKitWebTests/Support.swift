import Foundation
import ListKit
import ListUI

@testable import ListKitWeb

/// A one-line cell with a label, as the demos' rows.
@MainActor
final class RowCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = CGRect(x: 2, y: 0, width: max(0, bounds.width - 2), height: 1)
  }
}

/// A section of one row showing its string; remembers the rows selected.
@MainActor
final class RowSectionController: ListSectionController {
  private var text = ""
  var onSelect: ((String) -> Void)?

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let context = collectionContext else { return CollectionViewCell(frame: .zero) }
    let cell: RowCell = context.dequeueReusableCell(of: RowCell.self, for: self, at: index)
    cell.label.text = text
    return cell
  }

  override func didUpdate(to object: Any) {
    text = "\(object)"
  }

  override func didSelectItem(at index: Int) {
    onSelect?(text)
  }
}

/// A screen with a list of strings driven by a list adapter.
@MainActor
final class ListScreen: ViewController, ListAdapterDataSource {
  var items: [String]
  var selected: [String] = []
  /// The screen's key commands.
  var commands: [KeyCommand]?
  let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)

  required convenience init() { self.init(items: []) }

  init(items: [String]) {
    self.items = items
    super.init()
    title = "Rows"
  }

  override var keyCommands: [KeyCommand]? { commands }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
  }

  /// Connects the adapter, with the collection view on `scheduler`.
  func connect(scheduler: any Scheduler) {
    collectionView.scheduler = scheduler
    adapter.collectionView = collectionView
    adapter.dataSource = self
  }

  func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { items }

  func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    let controller = RowSectionController()
    controller.onSelect = { [weak self] in self?.selected.append($0) }
    return controller
  }

  func emptyView(for listAdapter: ListAdapter) -> View? { nil }
}

/// A collection view of `count` one-line items in one section, without ListKit.
@MainActor
final class CountingScreen: ViewController, CollectionViewDataSource {
  let count: Int
  let collectionView: CollectionView

  required convenience init() { self.init(count: 0) }

  init(count: Int) {
    self.count = count
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 40, height: 1)
    layout.minimumLineSpacing = 0
    collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    (cell as? RowCell)?.label.text = "Item \(indexPath.item)"
    return cell
  }
}

/// A session on its own clock that keeps what it sends and logs.
@MainActor
final class Recorder {
  let clock = ManualScheduler()
  let session: WebSession
  var messages: [String] = []
  var logLines: [String] = []

  init(root: ViewController, options: WebSessionOptions = WebSessionOptions()) {
    session = WebSession(rootViewController: root, options: options, clock: clock)
    session.send = { [weak self] in self?.messages.append($0) }
    session.log = { [weak self] in self?.logLines.append($0) }
  }

  /// Says hello as a page of `columns` by `rows` cells does, and draws the first frame.
  @discardableResult
  func hello(columns: Int = 40, rows: Int = 12, reducedMotion: Bool = false) -> String? {
    session.receive(
      #"{"type":"hello","cols":\#(columns),"rows":\#(rows),"reducedMotion":\#(reducedMotion),"colorScheme":"dark"}"#
    )
    session.advance(by: 0)
    return messages.last
  }

  /// The shown element whose runs contain `text`, or one of its ancestors of `kind`.
  func element(showing text: String, kind: String? = nil) -> Element? {
    guard var element = session.shown.values.first(where: { $0.runs.text.contains(text) }) else {
      return nil
    }
    while let kind, element.kind != kind {
      guard let parent = session.shown[element.parent] else { return nil }
      element = parent
    }
    return element
  }

  /// The operations of `message` as JSON texts.
  static func operations(in message: String?) -> [String] {
    guard let message, case .array(let ops)? = JSON.parse(message)?["ops"] else { return [] }
    return ops.map(\.text)
  }
}
