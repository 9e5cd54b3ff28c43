import Foundation

/// What a scroll view keeps of UIKit's scroll indicator settings.
struct ScrollIndicatorSettings {
  var showsVertical = true
  var showsHorizontal = true
  var verticalInsets = EdgeInsets.zero
  var horizontalInsets = EdgeInsets.zero
}
