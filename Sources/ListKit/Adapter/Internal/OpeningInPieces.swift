import ListUI

/// A large first load that the adapter adds to its list a piece at a time: the data source's
/// objects as it read them, how many of them it has gone through, and the turn that adds the
/// next piece.
@MainActor
struct OpeningInPieces {
  /// The data source's objects, read once, when the list opened.
  let objects: [any ListDiffable]
  /// How many of ``objects`` are in the list or were dropped as repeats.
  var next: Int
  /// How many sections the next piece adds (``ListAdapter/openingPieceSize(after:took:)``).
  var pieceSize: Int
  /// Whether the section map has room for all of ``objects``: it makes it at the turn after the
  /// first piece, a turn of its own, so that no later piece grows the map's look-ups.
  var hasRoom = false
  /// The turn of the scheduler that adds the next piece.
  var work: ScheduledWork?
}
