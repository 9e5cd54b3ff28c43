import Foundation

/// A horizontal edge or centre of a view or layout guide: ListUI's `NSLayoutXAxisAnchor`.
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}
