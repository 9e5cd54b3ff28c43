/// The pieces of a text or paste too long for one message, received so far: what they are part
/// of (`text` or `paste`), for which element, and their text, or that they were dropped for being
/// too long.
struct PendingParts {
  let of: String
  let id: String?
  var text: String
  var isDropped: Bool
}
