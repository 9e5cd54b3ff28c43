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
      self.init(indexes: [section, item])
    }

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
