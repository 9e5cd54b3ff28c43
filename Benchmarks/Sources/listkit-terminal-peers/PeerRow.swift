import ListKit

/// A row of the list the peers show: an identifier and a revision that an edit increases.
struct PeerRow: Identifiable, Equatable, ListDiffable {
  let id: Int
  var revision = 0

  /// The row's line, the same in every peer.
  var text: String {
    revision > 0
      ? "Row \(id)  ·  lorem ipsum dolor sit amet  ·  edit \(revision)"
      : "Row \(id)  ·  lorem ipsum dolor sit amet"
  }

  /// Rows 0 to `count - 1`.
  static func rows(_ count: Int) -> [PeerRow] { (0..<count).map { PeerRow(id: $0) } }

  /// `rows` with 1% of them changed, as every peer changes its rows: a quarter edited, a
  /// quarter deleted, a quarter inserted and a quarter moved to the top, at positions spread
  /// over the list.
  static func changed(_ rows: [PeerRow]) -> [PeerRow] {
    var result = rows
    let count = rows.count
    let quarter = max(4, count / 100) / 4
    for k in 0..<quarter { result[(k * 97 + 1) % result.count].revision += 1 }
    for k in 0..<quarter { result.remove(at: (k * 89 + 1) % result.count) }
    for k in 0..<quarter { result.insert(PeerRow(id: count + k), at: (k * 83) % result.count) }
    for k in 0..<quarter { result.insert(result.remove(at: (k * 79 + 1) % result.count), at: 0) }
    return result
  }
}
