import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
  extension IndexPath {
    /// Creates an index path for an item in a section, as UIKit does on Apple platforms.
    ///
    /// - Parameters:
    ///   - item: The item's index within its section.
    ///   - section: The section's index.
    @inlinable
    public init(item: Int, section: Int) {
      // A copy of a two-index path with its indexes set allocates nothing, where an array of the
      // two would be allocated for each index path.
      self = Self.pairTemplate
      self[0] = section
      self[1] = item
    }

    /// A path of two indexes, which ``init(item:section:)`` copies and sets.
    @usableFromInline
    static let pairTemplate = IndexPath(indexes: [0, 0])

    /// The section of an index path made with ``init(item:section:)``: its first index.
    ///
    /// - Precondition: The index path has exactly two indexes, as UIKit requires.
    @inlinable
    public var section: Int {
      get {
        _checkItemSectionShape()
        return self[0]
      }
      set {
        _checkItemSectionShape()
        self[0] = newValue
      }
    }

    /// The item of an index path made with ``init(item:section:)``: its second index.
    ///
    /// - Precondition: The index path has exactly two indexes, as UIKit requires.
    @inlinable
    public var item: Int {
      get {
        _checkItemSectionShape()
        return self[1]
      }
      set {
        _checkItemSectionShape()
        self[1] = newValue
      }
    }

    @inlinable
    func _checkItemSectionShape() {
      precondition(
        count == 2,
        "Invalid index path for use with a collection view. Index paths must contain exactly two "
          + "indices, a section and an item; this one has \(count): \(self).")
    }
  }
#endif
