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
    /// - Precondition: The index path has exactly two indexes.
    @inlinable
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The item of an index path made with ``init(item:section:)``: its second index.
    ///
    /// - Precondition: The index path has exactly two indexes.
    @inlinable
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
