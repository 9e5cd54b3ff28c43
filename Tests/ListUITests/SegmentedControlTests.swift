import Foundation
import ListUI
import Testing

/// `SegmentedControl`, ListUI's `UISegmentedControl`.
@MainActor
@Suite struct SegmentedControlTests {
  @Test func segmentsAreInsertedRemovedAndRetitled_keepingTheSelection() {
    let control = SegmentedControl(items: ["All", "Colors", 3])
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(control.titleForSegment(at: 2) == "3")
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "New", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2)
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.setTitle("Users", forSegmentAt: 1)
    #expect((0..<3).map { control.titleForSegment(at: $0) } == ["New", "Users", "3"])
    control.selectedSegmentIndex = 9
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
  }

  @Test func aPressSelectsTheSegmentUnderIt_andSendsValueChangedOnlyForAChange() {
    let control = SegmentedControl(items: ["All", "Colors"])
    var changes: [Int] = []
    control.addAction(
      Action { action in
        changes.append((action.sender as? SegmentedControl)?.selectedSegmentIndex ?? -2)
      }, for: .valueChanged)
    // " All │ Colors ": All is columns 0 to 4, the bar 5, Colors 6 to 13.
    #expect(control.segment(atColumn: 5) == nil)
    #expect(control.press(at: CGPoint(x: 7, y: 0)))
    #expect(control.press(at: CGPoint(x: 8, y: 0)))
    #expect(!control.press(at: CGPoint(x: 5, y: 0)))
    control.setEnabled(false, forSegmentAt: 0)
    #expect(!control.press(at: CGPoint(x: 1, y: 0)))
    #expect(changes == [1])
    control.selectedSegmentIndex = 0
    #expect(changes == [1])
    #expect(control.sizeThatFits(.zero) == CGSize(width: 14, height: 1))
  }

  @Test func theSelectedSegmentIsReversed_orOnItsTint() {
    let control = SegmentedControl(items: ["All", "Colors"])
    control.frame = CGRect(x: 0, y: 0, width: 14, height: 1)
    control.selectedSegmentIndex = 1
    var surface = TextRecordingSurface(width: 14, height: 1)
    control.drawHierarchy(on: surface)
    #expect(surface.strings == [" All ", "│", " Colors "])
    #expect(surface.texts.map(\.origin.x) == [0, 5, 6])
    #expect(surface.styles == [.plain, .plain, .reversed])
    control.selectedSegmentTintColor = .systemBlue
    surface = TextRecordingSurface(width: 14, height: 1)
    control.drawHierarchy(on: surface)
    #expect(surface.styles.last == TextStyle(background: .rgb(red: 0, green: 122, blue: 255)))
  }
}
