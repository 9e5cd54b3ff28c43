import Foundation

/// Makes an update's section data in stages, so that a large list's is made in the background:
/// ListKit's adapter gives it to ListKit's updater along with the section data block.
typealias StagedSectionDataBlock = @MainActor () -> StagedSectionData?

/// Gathers the updates requested before the updater next runs, merging them as IGListKit does:
/// the strongest mode wins (a data source change over a reload over a batch update), any
/// non-animated request makes the whole update non-animated, the last section data and reload
/// blocks win, and item blocks and completions keep their order.
@MainActor
struct UpdateTransactionBuilder {
  enum Mode: Int, Comparable {
    case batchUpdate, reload, dataSourceChange
    static func < (lhs: Mode, rhs: Mode) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  private(set) var mode: Mode = .batchUpdate
  private(set) var animated = true
  private(set) var collectionViewBlock: ListCollectionViewBlock?
  private(set) var sectionDataBlock: ListTransitionDataBlock?
  /// The staged form of ``sectionDataBlock``, when the adapter gave one with it.
  private(set) var stagedSectionDataBlock: StagedSectionDataBlock?
  private(set) var applySectionDataBlock: ListTransitionDataApplyBlock?
  private(set) var itemUpdateBlocks: [ListItemUpdateBlock] = []
  private(set) var reloadBlock: ListReloadUpdateBlock?
  private(set) var dataSourceChangeBlock: ListDataSourceChangeBlock?
  private(set) var completions: [ListUpdatingCompletion] = []

  var hasChanges: Bool {
    mode != .batchUpdate || !itemUpdateBlocks.isEmpty || sectionDataBlock != nil
  }

  mutating func addSectionUpdate(
    animated: Bool, collectionViewBlock: @escaping ListCollectionViewBlock,
    sectionDataBlock: @escaping ListTransitionDataBlock,
    stagedSectionDataBlock: StagedSectionDataBlock? = nil,
    applySectionDataBlock: @escaping ListTransitionDataApplyBlock,
    completion: ListUpdatingCompletion?
  ) {
    self.animated = self.animated && animated
    self.collectionViewBlock = collectionViewBlock
    self.sectionDataBlock = sectionDataBlock
    self.stagedSectionDataBlock = stagedSectionDataBlock
    self.applySectionDataBlock = applySectionDataBlock
    if let completion { completions.append(completion) }
  }

  mutating func addItemUpdate(
    animated: Bool, collectionViewBlock: @escaping ListCollectionViewBlock,
    itemUpdates: @escaping ListItemUpdateBlock, completion: ListUpdatingCompletion?
  ) {
    self.animated = self.animated && animated
    self.collectionViewBlock = collectionViewBlock
    itemUpdateBlocks.append(itemUpdates)
    if let completion { completions.append(completion) }
  }

  mutating func addReload(
    collectionViewBlock: @escaping ListCollectionViewBlock,
    reloadBlock: @escaping ListReloadUpdateBlock, completion: ListUpdatingCompletion?
  ) {
    mode = max(mode, .reload)
    self.collectionViewBlock = collectionViewBlock
    self.reloadBlock = reloadBlock
    if let completion { completions.append(completion) }
  }

  mutating func addDataSourceChange(_ block: @escaping ListDataSourceChangeBlock) {
    mode = max(mode, .dataSourceChange)
    dataSourceChangeBlock = block
  }

  /// Adds the changes of `other`; this builder's blocks win where both have one.
  mutating func add(_ other: UpdateTransactionBuilder) {
    mode = max(mode, other.mode)
    animated = animated && other.animated
    collectionViewBlock = collectionViewBlock ?? other.collectionViewBlock
    if sectionDataBlock == nil {
      sectionDataBlock = other.sectionDataBlock
      stagedSectionDataBlock = other.stagedSectionDataBlock
    }
    applySectionDataBlock = applySectionDataBlock ?? other.applySectionDataBlock
    reloadBlock = reloadBlock ?? other.reloadBlock
    dataSourceChangeBlock = dataSourceChangeBlock ?? other.dataSourceChangeBlock
    itemUpdateBlocks += other.itemUpdateBlocks
    completions += other.completions
  }
}

/// The item changes section controllers make during a batch update, and which item-update block
/// made changes in which section.
struct ItemUpdatesCollector {
  var sectionReloads = IndexSet()
  var itemInserts: [IndexPath] = []
  var itemDeletes: [IndexPath] = []
  var itemReloads: [(from: IndexPath, to: IndexPath)] = []
  var itemMoves: [ListMoveIndexPath] = []
  /// Reconfigured items, by their index paths before the update.
  var itemReconfigures: [IndexPath] = []
  /// The item-update block running now, counted from 1.
  var currentBlock = 0
  /// The blocks that changed items of each section, by the section's index before the update.
  private(set) var blocksByOldSection: [Int: Set<Int>] = [:]
  /// The blocks that changed items of each section, by the section's index after the update.
  private(set) var blocksByNewSection: [Int: Set<Int>] = [:]

  mutating func touch(oldSections sections: [Int]) {
    for section in sections { blocksByOldSection[section, default: []].insert(currentBlock) }
  }

  mutating func touch(newSections sections: [Int]) {
    for section in sections { blocksByNewSection[section, default: []].insert(currentBlock) }
  }

  var hasChanges: Bool {
    !sectionReloads.isEmpty || !itemInserts.isEmpty || !itemDeletes.isEmpty
      || !itemReloads.isEmpty || !itemMoves.isEmpty || !itemReconfigures.isEmpty
  }
}
