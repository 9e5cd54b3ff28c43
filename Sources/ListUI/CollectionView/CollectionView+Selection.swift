import Foundation

extension CollectionView {
  /// The selected items, ascending.
  public var indexPathsForSelectedItems: [IndexPath] {
    selectedIndexPaths.sorted()
  }

  /// Selects an item without asking or telling the delegate, as UIKit's method does; with single
  /// selection, other items are deselected. `nil` deselects everything.
  ///
  /// - Parameters:
  ///   - indexPath: The item to select, or `nil`.
  ///   - animated: Whether the scroll to the item animates.
  ///   - scrollPosition: Where to scroll the item; `[]` leaves the content where it is.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for selected in selectedIndexPaths { setSelected(false, at: selected) }
      return
    }
    guard allowsSelection, isValidItem(indexPath) else { return }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath {
        setSelected(false, at: selected)
      }
    }
    setSelected(true, at: indexPath)
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item without asking or telling the delegate.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    setSelected(false, at: indexPath)
  }

  private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
    if selected {
      selectedIndexPaths.insert(indexPath)
    } else {
      selectedIndexPaths.remove(indexPath)
    }
    visibleCellsByIndexPath[indexPath]?.isSelected = selected
  }

  /// What a user's tap on an item does, with the delegate's questions in UIKit's order:
  /// should-highlight, did-highlight, should-select (or should-deselect for a selected item
  /// under multiple selection), did-unhighlight, then did-select (or did-deselect). With single
  /// selection, the item selected before is deselected first, with did-deselect.
  ///
  /// - Returns: Whether the selection changed or the item was selected again.
  @discardableResult
  public func tapItem(at indexPath: IndexPath) -> Bool {
    guard isValidItem(indexPath) else { return false }
    let delegate = collectionDelegate
    let highlights = delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    if highlights {
      visibleCellsByIndexPath[indexPath]?.isHighlighted = true
      delegate?.collectionView(self, didHighlightItemAt: indexPath)
    }
    let unhighlight = {
      guard highlights else { return }
      self.visibleCellsByIndexPath[indexPath]?.isHighlighted = false
      delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
    guard allowsSelection else {
      unhighlight()
      return false
    }
    if allowsMultipleSelection && selectedIndexPaths.contains(indexPath) {
      let deselects = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
      unhighlight()
      guard deselects else { return false }
      setSelected(false, at: indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return true
    }
    let selects = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    unhighlight()
    guard selects else { return false }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths.sorted() where selected != indexPath {
        setSelected(false, at: selected)
        delegate?.collectionView(self, didDeselectItemAt: selected)
      }
    }
    setSelected(true, at: indexPath)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
    return true
  }
}
