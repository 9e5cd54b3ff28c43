import Foundation
import ListUI
import Testing

@testable import ListKitWeb

/// UIKit's accessibility properties become ARIA in the page: traits are roles and states, a view
/// read as one element is named by its label or its subviews' text and hides them, hidden views
/// are hidden, and a photo keeps its colours.
@MainActor
@Suite struct AccessibilityTests {
  /// A screen of `views`, after the page's hello, and the attributes the page got for each.
  static func attributes(of views: [View]) -> [[String: String]] {
    let screen = ViewController()
    for (row, view) in views.enumerated() {
      view.frame = CGRect(x: 0, y: CGFloat(row * 2), width: 30, height: 2)
      screen.view.addSubview(view)
    }
    let recorder = Recorder(root: screen)
    recorder.hello()
    return views.map {
      recorder.session.shown[recorder.session.keys.key(for: $0)]?.attributes ?? [:]
    }
  }

  @Test func traitsAreRolesAndStates() {
    let header = Label()
    header.text = "Fruit"
    header.accessibilityTraits = .header
    let link = Label()
    link.text = "More"
    link.accessibilityTraits = [.link, .selected]
    let off = View()
    off.accessibilityTraits = [.button, .notEnabled, .updatesFrequently]
    let photo = ImageView(image: ImageReference(named: "cat"))
    photo.accessibilityLabel = "A cat asleep"
    photo.accessibilityHint = "Opens the photo"
    photo.accessibilityIgnoresInvertColors = true
    let attributes = Self.attributes(of: [header, link, off, photo])
    #expect(attributes[0]["role"] == "heading" && attributes[0]["aria-level"] == "2")
    #expect(attributes[1]["role"] == "link" && attributes[1]["aria-current"] == "true")
    #expect(attributes[2]["role"] == "button" && attributes[2]["aria-disabled"] == "true")
    #expect(attributes[2]["aria-live"] == "off")
    #expect(attributes[3]["aria-label"] == "A cat asleep" && attributes[3]["role"] == "img")
    #expect(attributes[3]["aria-description"] == "Opens the photo")
    #expect(attributes[3]["data-keep-colors"] == "")
  }

  @Test func aViewReadAsOneElementIsNamedByItsSubviewsAndHidesThem() {
    let row = View()
    let name = Label()
    name.text = "Banana"
    let price = Label()
    price.text = "$1"
    row.addSubview(name)
    row.addSubview(price)
    row.isAccessibilityElement = true
    row.accessibilityValue = "in stock"
    let hidden = View()
    let inside = Label()
    inside.text = "secret"
    hidden.addSubview(inside)
    hidden.accessibilityElementsHidden = true
    let silent = Label()
    silent.text = "decoration"
    silent.isAccessibilityElement = false
    let screen = ViewController()
    for (index, view) in [row, hidden, silent].enumerated() {
      view.frame = CGRect(x: 0, y: CGFloat(index * 2), width: 30, height: 2)
      screen.view.addSubview(view)
    }
    let recorder = Recorder(root: screen)
    recorder.hello()
    func attributes(_ view: View) -> [String: String] {
      recorder.session.shown[recorder.session.keys.key(for: view)]?.attributes ?? [:]
    }
    #expect(attributes(row)["role"] == "group")
    #expect(attributes(row)["aria-label"] == "Banana, $1, in stock")
    #expect(attributes(name)["aria-hidden"] == "true")
    #expect(attributes(hidden)["aria-hidden"] == "true")
    #expect(attributes(inside)["aria-hidden"] == "true")
    #expect(attributes(silent)["aria-hidden"] == "true")
    // Labels and controls are elements by default, other views not, as in UIKit.
    #expect(name.isAccessibilityElement && Button().isAccessibilityElement)
    #expect(!View().isAccessibilityElement && !ImageView(image: nil).isAccessibilityElement)
  }
}
