import Foundation

extension ListAdapter {
  /// A compositional layout whose sections come from the adapter's section controllers: each
  /// section's ``ListSectionController/layoutSection(environment:)``, or, where it gives `nil`,
  /// its ``ListSectionController/flowLayoutSection(environment:)``. It is what IGListKit's
  /// example app writes by hand; give it to the collection view the adapter drives.
  public func compositionalLayout() -> CollectionViewCompositionalLayout {
    compositionalLayout(configuration: CollectionViewCompositionalLayoutConfiguration())
  }

  /// A compositional layout configured by `configuration`, whose sections come from the adapter's
  /// section controllers as ``compositionalLayout()``'s do.
  public func compositionalLayout(
    configuration: CollectionViewCompositionalLayoutConfiguration
  ) -> CollectionViewCompositionalLayout {
    CollectionViewCompositionalLayout(
      sectionProvider: { [weak self] index, environment in
        guard let controller = self?.sectionController(forSection: index) else { return nil }
        return controller.layoutSection(environment: environment)
          ?? controller.flowLayoutSection(environment: environment)
      }, configuration: configuration)
  }
}
