import Foundation
import ListUI
import Synchronization

/// The images the pages show, by the address the page loads them from: `/image/` and a key
/// made from the image's file or bytes. A session registers each image its views show; the
/// server answers `GET /image/<key>` from here, and only for images registered, so that no
/// other file can be read through it.
///
/// It keeps the most recent ``capacity`` images; bytes are kept for images made from bytes,
/// the path for images from files (read again for each request).
final class ImageStore: Sendable {
  /// The store every session and server share.
  static let shared = ImageStore()

  /// How many images it keeps: the least recently registered go first.
  let capacity: Int

  private struct Entry {
    let source: ImageReference.Source
    var lastUse: UInt64
  }

  private struct State {
    var entries: [String: Entry] = [:]
    /// The keys of the images made from bytes, by their bytes: a session registers the images
    /// on screen at every frame, and looking the bytes up (a hash of their first bytes and a
    /// comparison) costs far less than hashing them all again.
    var dataKeys: [Data: String] = [:]
    var uses: UInt64 = 0
  }

  private let state = Mutex(State())

  init(capacity: Int = 512) {
    self.capacity = max(1, capacity)
  }

  /// The address the page loads `image`'s pixels from, or `nil` when it has none: a web
  /// image's own, the store's path for the others.
  ///
  /// - Complexity: O(*n*) in a data image's bytes the first time it is registered, for its key;
  ///   then a comparison of its bytes with the registered ones (`memcmp`); O(1) amortized for
  ///   the others.
  func path(for image: ImageReference) -> String? {
    guard let source = image.source else { return nil }
    if case .web(let url) = source { return url.absoluteString }
    var known: String?
    if case .data(let data) = source {
      known = state.withLock { $0.dataKeys[data] }
    }
    let key = known ?? Self.key(of: source)
    state.withLock { state in
      state.uses += 1
      state.entries[key] = Entry(source: source, lastUse: state.uses)
      if known == nil, case .data(let data) = source { state.dataKeys[data] = key }
      if state.entries.count > capacity {
        // Drop the least recently used eighth at once, so that eviction is amortized.
        let excess = state.entries.count - capacity + capacity / 8
        let oldest = state.entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(excess)
        for (key, entry) in oldest {
          state.entries[key] = nil
          if case .data(let data) = entry.source { state.dataKeys[data] = nil }
        }
      }
    }
    return "/image/" + key
  }

  /// How many images made from bytes it knows the keys of.
  var dataKeyCount: Int { state.withLock { $0.dataKeys.count } }

  /// How many images it keeps now.
  var count: Int { state.withLock { $0.entries.count } }

  /// Whether an image is registered at `key`.
  func contains(key: String) -> Bool { state.withLock { $0.entries[key] != nil } }

  /// The bytes and MIME type of the image at `key`, or `nil` when none is registered there,
  /// its file cannot be read, or it is not a PNG, GIF or JPEG file.
  func image(forKey key: String) -> (bytes: Data, mimeType: String)? {
    guard let source = state.withLock({ $0.entries[key]?.source }) else { return nil }
    let bytes: Data?
    switch source {
    case .data(let data): bytes = data
    case .file(let url): bytes = try? Data(contentsOf: url)
    case .web: bytes = nil
    }
    guard let bytes, let mimeType = ImageReference.mimeType(of: bytes) else { return nil }
    return (bytes, mimeType)
  }

  /// 16 hexadecimal digits of FNV-1a over the file's path or the bytes, and which it was.
  private static func key(of source: ImageReference.Source) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
      for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
    }
    let kind: String
    switch source {
    case .file(let url):
      kind = "f"
      add(url.standardizedFileURL.path.utf8)
    case .data(let data):
      kind = "d"
      add(data)
    case .web(let url):
      kind = "w"
      add(url.absoluteString.utf8)
    }
    let digits = String(hash, radix: 16)
    return kind + String(repeating: "0", count: 16 - digits.count) + digits
  }
}
