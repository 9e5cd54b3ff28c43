import Foundation

/// What a cell's content shows, as a value that makes the view showing it: ListUI's
/// `UIContentConfiguration`.
///
/// A cell given one (``CollectionViewCell/contentConfiguration``) puts the view it makes in its
/// ``CollectionViewCell/contentView``; a later configuration of the same type updates that view
/// (``ContentView/configuration``) instead of making another. ``ListContentConfiguration`` is
/// the one ListUI has, a list row's text, secondary text and image.
public protocol ContentConfiguration {
  /// A view showing this configuration.
  @MainActor func makeContentView() -> any View & ContentView
}
