import Foundation

extension CollectionViewCompositionalLayout {
  /// A layout whose every section is a list as `configuration` says.
  public static func list(using configuration: CollectionLayoutListConfiguration)
    -> CollectionViewCompositionalLayout
  {
    CollectionViewCompositionalLayout { _, environment in
      CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
