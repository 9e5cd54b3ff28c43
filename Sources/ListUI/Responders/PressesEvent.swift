/// The key presses of one event: ListUI's `UIPressesEvent`.
@MainActor
public final class PressesEvent {
  /// Every press of the event.
  public let allPresses: Set<Press>

  /// Whether the presses went past the last responder of the chain, which no responder handled.
  var reachedEndOfChain = false

  /// Creates an event of `presses`.
  public init(presses: Set<Press>) {
    allPresses = presses
  }
}
