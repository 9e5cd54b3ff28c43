import Foundation

/// An image by name and size; a terminal draws a placeholder of that size.
public struct ImageReference: Hashable, Sendable {
  /// What the image is, such as a file name or a URL.
  public var name: String
  /// The image's natural size.
  public var size: CGSize

  /// Creates a reference to an image.
  public init(name: String, size: CGSize) {
    self.name = name
    self.size = size
  }

  /// The image named `name`: UIKit's `UIImage(named:)`. A terminal has no asset catalogue, so
  /// there is always one, one line high and as wide as its name in brackets, drawn as that
  /// placeholder.
  public init?(named name: String) {
    self.init(name: name, size: CGSize(width: TextMetrics.width(of: name) + 2, height: 1))
  }

  /// The image encoded in `data`, a PNG, GIF or JPEG file's bytes: UIKit's `UIImage(data:)`.
  /// A terminal draws no pixels: the image is a placeholder named after its format and pixel
  /// size, such as `PNG 640×480`, of one cell for each 8 × 16 pixels (a terminal cell's usual
  /// proportions), at least one. `nil` when the bytes are none of these formats, as UIKit's.
  ///
  /// - Complexity: O(*n*) in the bytes before a JPEG's frame header; O(1) for PNG and GIF.
  public init?(data: Data) {
    guard let (format, pixels) = Self.pixelSize(of: [UInt8](data.prefix(1 << 20))) else {
      return nil
    }
    self.init(
      name: "\(format) \(pixels.width)×\(pixels.height)",
      size: CGSize(
        width: Swift.max(1, (CGFloat(pixels.width) / 8).rounded()),
        height: Swift.max(1, (CGFloat(pixels.height) / 16).rounded())))
  }

  /// The format and pixel size a PNG, GIF or JPEG header gives.
  private static func pixelSize(of bytes: [UInt8]) -> (String, (width: Int, height: Int))? {
    func bigEndian(_ offset: Int, _ count: Int) -> Int {
      bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
    if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      return ("PNG", (bigEndian(16, 4), bigEndian(20, 4)))
    }
    if bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)) {
      return ("GIF", (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8))
    }
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    // JPEG: walk the markers to the first frame header (SOF0 to SOF15 but DHT, JPG and DAC).
    var offset = 2
    while offset + 9 < bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      let length = bigEndian(offset + 2, 2)
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        return ("JPEG", (bigEndian(offset + 7, 2), bigEndian(offset + 5, 2)))
      }
      guard length >= 2 else { return nil }
      offset += 2 + length
    }
    return nil
  }

  /// The system symbol named `systemName`, such as `"heart"`: UIKit's
  /// `UIImage(systemName:)`, sized and drawn as ``init(named:)`` says.
  public init?(systemName: String) {
    self.init(named: systemName)
  }
}
