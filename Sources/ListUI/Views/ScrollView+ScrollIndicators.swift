import Foundation

extension ScrollView {
  /// Whether the scroll view shows a vertical scroll indicator while it scrolls: UIKit's
  /// `showsVerticalScrollIndicator`. Neither renderer draws scroll indicators (a terminal's
  /// status line shows where the list is), so it is kept for the code that reads it.
  public var showsVerticalScrollIndicator: Bool {
    get { scrollIndicatorSettings.showsVertical }
    set { scrollIndicatorSettings.showsVertical = newValue }
  }

  /// Whether the scroll view shows a horizontal scroll indicator: UIKit's
  /// `showsHorizontalScrollIndicator`, kept as ``showsVerticalScrollIndicator`` is.
  public var showsHorizontalScrollIndicator: Bool {
    get { scrollIndicatorSettings.showsHorizontal }
    set { scrollIndicatorSettings.showsHorizontal = newValue }
  }

  /// How far the vertical scroll indicator stands in from the edges: UIKit's
  /// `verticalScrollIndicatorInsets`, kept as ``showsVerticalScrollIndicator`` is.
  public var verticalScrollIndicatorInsets: EdgeInsets {
    get { scrollIndicatorSettings.verticalInsets }
    set { scrollIndicatorSettings.verticalInsets = newValue }
  }

  /// How far the horizontal scroll indicator stands in from the edges: UIKit's
  /// `horizontalScrollIndicatorInsets`, kept as ``showsVerticalScrollIndicator`` is.
  public var horizontalScrollIndicatorInsets: EdgeInsets {
    get { scrollIndicatorSettings.horizontalInsets }
    set { scrollIndicatorSettings.horizontalInsets = newValue }
  }

  /// Both indicators' insets, UIKit's deprecated `scrollIndicatorInsets`: setting it sets
  /// ``verticalScrollIndicatorInsets`` and ``horizontalScrollIndicatorInsets``; reading it gives
  /// the vertical one's.
  public var scrollIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
}
