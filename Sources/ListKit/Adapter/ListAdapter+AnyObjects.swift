import Foundation

/// The adapter's look-ups and changes that take objects as IGListKit's `id`, Swift's `Any`, such
/// as the `Any` a data source is handed in `listAdapter(_:sectionControllerFor:)`. An object that
/// is not ``ListDiffable`` is in no list: it is reported to ``ListAdapter/diagnosticHandler``
/// and the call answers as for an object that is absent.
extension ListAdapter {
  /// The section controller of `object`, or `nil`: IGListKit's `sectionController(for:)`.
  ///
  /// - Complexity: O(1) expected, as ``sectionController(for:)-(ListDiffable)``.
  @_disfavoredOverload
  public func sectionController(for object: Any) -> ListSectionController? {
    listDiffable(object, in: "sectionController(for:)").flatMap { sectionController(for: $0) }
  }

  /// The section of `object`, or `NSNotFound`: IGListKit's `section(for:)`.
  ///
  /// - Complexity: O(1) expected, as ``section(for:)-(ListDiffable)``.
  @_disfavoredOverload
  public func section(for object: Any) -> Int {
    listDiffable(object, in: "section(for:)").map { section(for: $0) } ?? NSNotFound
  }

  /// The cells of `object`'s section on screen: IGListKit's `visibleCells(for:)`.
  ///
  /// - Complexity: as ``visibleCells(for:)-(ListDiffable)``.
  @_disfavoredOverload
  public func visibleCells(for object: Any) -> [CollectionViewCell] {
    listDiffable(object, in: "visibleCells(for:)").map { visibleCells(for: $0) } ?? []
  }

  /// Reloads the sections of `objects`: IGListKit's `reloadObjects(_:)`.
  ///
  /// - Complexity: as ``reloadObjects(_:)-([ListDiffable])``.
  @_disfavoredOverload
  public func reloadObjects(_ objects: [Any]) {
    reloadObjects(objects.compactMap { listDiffable($0, in: "reloadObjects(_:)") })
  }

  /// Scrolls to `object`'s section: IGListKit's
  /// `scroll(to:supplementaryKinds:scrollDirection:scrollPosition:additionalOffset:animated:)`.
  @_disfavoredOverload
  public func scroll(
    to object: Any, supplementaryKinds: [String]?,
    scrollDirection: CollectionViewFlowLayout.ScrollDirection, scrollPosition: ScrollPosition,
    additionalOffset: CGFloat = 0, animated: Bool
  ) {
    guard let diffable = listDiffable(object, in: "scroll(to:...)") else { return }
    scroll(
      to: diffable, supplementaryKinds: supplementaryKinds, scrollDirection: scrollDirection,
      scrollPosition: scrollPosition, additionalOffset: additionalOffset, animated: animated)
  }

  /// `object` as a ``ListDiffable``, or `nil` with a diagnostic naming `call`.
  private func listDiffable(_ object: Any, in call: String) -> (any ListDiffable)? {
    if let diffable = object as? any ListDiffable { return diffable }
    diagnosticHandler(
      "\(call) was given \(type(of: object)), which is not ListDiffable and so in no list.")
    return nil
  }
}
