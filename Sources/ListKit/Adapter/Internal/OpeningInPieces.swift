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
  /// How far the section map is in making room for all of ``objects``, so that no later piece
  /// grows its lists and look-ups: after the first piece that a turn adds, a turn for the look-up
  /// of section controllers, then one for the lists, the index of keys and the collection view's
  /// counts.
  var room = Room.none

  /// The steps of making room in the section map.
  enum Room: Comparable {
    case none, controllerLookup, all
  }
  /// The turn of the scheduler that adds the next piece.
  var work: ScheduledWork?
}
