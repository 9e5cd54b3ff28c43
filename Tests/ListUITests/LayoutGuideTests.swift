import Foundation
import ListUI
import Testing

/// Layout guides that constraints place, solved with the views around them, as UIKit's.
@MainActor
@Suite(.serialized) struct LayoutGuideTests {
  func container(width: CGFloat = 40, height: CGFloat = 10) -> View {
    View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  func box(width: CGFloat, height: CGFloat = 1, in root: View) -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    LayoutConstraint.activate([
      view.widthAnchor.constraint(equalToConstant: width),
      view.heightAnchor.constraint(equalToConstant: height),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return view
  }

  @Test func aGuide_isOwnedByTheViewItIsAddedTo_andLeavesWhenRemoved() {
    let root = container()
    let other = container()
    let guide = LayoutGuide()
    guide.identifier = "gap"
    #expect(guide.owningView == nil)
    #expect(guide.layoutFrame == .zero)
    root.addLayoutGuide(guide)
    #expect(guide.owningView === root)
    #expect(root.layoutGuides.map(\.identifier) == ["gap"])
    other.addLayoutGuide(guide)
    #expect(root.layoutGuides.isEmpty)
    #expect(other.layoutGuides.count == 1)
    other.removeLayoutGuide(guide)
    #expect(guide.owningView == nil)
    #expect(other.layoutGuides.isEmpty)
  }

  @Test func twoSpacerGuidesOfEqualWidth_spaceThreeViewsEqually() {
    let root = container(width: 26, height: 3)
    let views = [4, 6, 2].map { box(width: CGFloat($0), in: root) }
    let gaps = [LayoutGuide(), LayoutGuide()]
    for gap in gaps { root.addLayoutGuide(gap) }
    LayoutConstraint.activate([
      views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
      gaps[0].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
      gaps[0].trailingAnchor.constraint(equalTo: views[1].leadingAnchor),
      gaps[1].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
      gaps[1].trailingAnchor.constraint(equalTo: views[2].leadingAnchor),
      views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
      gaps[0].widthAnchor.constraint(equalTo: gaps[1].widthAnchor),
      gaps[0].topAnchor.constraint(equalTo: root.topAnchor),
      gaps[1].topAnchor.constraint(equalTo: root.topAnchor),
      gaps[0].heightAnchor.constraint(equalToConstant: 1),
      gaps[1].heightAnchor.constraint(equalTo: gaps[0].heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 11, 24])
    #expect(gaps[0].layoutFrame == CGRect(x: 4, y: 0, width: 7, height: 1))
    #expect(gaps[1].layoutFrame == CGRect(x: 17, y: 0, width: 7, height: 1))
    // Wider, the gaps grow alike.
    root.frame.size.width = 30
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(gaps.map(\.layoutFrame.width) == [9, 9])
    #expect(views[1].frame.minX == 13)
  }

  @Test func aGuideAroundAGroup_centresTheGroupInItsView() {
    let root = container(width: 20, height: 9)
    let group = LayoutGuide()
    root.addLayoutGuide(group)
    let top = box(width: 6, height: 2, in: root)
    let bottom = box(width: 4, height: 1, in: root)
    // `box` pins the tops to the root; the group's own edges replace that here.
    for constraint in root.constraints where constraint.firstAttribute == .top {
      constraint.isActive = false
    }
    LayoutConstraint.activate([
      top.topAnchor.constraint(equalTo: group.topAnchor),
      bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 1),
      bottom.bottomAnchor.constraint(equalTo: group.bottomAnchor),
      top.leadingAnchor.constraint(equalTo: group.leadingAnchor),
      top.trailingAnchor.constraint(equalTo: group.trailingAnchor),
      bottom.centerXAnchor.constraint(equalTo: group.centerXAnchor),
      group.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      group.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(group.layoutFrame == CGRect(x: 7, y: 3, width: 6, height: 4))
    #expect(top.frame == CGRect(x: 7, y: 3, width: 6, height: 2))
    #expect(bottom.frame == CGRect(x: 8, y: 6, width: 4, height: 1))
  }

  @Test func aGuideInASubview_isReportedInItsOwnViewsCoordinates() {
    let root = container(width: 20, height: 6)
    let panel = View(frame: CGRect(x: 5, y: 2, width: 10, height: 4))
    root.addSubview(panel)
    let guide = LayoutGuide()
    panel.addLayoutGuide(guide)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 2),
      guide.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -3),
      guide.topAnchor.constraint(equalTo: panel.topAnchor, constant: 1),
      guide.heightAnchor.constraint(equalToConstant: 2),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 2, y: 1, width: 5, height: 2))
  }
}
