extension AdapterHarness {
  /// How far an ``AdapterHarness`` sets itself up before the test goes on.
  public enum Start: Sendable {
    /// The adapter has neither the collection view nor the data source: the test connects them,
    /// with ``AdapterHarness/setUp(_:)`` or by hand.
    case unconnected
    /// The adapter has the collection view and the data source; nothing is laid out, so no cell
    /// exists yet.
    case connected
    /// Connected, and the collection view laid out, so that the visible cells exist.
    case laidOut
  }
}
