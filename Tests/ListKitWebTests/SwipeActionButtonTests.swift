import Foundation
import ListUI
import Testing

@testable import ListKitWeb

/// A row's swipe actions (UIKit's `UIContextualAction`s from a list configuration) are buttons on
/// the row in the page, which the page shows on hover, selection or a swipe; a click runs one.
@MainActor @Suite struct SwipeActionButtonTests {
  /// Three rows in a list configuration with a trailing Delete and a leading Pin.
  final class Screen: ViewController, CollectionViewDataSource {
    var ran: [String] = []
    lazy var collectionView: CollectionView = {
      var configuration = CollectionLayoutListConfiguration(appearance: .plain)
      configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        SwipeActionsConfiguration(actions: [
          ContextualAction(style: .destructive, title: "Delete") { _, _, done in
            self?.ran.append("Delete \(indexPath.item)")
            done(true)
          }
        ])
      }
      configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        SwipeActionsConfiguration(actions: [
          ContextualAction(style: .normal, title: "Pin") { _, _, done in
            self?.ran.append("Pin \(indexPath.item)")
            done(true)
          }
        ])
      }
      return CollectionView(
        frame: .zero,
        collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
    }()

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.dataSource = self
      collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
      view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      collectionView.frame = view.bounds
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      if let cell = cell as? CollectionViewListCell {
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.item)"
        cell.contentConfiguration = content
      }
      return cell
    }
  }

  /// The screen shown in a 40 by 12 page, and the element key of its row `item`.
  static func show(row item: Int) throws -> (Screen, Recorder, String) {
    let screen = Screen()
    let recorder = Recorder(root: screen)
    recorder.hello(columns: 40, rows: 12)
    let cell = try #require(
      screen.collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
    return (screen, recorder, recorder.session.keys.key(for: cell))
  }

  @Test func aRowsSwipeActionsAreButtonsAtItsEnds_andAClickRunsOne() throws {
    let (screen, recorder, row) = try Self.show(row: 2)
    let delete = try #require(recorder.session.shown["\(row).w0"])
    let pin = try #require(recorder.session.shown["\(row).w1"])
    #expect(delete.attributes["aria-label"] == "Delete")
    #expect(delete.attributes["data-swipe"] == "trailing")
    #expect(delete.frame.maxX == 40 && delete.frame.width == 8)
    #expect(pin.attributes["data-swipe"] == "leading" && pin.frame.minX == 0)
    // Over the row's content.
    #expect(recorder.session.shown[row]?.children.suffix(2) == ["\(row).w0", "\(row).w1"])
    recorder.session.receive(.click(id: "\(row).w0", x: nil, y: nil))
    #expect(screen.ran == ["Delete 2"])
    #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    recorder.session.receive(.click(id: "\(row).w1", x: nil, y: nil))
    #expect(screen.ran == ["Delete 2", "Pin 2"])
  }

  @Test func aClickOnASwipeButtonThePageWasNotShownIsDropped() throws {
    let (screen, recorder, row) = try Self.show(row: 0)
    recorder.session.receive(.click(id: "\(row).w7", x: nil, y: nil))
    recorder.session.receive(.click(id: "v999.w0", x: nil, y: nil))
    #expect(screen.ran.isEmpty)
    #expect(recorder.logLines.filter { $0.contains("no element") }.count == 2)
  }
}
