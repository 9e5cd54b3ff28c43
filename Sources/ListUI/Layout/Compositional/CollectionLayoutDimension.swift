import Foundation

/// One side of a compositional layout element's size, as `NSCollectionLayoutDimension`: a fraction
/// of its container's width or height, an absolute length, or an estimate that the cell's own
/// size replaces.
///
/// Lengths are terminal cells: columns for a width, rows for a height. A fraction is resolved
/// exactly, and the frames' edges are rounded to whole cells afterwards (see
/// ``CollectionViewCompositionalLayout``), so that fractions of a width share it out without gaps.
public struct CollectionLayoutDimension: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind

  /// The fraction, the absolute length or the estimate.
  public let dimension: CGFloat

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A length in cells.
  public static func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(kind: .absolute, dimension: absoluteDimension)
  }

  /// A first guess, replaced by the size a self-sizing cell asks for in
  /// `preferredLayoutAttributesFitting(_:)`.
  public static func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(kind: .estimated, dimension: estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is an absolute length.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The length in `container`; an estimate is its guess.
  func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: container.width * dimension
    case .fractionalHeight: container.height * dimension
    case .absolute, .estimated: dimension
    }
  }
}
