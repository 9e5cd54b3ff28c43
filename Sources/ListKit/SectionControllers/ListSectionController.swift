import Foundation

/// Owns one section of the list: one object from the data source, and the cells that show it.
/// Subclass it and override at least ``numberOfItems()``, ``sizeForItem(at:)`` and
/// ``cellForItem(at:)``: ListKit's `IGListSectionController`.
///
/// ```swift
/// final class LabelSectionController: ListSectionController {
///   private var text = ""
///
///   override func sizeForItem(at index: Int) -> CGSize {
///     CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
///   }
///
///   override func cellForItem(at index: Int) -> CollectionViewCell {
///     let cell = collectionContext!.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
///     (cell as? LabelCell)?.label.text = text
///     return cell
///   }
///
///   override func didUpdate(to object: Any) {
///     text = object as? String ?? ""
///   }
/// }
/// ```
///
/// The adapter creates one section controller per object and keeps it while an object with the
/// same identifier stays in the list.
@MainActor
open class ListSectionController {
  /// The view controller the adapter was created with.
  public internal(set) weak var viewController: ViewController?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The adapter, seen as the context that cells and updates go through; `nil` outside an
  /// adapter. Implicitly unwrapped, as IGListKit's Swift callers use it
  /// (`collectionContext.dequeueReusableCell(...)`); `collectionContext?.` still reads it safely.
  public internal(set) weak var collectionContext: (any ListCollectionContext)!

  /// The section this controller has in the list, or `NSNotFound` while it is not in the list,
  /// as IGListKit's `section`. ``sectionIfInList`` says the same as an optional.
  public var section: Int { sectionIfInList ?? NSNotFound }

  /// The section this controller has in the list, or `nil` while it is not in the list: the
  /// optional form of ``section``.
  ///
  /// - Complexity: O(1) expected: a look-up in the adapter's section map, read on demand, so
  ///   that an update that shifts every section does not tell each section controller.
  public var sectionIfInList: Int? {
    sectionIndex?.section(of: lookupIdentity)
  }

  /// Whether this controller has the first section.
  public var isFirstSection: Bool { sectionIfInList == 0 }

  /// Whether this controller has the last section.
  public var isLastSection: Bool {
    guard let sectionIndex, let section = sectionIfInList else { return false }
    return section == sectionIndex.count - 1
  }

  /// Where ``sectionIfInList`` is read: the section index of the section map this controller
  /// last joined.
  weak var sectionIndex: SectionIndex?

  /// The insets of the section's items.
  open var inset: EdgeInsets = .zero

  /// The spacing between lines of the section's items.
  open var minimumLineSpacing: CGFloat = 0

  /// The spacing between items on one line.
  open var minimumInteritemSpacing: CGFloat = 0

  /// Supplies the section's headers and footers.
  public weak var supplementaryViewSource: (any ListSupplementaryViewSource)?

  /// Told when the section and its cells appear and disappear.
  public weak var displayDelegate: (any ListDisplayDelegate)?

  /// Told when the section enters and leaves the working range.
  public weak var workingRangeDelegate: (any ListWorkingRangeDelegate)?

  /// Told when the list scrolls while the section is visible.
  public weak var scrollDelegate: (any ListScrollDelegate)?

  /// Customizes where the section's items start when inserted and end when removed.
  public weak var transitionDelegate: (any ListTransitionDelegate)?

  /// Creates a section controller. Inside the data source's
  /// `listAdapter(_:sectionControllerFor:)` it gets its collection context and view controller at
  /// once; elsewhere, when the adapter adopts it.
  public init() {
    if let context = SectionControllerContext.current {
      viewController = context.viewController
      collectionContext = context.adapter
    }
  }

  /// The section controller the adapter knows this one as: itself, except for a stand-in.
  var lookupIdentity: ListSectionController { self }

  /// The number of items in the section; the default is 1.
  open func numberOfItems() -> Int { 1 }

  /// The size of the item at `index`; the default is zero.
  open func sizeForItem(at index: Int) -> CGSize { .zero }

  /// The section's own layout in a compositional layout that ``ListAdapter/compositionalLayout()``
  /// built, or `nil`, the default, for ``flowLayoutSection(environment:)``: lines of the sizes
  /// ``sizeForItem(at:)`` gives. The layout asks again after the section's layout is invalidated,
  /// as ``ListCollectionContext/invalidateLayout(for:completion:)`` does, and after updates.
  open func layoutSection(environment: any CollectionLayoutEnvironment) -> CollectionLayoutSection?
  {
    nil
  }

  /// The cell for the item at `index`, dequeued from ``collectionContext``. Subclasses must
  /// override it: this one reports the missing override to the adapter's diagnostic handler
  /// and gives an empty cell, where IGListKit asserts and returns `nil`.
  open func cellForItem(at index: Int) -> CollectionViewCell {
    reportDiagnostic(
      "Section controller \(type(of: self)) must override cellForItem(at:); item \(index) is an "
        + "empty cell.")
    guard collectionContext != nil else { return CollectionViewCell(frame: .zero) }
    return collectionContext.dequeueReusableCell(
      of: CollectionViewCell.self, for: self, at: index)
  }

  /// The section's object, when the controller first gets it and each time a new instance with
  /// the same identifier replaces it.
  open func didUpdate(to object: Any) {}

  /// Whether the item at `index` may be selected; the default is `true`.
  open func shouldSelectItem(at index: Int) -> Bool { true }

  /// Whether the item at `index` may be deselected; the default is `true`.
  open func shouldDeselectItem(at index: Int) -> Bool { true }

  /// The user selected the item at `index`.
  open func didSelectItem(at index: Int) {}

  /// The user deselected the item at `index`.
  open func didDeselectItem(at index: Int) {}

  /// The context menu of the item at `index`, asked at `point` (in the collection view's
  /// coordinates) when the user asks for it: a long press in UIKit, a right click or the actions
  /// key (`x`) in a terminal or a browser, which show it as an action sheet. `nil`, the default,
  /// shows none. IGListKit's `contextMenuConfigurationForItemAtIndex:point:`.
  open func contextMenuConfigurationForItem(at index: Int, point: CGPoint)
    -> ContextMenuConfiguration?
  {
    nil
  }

  /// The item at `index` was highlighted.
  open func didHighlightItem(at index: Int) {}

  /// The item at `index` lost its highlight.
  open func didUnhighlightItem(at index: Int) {}

  /// Whether the item at `index` can be moved interactively; the default is `false`.
  open func canMoveItem(at index: Int) -> Bool { false }

  /// Whether the item at `sourceIndex` can be moved to `destinationIndex`; the default asks
  /// ``canMoveItem(at:)`` about the source.
  open func canMoveItem(at sourceIndex: Int, to destinationIndex: Int) -> Bool {
    canMoveItem(at: sourceIndex)
  }

  /// Moves the section's data after an interactive move within the section. Subclasses that
  /// allow moves must override it.
  open func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
    fatalError(
      "Section controller \(type(of: self)) must override moveObject(from:to:) if interactive "
        + "reordering is enabled.")
  }

  /// Whether the item at `index` may leave this section for `destinationIndex` of another
  /// section controller when the user moves it there interactively. The default is `false`:
  /// such a move is reverted, as IGListKit does. Where both this method and the destination's
  /// ``canReceiveItem(fromSectionController:at:to:)`` return `true`, the move is kept, and the
  /// adapter calls ``itemDidLeave(at:toSectionController:at:)`` here and
  /// ``itemDidArrive(_:at:fromSectionController:at:)`` on the destination.
  open func canMoveItem(
    at index: Int, toSectionController destination: ListSectionController,
    at destinationIndex: Int
  ) -> Bool { false }

  /// Whether this section controller takes, at `index`, the item the user moved interactively
  /// from `sourceIndex` of another section controller; the default is `false`.
  open func canReceiveItem(
    fromSectionController source: ListSectionController, at sourceIndex: Int, to index: Int
  ) -> Bool { false }

  /// The item at `index` was moved interactively to `destinationIndex` of another section
  /// controller: removes it from the section's data and returns its model, which the
  /// destination's ``itemDidArrive(_:at:fromSectionController:at:)`` receives. Subclasses that
  /// let items leave must override it.
  open func itemDidLeave(
    at index: Int, toSectionController destination: ListSectionController,
    at destinationIndex: Int
  ) -> Any {
    fatalError(
      "Section controller \(type(of: self)) must override itemDidLeave(at:toSectionController:at:) "
        + "if canMoveItem(at:toSectionController:at:) returns true.")
  }

  /// The item `object` was moved interactively here, to `index`, from `sourceIndex` of another
  /// section controller: inserts it into the section's data. Subclasses that receive items must
  /// override it.
  open func itemDidArrive(
    _ object: Any, at index: Int, fromSectionController source: ListSectionController,
    at sourceIndex: Int
  ) {
    fatalError(
      "Section controller \(type(of: self)) must override itemDidArrive(_:at:fromSectionController:at:) "
        + "if canReceiveItem(fromSectionController:at:to:) returns true.")
  }
}
