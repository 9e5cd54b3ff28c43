import ListKit

/// A screen of one-line rows that a long press reorders, written as IGListKit's reorder example
/// writes its handler: the tests of each renderer drive it with their own input.
///
/// ```swift
/// let screen = LongPressReorderScreen(count: 6)
/// // hold row 1, drag it to row 4, let go
/// #expect(screen.rows == ["Row 0", "Row 2", "Row 3", "Row 4", "Row 1", "Row 5"])
/// ```
@MainActor
public final class LongPressReorderScreen: ViewController, CollectionViewDataSource {
  /// The rows' texts, in the order the data source keeps them.
  public private(set) var rows: [String]
  /// The long press's states, as its handler saw them.
  public private(set) var states: [GestureRecognizer.State] = []
  /// The moves the collection view told the data source of, from and to.
  public private(set) var moves: [(from: IndexPath, to: IndexPath)] = []
  /// The collection view: a list of rows one unit high.
  public let collectionView: CollectionView
  /// The long press on the collection view.
  public private(set) var longPressGesture: LongPressGestureRecognizer?

  /// A screen of `count` rows, "Row 0" and on, whose collection view runs on `scheduler`.
  public init(count: Int, scheduler: (any Scheduler)? = nil) {
    rows = (0..<count).map { "Row \($0)" }
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
    if let scheduler { collectionView.scheduler = scheduler }
    super.init()
  }

  /// A screen of six rows.
  public required convenience init() { self.init(count: 6) }

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    collectionView.dataSource = self
    view.addSubview(collectionView)
    let longPressGesture = LongPressGestureRecognizer { [weak self] gesture in
      self?.handleLongGesture(gesture: gesture)
    }
    collectionView.addGestureRecognizer(longPressGesture)
    self.longPressGesture = longPressGesture
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    collectionView.frame = view.bounds
    (collectionView.collectionViewLayout as? CollectionViewFlowLayout)?.itemSize = CGSize(
      width: view.bounds.width, height: 1)
  }

  /// IGListKit's example's handler.
  func handleLongGesture(gesture: LongPressGestureRecognizer) {
    states.append(gesture.state)
    switch gesture.state {
    case .began:
      let touchLocation = gesture.location(in: self.collectionView)
      guard let selectedIndexPath = collectionView.indexPathForItem(at: touchLocation) else {
        break
      }
      collectionView.beginInteractiveMovementForItem(at: selectedIndexPath)
    case .changed:
      if let view = gesture.view {
        let position = gesture.location(in: view)
        collectionView.updateInteractiveMovementTargetPosition(position)
      }
    case .ended:
      collectionView.endInteractiveMovement()
    default:
      collectionView.cancelInteractiveMovement()
    }
  }

  /// The number of rows.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { rows.count }

  /// A list cell showing the row's text.
  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    if let cell = cell as? CollectionViewListCell {
      var content = cell.defaultContentConfiguration()
      content.text = rows[indexPath.item]
      cell.contentConfiguration = content
    }
    return cell
  }

  /// Every row moves.
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { true }

  /// Records the move and moves the row's text.
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    rows.insert(rows.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }
}
