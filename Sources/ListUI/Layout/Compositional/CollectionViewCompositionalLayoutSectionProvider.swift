import Foundation

/// The closure a compositional layout asks for each section's layout, with the section's index
/// and the environment, as `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias CollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?
