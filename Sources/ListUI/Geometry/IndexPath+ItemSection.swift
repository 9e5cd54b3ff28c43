import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
  // ListDiffKit declares the same members; when both modules are imported, its declarations are
  // the ones chosen, so that `IndexPath(item:section:)` is never ambiguous.
  extension IndexPath {
    /// Creates an index path for an item in a section, as UIKit does on Apple platforms.
    @_disfavoredOverload
    public init(item: Int, section: Int) {
      // A copy of a two-index path with its indexes set allocates nothing, where an array of the
      // two would be allocated for each index path.
      self = Self.pairTemplate
      self[0] = section
      self[1] = item
    }

    /// A path of two indexes, which ``init(item:section:)`` copies and sets.
    private static let pairTemplate = IndexPath(indexes: [0, 0])

    /// The section: an index path's first index.
    ///
    /// - Precondition: The index path has exactly two indexes, as UIKit requires.
    @_disfavoredOverload
    public var section: Int {
      get {
        precondition(count == 2, Self.shapeMessage(count))
        return self[0]
      }
      set {
        precondition(count == 2, Self.shapeMessage(count))
        self[0] = newValue
      }
    }

    /// The item: an index path's second index.
    ///
    /// - Precondition: The index path has exactly two indexes, as UIKit requires.
    @_disfavoredOverload
    public var item: Int {
      get {
        precondition(count == 2, Self.shapeMessage(count))
        return self[1]
      }
      set {
        precondition(count == 2, Self.shapeMessage(count))
        self[1] = newValue
      }
    }

    /// Creates an index path for a row in a section, as UIKit's table views name an item.
    @_disfavoredOverload
    public init(row: Int, section: Int) {
      self.init(item: row, section: section)
    }

    /// The row: UIKit's table-view name for ``item``, an index path's second index.
    ///
    /// - Precondition: The index path has exactly two indexes, as UIKit requires.
    @_disfavoredOverload
    public var row: Int {
      get { item }
      set { item = newValue }
    }

    private static func shapeMessage(_ count: Int) -> String {
      "Invalid index path for use with a collection view. Index paths must contain exactly two "
        + "indices, a section and an item; this one has \(count)."
    }
  }
#endif

extension IndexPath {
  /// The index path as UIKit's messages show an `NSIndexPath`, without the object's address:
  /// `<NSIndexPath> {length = 2, path = 0 - 1}` where UIKit prints
  /// `<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`. The indexes print unsigned, as
  /// `NSIndexPath` holds them, so -1 shows as 18446744073709551615.
  var listDescription: String {
    let path = map { String(UInt(bitPattern: $0)) }.joined(separator: " - ")
    return "<NSIndexPath> {length = \(count), path = \(path)}"
  }
}
