import Foundation

/// How much room the interface has along one axis: UIKit's `UIUserInterfaceSizeClass`. A host's
/// window is regular from 600 points wide (75 cells) and from 500 points tall (30 rows), compact
/// below, as an iPad's and a phone's are.
public enum UserInterfaceSizeClass: Int, Sendable, CaseIterable {
  /// Not known.
  case unspecified
  /// Little room: a phone's width.
  case compact
  /// Plenty of room: a tablet's.
  case regular

  /// The size class of a window `length` points long along the axis, where `regularFrom` points
  /// make it regular.
  static func of(length: CGFloat, regularFrom: CGFloat) -> UserInterfaceSizeClass {
    length >= regularFrom ? .regular : .compact
  }
}
