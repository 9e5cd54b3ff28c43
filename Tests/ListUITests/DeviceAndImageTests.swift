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
    // A symbol the table knows is its glyph, one cell; another is its name in brackets.
    let symbol = try #require(ImageReference(systemName: "heart"))
    #expect(symbol.name == "heart" && symbol.symbol == "♡")
    #expect(ImageView(image: symbol).frame.size == CGSize(width: 1, height: 1))
    let unknown = try #require(ImageReference(systemName: "tortoise"))
    #expect(ImageView(image: unknown).frame.size == CGSize(width: 10, height: 1))
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

/// Images from encoded bytes: their pixel size read from the header.
@Suite struct ImageDataTests {
  @Test func pngGifAndJpegHeadersGiveTheSize() throws {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    png += Array("IHDR".utf8) + [0, 0, 0x02, 0x80, 0, 0, 0x01, 0xE0]  // 640 × 480
    let pngImage = try #require(ImageReference(data: Data(png)))
    #expect(pngImage.name == "PNG 640×480")
    #expect(pngImage.size == CGSize(width: 80, height: 30))
    let gif = Array("GIF89a".utf8) + [0x10, 0, 0x08, 0]  // 16 × 8
    let gifImage = try #require(ImageReference(data: Data(gif)))
    #expect(gifImage.name == "GIF 16×8")
    #expect(gifImage.size == CGSize(width: 2, height: 1))
    // SOI, an APP0 segment of 4 bytes, then SOF0 for 100 × 50.
    let jpeg: [UInt8] = [
      0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 50, 0, 100, 3,
    ]
    let jpegImage = try #require(ImageReference(data: Data(jpeg)))
    #expect(jpegImage.name == "JPEG 100×50")
    #expect(ImageReference(data: Data("not an image".utf8)) == nil)
    #expect(pngImage.source == .data(Data(png)))
    #expect(ImageReference.mimeType(of: Data(gif)) == "image/gif")
    #expect(ImageReference.mimeType(of: Data("text".utf8)) == nil)
  }

  @Test func anImageFromTheWebIsNamedAfterItsAddress() throws {
    let url = try #require(URL(string: "https://example.com/photos/cat.jpg"))
    let image = try #require(ImageReference(url: url, size: CGSize(width: 40, height: 10)))
    #expect(image.name == "cat.jpg")
    #expect(image.size == CGSize(width: 40, height: 10))
    #expect(image.source == .web(url))
    // Another scheme, or a file that is not there: none.
    #expect(
      ImageReference(url: try #require(URL(string: "ftp://example.com/a.png")), size: .zero) == nil)
    #expect(ImageReference(url: URL(fileURLWithPath: "/no/such/file.png"), size: .zero) == nil)
  }

  @Test func anImageFromAFileKeepsWhereItsPixelsAre() throws {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    png += Array("IHDR".utf8) + [0, 0, 0x01, 0x40, 0, 0, 0, 0x20]  // 320 × 32
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "listui-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("photo.png")
    try Data(png).write(to: file)
    let image = try #require(ImageReference(contentsOfFile: file.path))
    #expect(image.name == "photo.png")
    #expect(image.size == CGSize(width: 40, height: 2))
    #expect(image.source == .file(URL(fileURLWithPath: file.path)))
    // No file, or not an image: none, as UIKit's.
    #expect(ImageReference(contentsOfFile: directory.appendingPathComponent("none").path) == nil)
    try Data("text".utf8).write(to: directory.appendingPathComponent("text.png"))
    #expect(
      ImageReference(contentsOfFile: directory.appendingPathComponent("text.png").path) == nil)
    #expect(ImageReference(named: "no such image", in: .main) == nil)
    // By name alone, where the bundle has none: a placeholder with no pixels.
    let placeholder = try #require(ImageReference(named: "no such image"))
    #expect(placeholder.source == nil)
  }
}
