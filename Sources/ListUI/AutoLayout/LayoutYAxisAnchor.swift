import Foundation

/// A vertical edge, centre or baseline of a view or layout guide: ListUI's
/// `NSLayoutYAxisAnchor`.
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}
