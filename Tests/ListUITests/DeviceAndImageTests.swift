import Foundation
import ListUI
import Testing

/// UIKit's small names a terminal answers in its own way: images by name, the device, popovers,
/// prefetching.
@MainActor
@Suite struct DeviceAndImageTests {
  @Test func imagesByNameArePlaceholdersAsWideAsTheirName() throws {
    let image = try #require(ImageReference(named: "avatar"))
    #expect(image.size == CGSize(width: 8, height: 1))
    let symbol = try #require(ImageReference(systemName: "heart"))
    #expect(symbol.name == "heart")
    let view = ImageView(image: symbol)
    #expect(view.frame.size == CGSize(width: 7, height: 1))
  }

  @Test func theDeviceIsATerminal_withNoIdiomOfUIKits() {
    let device = Device.current
    #expect(device.userInterfaceIdiom == .unspecified)
    #expect(device.userInterfaceIdiom != .pad)
    #expect(device.model == "Terminal")
    #if os(Linux)
      #expect(device.systemName == "Linux")
    #endif
    #expect(device.systemVersion.split(separator: ".").count == 3)
  }

  @Test func onlyAPopoverHasAPopoverPresentationController() {
    let controller = ViewController()
    #expect(controller.popoverPresentationController == nil)
    controller.modalPresentationStyle = .popover
    let popover = controller.popoverPresentationController
    #expect(popover != nil)
    popover?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(controller.popoverPresentationController === popover)
    #expect(controller.popoverPresentationController?.sourceRect.width == 3)
  }

  @Test func prefetchingIsKept_andGroupTableViewBackgroundIsTheGroupedBackground() {
    let collectionView = CollectionView(
      frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    #expect(collectionView.isPrefetchingEnabled)
    collectionView.isPrefetchingEnabled = false
    #expect(!collectionView.isPrefetchingEnabled)
    #expect(Color.groupTableViewBackground == Color.systemGroupedBackground)
  }
}

/// Accessibility identifiers find views.
@MainActor
@Suite struct AccessibilityIdentifierTests {
  @Test func aViewIsFoundByItsIdentifier() {
    let root = View()
    let row = View()
    let button = Button(type: .system)
    button.accessibilityIdentifier = "optionsButton"
    button.accessibilityLabel = "Options"
    root.addSubview(row)
    row.addSubview(button)
    #expect(root.view(withAccessibilityIdentifier: "optionsButton") === button)
    #expect(root.view(withAccessibilityIdentifier: "missing") == nil)
    #expect(button.accessibilityLabel == "Options")
  }
}
