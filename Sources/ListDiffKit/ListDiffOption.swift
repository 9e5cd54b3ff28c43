/// How the diff decides that an element present in both arrays was updated. The raw values are
/// IGListKit's.
public enum ListDiffOption: Int, Sendable, Hashable {
  /// Compares identity: an element is updated when the old and the new element are not the same
  /// instance (`!==`). Values have no identity, so for value types this falls back to
  /// ``ListDiffable/isEqual(toDiffableObject:)``.
  case pointerPersonality
  /// Compares with ``ListDiffable/isEqual(toDiffableObject:)``; the same instance is always equal.
  case equality
}
