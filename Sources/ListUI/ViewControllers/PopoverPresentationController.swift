import Foundation

/// Where a popover points: ListUI's `UIPopoverPresentationController`, which a view
/// controller has while it is presented with ``ModalPresentationStyle/popover``.
///
/// A terminal has no arrows to point with: a popover is drawn as the other presentations over
/// the current context are, and the source is kept for code that reads it.
@MainActor
public final class PopoverPresentationController {
  /// The view the popover points at.
  public weak var sourceView: View?

  /// The rectangle of ``sourceView`` the popover points at.
  public var sourceRect = CGRect.zero

  /// The bar button item the popover points at.
  public weak var barButtonItem: BarButtonItem?

  init() {}
}
