import Foundation
import ListUI
import Testing

/// Auto Layout: constraints, anchors, content priorities and fitting sizes.
@MainActor
@Suite(.serialized) struct AutoLayoutTests {
  func container(width: CGFloat = 40, height: CGFloat = 10) -> View {
    View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  func label(_ text: String) -> Label {
    let label = Label()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }

  @Test func anchorsPinAViewInsideItsSuperview() {
    let root = container()
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 1),
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 2),
      root.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 3),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -4),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 2, y: 1, width: 35, height: 5))
    #expect(root.constraints.count == 4)
  }

  @Test func theItemAttributeForm_andTheIntrinsicSize_placeALabel() {
    let root = container()
    let text = label("hello")
    root.addSubview(text)
    LayoutConstraint(
      item: text, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
      multiplier: 1, constant: 2
    ).isActive = true
    LayoutConstraint(
      item: text, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
      multiplier: 1, constant: 3
    ).isActive = true
    root.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 3, y: 2, width: 5, height: 1))
  }

  @Test func centreAnchorsCentre_roundedToWholeCells() {
    let root = container(width: 11, height: 5)
    let spinner = ActivityIndicatorView(style: .medium)
    spinner.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(spinner)
    LayoutConstraint.activate([
      spinner.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      spinner.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(spinner.frame.size == CGSize(width: 1, height: 1))
    #expect(spinner.frame.minY == 2)
    #expect(spinner.frame.minX == 5)
  }

  @Test func aWeakerConstraintGivesWay_andInequalitiesBound() {
    let root = container()
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let wish = child.widthAnchor.constraint(equalToConstant: 30)
    wish.priority = .defaultHigh
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 1),
      child.widthAnchor.constraint(lessThanOrEqualToConstant: 20), wish,
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 20)
    wish.constant = 12
    root.layoutIfNeeded()
    #expect(child.frame.width == 12)
  }

  @Test func huggingDecidesWhichLabelStretches() {
    let root = container(width: 30, height: 1)
    let name = label("name")
    let value = label("value")
    root.addSubview(name)
    root.addSubview(value)
    name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    #expect(name.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    LayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 1),
      value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      name.topAnchor.constraint(equalTo: root.topAnchor),
      value.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(name.frame == CGRect(x: 0, y: 0, width: 4, height: 1))
    #expect(value.frame == CGRect(x: 5, y: 0, width: 25, height: 1))
  }

  @Test func compressionResistanceDecidesWhichLabelShrinks() {
    let root = container(width: 10, height: 1)
    let first = label("aaaaaaaa")
    let second = label("bbbbbbbb")
    root.addSubview(first)
    root.addSubview(second)
    first.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
    LayoutConstraint.activate([
      first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
      second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(first.frame.width == 8)
    #expect(second.frame.width == 2)
  }

  @Test func contradictoryRequiredConstraints_areReported_andTheFirstHolds() {
    var reports: [String] = []
    LayoutConstraint.unsatisfiableConstraintHandler = { reports.append($0) }
    defer { LayoutConstraint.unsatisfiableConstraintHandler = nil }
    let root = container()
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let second = child.widthAnchor.constraint(equalToConstant: 7)
    second.identifier = "second"
    LayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 5), second])
    root.layoutIfNeeded()
    #expect(child.frame.width == 5)
    #expect(reports.count == 1)
    #expect(reports.first?.contains("second: View.width == 7.0") == true)
  }

  @Test func itemsWithoutACommonAncestor_areNotActivated_andReported() {
    var reports: [String] = []
    LayoutConstraint.unsatisfiableConstraintHandler = { reports.append($0) }
    defer { LayoutConstraint.unsatisfiableConstraintHandler = nil }
    let constraint = View().widthAnchor.constraint(equalTo: View().widthAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(reports.count == 1)
  }

  @Test func deactivatingAConstraint_letsTheViewGo() {
    let root = container()
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let width = child.widthAnchor.constraint(equalToConstant: 9)
    width.isActive = true
    #expect(width.isActive)
    root.layoutIfNeeded()
    #expect(child.frame.width == 9)
    width.isActive = false
    #expect(!width.isActive)
    #expect(root.constraints.isEmpty && child.constraints.isEmpty)
    child.widthAnchor.constraint(equalToConstant: 4).isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.width == 4)
  }

  @Test func aViewThatKeepsItsFrame_isReadByTheConstraints() {
    let root = container()
    let fixed = View(frame: CGRect(x: 5, y: 2, width: 10, height: 3))
    let follower = View()
    follower.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(fixed)
    root.addSubview(follower)
    LayoutConstraint.activate([
      follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
      follower.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
      follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 0.5),
      follower.heightAnchor.constraint(equalToConstant: 1),
    ])
    root.layoutIfNeeded()
    #expect(fixed.frame == CGRect(x: 5, y: 2, width: 10, height: 3))
    #expect(follower.frame == CGRect(x: 5, y: 5, width: 5, height: 1))
  }

  @Test func nestedViewsArePlacedInTheirSuperviewsCoordinates() {
    let root = container()
    let box = View()
    let inner = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    inner.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    box.addSubview(inner)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
      box.widthAnchor.constraint(equalToConstant: 20),
      box.heightAnchor.constraint(equalToConstant: 6),
      inner.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -1),
      inner.bottomAnchor.constraint(equalTo: box.bottomAnchor),
      inner.widthAnchor.constraint(equalToConstant: 4),
      inner.heightAnchor.constraint(equalToConstant: 2),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 2, width: 20, height: 6))
    #expect(inner.frame == CGRect(x: 15, y: 4, width: 4, height: 2))
  }

  @Test func fittingSize_isTheSmallestThatKeepsTheConstraints() {
    let content = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let text = label("twelve chars")
    content.addSubview(text)
    LayoutConstraint.activate([
      text.topAnchor.constraint(equalTo: content.topAnchor, constant: 1),
      text.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 2),
      content.bottomAnchor.constraint(equalTo: text.bottomAnchor, constant: 1),
      content.trailingAnchor.constraint(equalTo: text.trailingAnchor, constant: 2),
    ])
    #expect(
      content.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 16, height: 3))
    #expect(content.frame.size == CGSize(width: 40, height: 40))
  }

  @Test func aWrappingLabelIsAsTallAsItsLinesAtTheWidthItIsGiven() {
    let content = View(frame: CGRect(x: 0, y: 0, width: 12, height: 40))
    let text = label("one two three four")
    text.numberOfLines = 0
    content.addSubview(text)
    LayoutConstraint.activate([
      text.topAnchor.constraint(equalTo: content.topAnchor),
      text.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 1),
      content.bottomAnchor.constraint(equalTo: text.bottomAnchor),
      content.trailingAnchor.constraint(equalTo: text.trailingAnchor, constant: 1),
    ])
    let size = content.systemLayoutSizeFitting(
      CGSize(width: 12, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // "one two" / "three four" within 10 columns.
    #expect(size == CGSize(width: 12, height: 2))
  }

  @Test func theSafeAreaGuideIsTheWholeView_inATerminal() {
    let root = container(width: 20, height: 4)
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let guide = root.safeAreaLayoutGuide
    #expect(guide.layoutFrame == root.bounds)
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == root.bounds)
  }

  @Test func theMarginsGuideIsInsideTheLayoutMargins() {
    let root = container(width: 20, height: 4)
    root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 0, right: 3)
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let guide = root.layoutMarginsGuide
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 2, y: 1, width: 15, height: 3))
  }

  @Test func updateConstraintsRunsBeforeTheNextLayout() {
    final class Growing: View {
      var updates = 0
      override func updateConstraints() {
        updates += 1
        super.updateConstraints()
      }
    }
    let view = Growing(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    view.layoutIfNeeded()
    #expect(view.updates == 0)
    view.setNeedsUpdateConstraints()
    #expect(view.needsUpdateConstraints())
    view.layoutIfNeeded()
    #expect(view.updates == 1)
    #expect(!view.needsUpdateConstraints())
  }
}

@MainActor
@Suite struct AutoLayoutContentTests {
  @Test func aLabelsNewText_resizesIt_atTheNextLayout() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
    let text = Label()
    text.text = "ab"
    text.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(text)
    LayoutConstraint.activate([
      text.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      text.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 18, y: 0, width: 2, height: 1))
    text.text = "abcdef"
    root.layoutIfNeeded()
    #expect(text.frame == CGRect(x: 14, y: 0, width: 6, height: 1))
  }

  /// Also: the attributes a cell is offered are a copy, so a cell that changes them in place and
  /// returns them, as UIKit's self-sizing cells do, gets its size.
  @Test func aSelfSizingCell_measuresItselfWithItsConstraints() throws {
    final class PaddedCell: CollectionViewCell {
      let label = Label()
      required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
          label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 1),
          label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 1),
          contentView.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 1),
          contentView.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 1),
        ])
      }
      override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
      ) -> CollectionViewLayoutAttributes {
        let size = contentView.systemLayoutSizeFitting(
          layoutAttributes.size, withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel)
        layoutAttributes.frame.size.height = size.height
        return layoutAttributes
      }
    }
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 12, height: 1)
    layout.minimumLineSpacing = 0
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 12, height: 20), collectionViewLayout: layout)
    final class Source: CollectionViewDataSource {
      func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 1 }
      func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? PaddedCell)?.label.text = "one two three four"
        return cell
      }
    }
    let source = Source()
    collectionView.register(PaddedCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    // 10 columns inside the padding: "one two" / "three four", and a row of padding each side.
    #expect(cell.frame.height == 4)
    let label = try #require((cell as? PaddedCell)?.label)
    #expect(label.frame == CGRect(x: 1, y: 1, width: 10, height: 2))
  }
}

@MainActor
@Suite struct AutoLayoutInCellsTests {
  /// Constraints to the cell's own anchors, which the cell holds, place the views too.
  @Test func aCellsOwnConstraintsPlaceItsViews() {
    final class AnchoredCell: CollectionViewCell {
      let label = Label()
      required init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "hi"
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
          label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -1),
          label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
      }
    }
    let cell = AnchoredCell(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
    #expect(cell.constraints.count == 2)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 10, height: 3))
    #expect(cell.label.frame == CGRect(x: 7, y: 1, width: 2, height: 1))
  }

  /// As a nib lays a cell out: the cell holds the constraints between its edges and its content
  /// view's subviews, and the content view holds those between the subviews. Both layout passes,
  /// the cell's and the content view's, see all of them, as UIKit's one engine does; the content
  /// view's pass used to place the subviews with its own constraints alone.
  @Test func constraintsHeldAboveAndBelowTheContentView_placeItsSubviewsTogether() {
    let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 626, height: 116))
    let name = Label()
    name.text = "Cell"
    let emoji = Label()
    emoji.text = "ok"
    let separator = View()
    for view in [separator, name, emoji] { view.translatesAutoresizingMaskIntoConstraints = false }
    for view in [separator, name, emoji] { cell.contentView.addSubview(view) }
    LayoutConstraint.activate([
      separator.heightAnchor.constraint(equalToConstant: 1),
      separator.trailingAnchor.constraint(equalTo: emoji.trailingAnchor),
      separator.leadingAnchor.constraint(equalTo: name.leadingAnchor),
      emoji.centerYAnchor.constraint(equalTo: name.centerYAnchor),
      cell.bottomAnchor.constraint(equalTo: separator.bottomAnchor),
      cell.trailingAnchor.constraint(equalTo: emoji.trailingAnchor, constant: 3),
      name.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 2),
      name.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
    ])
    #expect(cell.constraints.count == 4)
    #expect(cell.contentView.constraints.count == 3)
    cell.frame = CGRect(x: 0, y: 0, width: 20, height: 5)
    cell.layoutIfNeeded()
    #expect(name.frame == CGRect(x: 2, y: 2, width: 4, height: 1))
    #expect(emoji.frame == CGRect(x: 15, y: 2, width: 2, height: 1))
    #expect(separator.frame == CGRect(x: 2, y: 4, width: 15, height: 1))
    // Laying out the content view alone keeps them where they are.
    cell.contentView.setNeedsLayout()
    cell.contentView.layoutIfNeeded()
    #expect(name.frame == CGRect(x: 2, y: 2, width: 4, height: 1))
    #expect(separator.frame == CGRect(x: 2, y: 4, width: 15, height: 1))
  }
}
