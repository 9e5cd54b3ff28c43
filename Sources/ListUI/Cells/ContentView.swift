import Foundation

/// A view that shows a ``ContentConfiguration``: ListUI's `UIContentView`.
@MainActor
public protocol ContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: any ContentConfiguration { get set }
}
