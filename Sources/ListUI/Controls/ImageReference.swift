import Foundation

/// An image: its name, its size, and where its pixels are.
///
/// A terminal draws no pixels: it draws a placeholder of the image's size with its name (see
/// ``ImageView``). A browser shows the pixels, an `<img>` that loads them, when the image has
/// them: an image from a file (``init(named:in:)``, ``init(contentsOfFile:)``), from bytes
/// (``init(data:)``) or from the web (``init(url:size:)``); until they load, and for an image by
/// name alone, it shows the placeholder.
public struct ImageReference: Hashable, Sendable {
  /// What the image is, such as a file name.
  public var name: String
  /// The image's natural size.
  public var size: CGSize
  /// Where the image's pixels are, or `nil` when they are not known.
  public var source: Source?
  /// The glyph a system symbol is drawn as, such as `♥` (``init(systemName:)``); `nil` for
  /// other images.
  public internal(set) var symbol: String?
  /// How the image is drawn: in its colours or the tint colour (UIKit's `renderingMode`).
  public var renderingMode: RenderingMode = .automatic
  /// The size and weight a symbol is drawn at (UIKit's `symbolConfiguration`).
  public var symbolConfiguration: SymbolConfiguration?

  /// Where an image's pixels are.
  public enum Source: Hashable, Sendable {
    /// A PNG, GIF or JPEG file, read when it is shown.
    case file(URL)
    /// A PNG, GIF or JPEG file's bytes.
    case data(Data)
    /// An image on the web, at an `http` or `https` address, which the browser loads itself.
    case web(URL)
  }

  /// Creates a reference to an image, with its pixels at `source` if it has any.
  public init(name: String, size: CGSize, source: Source? = nil) {
    self.name = name
    self.size = size
    self.source = source
  }

  /// The image named `name`: UIKit's `UIImage(named:)`. The app's main bundle's resource of
  /// that name, or of that name with the extension `png`, `jpg`, `jpeg` or `gif`, as
  /// ``init(named:in:)`` finds it; otherwise, as a terminal has no asset catalogue, a
  /// placeholder one line high and as wide as its name in brackets. There is always one.
  public init?(named name: String) {
    if let found = Self(named: name, in: .main) {
      self = found
    } else {
      self.init(name: name, size: CGSize(width: TextMetrics.width(of: name) + 2, height: 1))
    }
  }

  /// The resource named `name` in `bundle` (the main bundle when `nil`), a PNG, GIF or JPEG
  /// file: UIKit's `UIImage(named:in:compatibleWith:)`. `name` may leave out the extension
  /// `png`, `jpg`, `jpeg` or `gif`. Sized as ``init(data:)`` says; `nil` when the bundle has no
  /// such image, as UIKit's.
  ///
  /// - Complexity: Reads the file's header, not its pixels.
  public init?(named name: String, in bundle: Bundle?) {
    let bundle = bundle ?? .main
    let candidates = [nil, "png", "jpg", "jpeg", "gif"].lazy.compactMap { ext in
      bundle.url(forResource: name, withExtension: ext)
    }
    guard let url = candidates.first else { return nil }
    self.init(contentsOfFile: url.path)
    self.name = name
  }

  /// The image at `url`, of `size`, as an app that loads its images from the web shows them
  /// (with a library such as SDWebImage's `sd_setImage(with:)` on iOS): a file URL is read as
  /// ``init(contentsOfFile:)`` reads it, sized as `size` says; an `http` or `https` one is
  /// loaded by a browser itself, and drawn in a terminal as a placeholder named after the
  /// address's last part. `nil` for a file that cannot be read and for other schemes.
  public init?(url: URL, size: CGSize) {
    if url.isFileURL {
      guard let image = Self(contentsOfFile: url.path) else { return nil }
      self = image
      self.size = size
      return
    }
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      return nil
    }
    let last = url.lastPathComponent
    self.init(
      name: last.isEmpty || last == "/" ? (url.host ?? url.absoluteString) : last, size: size,
      source: .web(url))
  }

  /// The PNG, GIF or JPEG file at `path`: UIKit's `UIImage(contentsOfFile:)`. Named after the
  /// file and sized as ``init(data:)`` says; its pixels are read again when it is shown. `nil`
  /// when the file cannot be read or is none of these formats.
  ///
  /// - Complexity: Reads at most the file's first megabyte, for its header.
  public init?(contentsOfFile path: String) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 1 << 20),
      let (_, pixels) = Self.pixelSize(of: [UInt8](header))
    else { return nil }
    self.init(
      name: (path as NSString).lastPathComponent, size: Self.cellSize(ofPixels: pixels),
      source: .file(URL(fileURLWithPath: path)))
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
      name: "\(format) \(pixels.width)×\(pixels.height)", size: Self.cellSize(ofPixels: pixels),
      source: .data(data))
  }

  /// The format of a PNG, GIF or JPEG file's bytes, as a MIME type such as `image/png`; `nil`
  /// for other bytes.
  public static func mimeType(of bytes: Data) -> String? {
    guard let (format, _) = pixelSize(of: [UInt8](bytes.prefix(1 << 20))) else { return nil }
    return "image/" + format.lowercased()
  }

  /// One cell for each 8 × 16 pixels, at least one.
  private static func cellSize(ofPixels pixels: (width: Int, height: Int)) -> CGSize {
    CGSize(
      width: Swift.max(1, (CGFloat(pixels.width) / 8).rounded()),
      height: Swift.max(1, (CGFloat(pixels.height) / 16).rounded()))
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

}
