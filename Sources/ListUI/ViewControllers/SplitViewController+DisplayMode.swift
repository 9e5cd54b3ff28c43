extension SplitViewController {
  /// How a split view arranges its columns: UIKit's `UISplitViewController.DisplayMode`.
  public enum DisplayMode: Int, Hashable, Sendable {
    /// The system's choice for the room there is.
    case automatic
    /// The secondary column alone.
    case secondaryOnly
    /// The primary column beside the secondary.
    case oneBesideSecondary
    /// The primary column over the secondary.
    case oneOverSecondary
    /// The supplementary and primary columns beside the secondary.
    case twoBesideSecondary
    /// The supplementary and primary columns over the secondary.
    case twoOverSecondary
    /// The supplementary and primary columns pushing the secondary aside.
    case twoDisplaceSecondary

    /// UIKit's older name for ``secondaryOnly``.
    public static let primaryHidden = DisplayMode.secondaryOnly
    /// UIKit's older name for ``oneBesideSecondary``.
    public static let allVisible = DisplayMode.oneBesideSecondary
    /// UIKit's older name for ``oneOverSecondary``.
    public static let primaryOverlay = DisplayMode.oneOverSecondary
  }
}
