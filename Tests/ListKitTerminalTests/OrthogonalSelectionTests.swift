import Foundation
import ListKitTerminal
import ListUI
import Testing

/// A one-line cell that shows its label.
@MainActor
final class NamedCell: CollectionViewCell {
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}

/// A screen of a compositional layout: a row of six cards, 10 columns each, that scrolls
/// sideways, then two list rows.
@MainActor
final class CardRowScreen: TerminalViewController, CollectionViewDataSource {
  let collectionView: CollectionView = {
    let layout = CollectionViewCompositionalLayout { section, environment in
      guard section == 0 else {
        return CollectionLayoutSection.list(
          using: CollectionLayoutListConfiguration(appearance: .plain),
          layoutEnvironment: environment)
      }
      let card = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      card.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 1)
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(
          widthDimension: .absolute(10), heightDimension: .absolute(1)),
        subitems: [card])
      let row = CollectionLayoutSection(group: group)
      row.orthogonalScrollingBehavior = .continuous
      return row
    }
    return CollectionView(frame: .zero, collectionViewLayout: layout)
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(NamedCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  override var focusedCollectionView: CollectionView? { collectionView }

  func numberOfSections(in collectionView: CollectionView) -> Int { 2 }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { section == 0 ? 6 : 2 }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? NamedCell)?.label.text =
      indexPath.section == 0 ? "card \(indexPath.item)" : "row \(indexPath.item)"
    return cell
  }
}

@MainActor @Suite struct OrthogonalSelectionTests {
  let backend = InMemoryBackend(size: TerminalSize(columns: 30, rows: 8))
  let app: TerminalApplication
  let screen = CardRowScreen()

  init() throws {
    app = TerminalApplication(backend: backend, title: "Cards")
    screen.collectionView.scheduler = app.scheduler
    app.push(screen)
    try app.start()
  }

  func press(_ keys: Key...) {
    for key in keys { app.press(key) }
  }

  /// The screen's line `row`, counted from the title bar.
  func line(_ row: Int) -> String {
    app.clock.runUntilIdle()
    let lines = backend.lastFrame?.text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.map { String($0[row]) } ?? ""
  }

  @Test func leftAndRightAreTheirOwnCommands() {
    #expect(TerminalCommand(.key(.left)) == .window(.moveLeft))
    #expect(TerminalCommand(.key(.character("h"))) == .window(.moveLeft))
    #expect(TerminalCommand(.key(.right)) == .window(.moveRight))
    #expect(TerminalCommand(.key(.character("l"))) == .window(.moveRight))
  }

  @Test func rightMovesAlongTheRowAndScrollsItToShowTheSelection() {
    // The selection's marker takes the first column of the selected card.
    #expect(line(1) == "▶ard 0    card 1    card 2")
    press(.right)
    #expect(app.selectedIndexPath == IndexPath(item: 1, section: 0))
    press(.right, .right, .right)
    #expect(app.selectedIndexPath == IndexPath(item: 4, section: 0))
    // Card 4 spans 40 to 49: the row scrolled by 19 to end it at the right edge.
    #expect(line(1) == " card 2    card 3    ▶ard 4")
    #expect(line(2).hasPrefix("row 0"))
    press(.left, .left, .left, .left)
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 0))
    #expect(line(1) == "▶ard 0    card 1    card 2")
  }

  @Test func rightGoesOnFromTheRowToTheRowsAfterIt() {
    press(.right, .right, .right, .right, .right, .right)
    #expect(app.selectedIndexPath == IndexPath(item: 0, section: 1))
    press(.down)
    #expect(app.selectedIndexPath == IndexPath(item: 1, section: 1))
  }
}
