/// Whether the interface is light or dark: UIKit's `UIUserInterfaceStyle`. A web session's is the
/// browser's theme (`prefers-color-scheme`); a terminal's is dark when `COLORFGBG` names a dark
/// background, else light, UIKit's default.
public enum UserInterfaceStyle: Int, Sendable, CaseIterable {
  /// Not known.
  case unspecified
  /// Dark text on a light background.
  case light
  /// Light text on a dark background.
  case dark
}
