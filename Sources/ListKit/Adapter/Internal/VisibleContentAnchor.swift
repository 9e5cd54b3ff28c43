import Foundation

/// The items on screen when an update began, first to last along the scroll direction, each by
/// its object's key and its index in the section, with where it was on screen: what
/// ``ListAdapter/keepsVisibleContentPosition`` keeps in place after a reload, which keeps no cell.
struct VisibleContentAnchor {
  struct Item {
    /// The key of the item's object.
    var key: ObjectKey
    /// The item's index in its section.
    var item: Int
    /// The item's origin less the content offset: where it was on screen.
    var originOnScreen: CGPoint
  }

  var items: [Item]
}
