import Foundation

// The adapter as its collection view's data source: sections are objects, items come from their
// section controllers.
extension ListAdapter: CollectionViewDataSource {
  /// One section per object.
  public func numberOfSections(in collectionView: CollectionView) -> Int {
    checkNotInObjectUpdate()
    return sectionMap.objects.count
  }

  /// The section controller's number of items.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    checkNotInObjectUpdate()
    guard let controller = sectionMap.sectionController(forSection: section) else {
      diagnosticHandler(
        "Nil section controller for section \(section). Check your diffIdentifier() and "
          + "isEqual(toDiffableObject:) implementations.")
      return 0
    }
    let count = controller.numberOfItems()
    precondition(
      count >= 0,
      "Cannot return negative number of items \(count) for section controller "
        + "\(type(of: controller)).")
    return count
  }

  /// The section controller's cell, which it must dequeue through its collection context.
  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    performanceDelegate?.listAdapterWillCallDequeueCell(self)
    guard let controller = sectionMap.sectionController(forSection: indexPath.section) else {
      preconditionFailure("Section controller is nil for \(indexPath)")
    }
    dequeuedCells = []
    let cell = controller.cellForItem(at: indexPath.item)
    let dequeued = dequeuedCells ?? []
    dequeuedCells = nil
    if !dequeued.contains(where: { $0 === cell }) {
      diagnosticHandler(
        "Returned a cell (\(type(of: cell))) that was not dequeued through the collection context "
          + "for \(indexPath), section controller \(type(of: controller))")
    }
    controllerForView[ObjectIdentifier(cell)] = controller
    performanceDelegate?.listAdapter(self, didCallDequeue: cell, on: controller, at: indexPath.item)
    return cell
  }

  /// The supplementary view from the section controller's supplementary view source.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView {
    guard let controller = sectionMap.sectionController(forSection: indexPath.section),
      let source = controller.supplementaryViewSource
    else {
      preconditionFailure("No supplementary view source for \(kind) at \(indexPath)")
    }
    dequeuedSupplementaryViews = []
    let view = source.viewForSupplementaryElement(ofKind: kind, at: indexPath.item)
    dequeuedSupplementaryViews = nil
    controllerForView[ObjectIdentifier(view)] = controller
    return view
  }

  private func checkNotInObjectUpdate() {
    if isInObjectUpdateTransaction {
      diagnosticHandler(
        "The collection view is asking for its data while the ListAdapter is updating its "
          + "objects. The most common cause is a section controller that uses the collection view "
          + "in didUpdate(to:).")
    }
  }
}

// The adapter as its collection view's delegate: sizes, spacings and selection come from section
// controllers; events are forwarded to the collection view and scroll view delegates.
extension ListAdapter: CollectionViewDelegateFlowLayout {
  /// The section controller's size for the item.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    guard let performanceDelegate else { return sizeForItem(at: indexPath) }
    performanceDelegate.listAdapterWillCallSize(self)
    let size = sizeForItem(at: indexPath)
    if let controller = sectionController(forSection: indexPath.section) {
      performanceDelegate.listAdapter(self, didCallSizeOn: controller, at: indexPath.item)
    }
    return size
  }

  /// The section controller's inset.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets {
    sectionController(forSection: section)?.inset ?? .zero
  }

  /// The section controller's line spacing.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    sectionController(forSection: section)?.minimumLineSpacing ?? 0
  }

  /// The section controller's interitem spacing.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    sectionController(forSection: section)?.minimumInteritemSpacing ?? 0
  }

  /// The header size from the section controller's supplementary view source.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    sizeForSupplementaryView(
      ofKind: CollectionView.elementKindSectionHeader, section: section, item: 0)
  }

  /// The footer size from the section controller's supplementary view source.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    sizeForSupplementaryView(
      ofKind: CollectionView.elementKindSectionFooter, section: section, item: 0)
  }

  /// The section controller's answer.
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  )
    -> Bool
  {
    sectionController(forSection: indexPath.section)?.shouldSelectItem(at: indexPath.item) ?? false
  }

  /// The section controller's answer.
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    sectionController(forSection: indexPath.section)?.shouldDeselectItem(at: indexPath.item)
      ?? false
  }

  /// The collection view delegate's preferred item; without one, with
  /// ``ListExperiment/fixPreferredFocusedView`` in ``experiments``, the first visible item, as
  /// IGListKit does; otherwise `nil`.
  public func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? {
    if let preferred = collectionViewDelegate?.indexPathForPreferredFocusedView(in: collectionView)
    {
      return preferred
    }
    guard experiments.contains(.fixPreferredFocusedView) else { return nil }
    return collectionView.indexPathsForVisibleItems.min()
  }

  /// Tells the collection view delegate, then the section controller; deselects again when
  /// ``autoDeselectEnabled``.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  {
    collectionViewDelegate?.collectionView(collectionView, didSelectItemAt: indexPath)
    sectionController(forSection: indexPath.section)?.didSelectItem(at: indexPath.item)
    if autoDeselectEnabled { collectionView.deselectItem(at: indexPath, animated: true) }
  }

  /// The collection view delegate's context menu for the item, else its section controller's
  /// (``ListSectionController/contextMenuConfigurationForItem(at:point:)``).
  public func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> ContextMenuConfiguration? {
    if let configuration = collectionViewDelegate?.collectionView(
      collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    {
      return configuration
    }
    return sectionController(forSection: indexPath.section)?.contextMenuConfigurationForItem(
      at: indexPath.item, point: point)
  }

  /// Tells the collection view delegate, then the section controller.
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
    sectionController(forSection: indexPath.section)?.didDeselectItem(at: indexPath.item)
  }

  /// Tells the collection view delegate, then the section controller.
  public func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(collectionView, didHighlightItemAt: indexPath)
    sectionController(forSection: indexPath.section)?.didHighlightItem(at: indexPath.item)
  }

  /// Tells the collection view delegate, then the section controller.
  public func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    sectionController(forSection: indexPath.section)?.didUnhighlightItem(at: indexPath.item)
  }

  /// Tells the collection view delegate, the section controller's display delegate and the
  /// adapter's delegate, and checks whether the ``batchFetchDelegate`` should load more.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    performanceDelegate?.listAdapterWillCallDisplayCell(self)
    collectionViewDelegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    let controller =
      controllerForView[ObjectIdentifier(cell)]
      ?? sectionController(forSection: indexPath.section)
    guard let controller, let object = object(atSection: indexPath.section) else { return }
    controllerForView[ObjectIdentifier(cell)] = controller
    displayHandler.willDisplay(
      cell: cell, adapter: self, controller: controller, object: object, indexPath: indexPath)
    workingRangeHandler.willDisplayItem(at: indexPath, adapter: self)
    setNeedsBatchFetchCheck()
    performanceDelegate?.listAdapter(self, didCallDisplay: cell, on: controller, at: indexPath.item)
  }

  /// Tells the collection view delegate, the section controller's display delegate and the
  /// adapter's delegate.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    performanceDelegate?.listAdapterWillCallEndDisplayCell(self)
    collectionViewDelegate?.collectionView(
      collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    guard let controller = controllerForView.removeValue(forKey: ObjectIdentifier(cell)) else {
      return
    }
    displayHandler.didEndDisplaying(
      cell: cell, adapter: self, controller: controller, indexPath: indexPath)
    workingRangeHandler.didEndDisplayingItem(at: indexPath, adapter: self)
    performanceDelegate?.listAdapter(
      self, didCallEndDisplay: cell, on: controller, at: indexPath.item)
  }

  /// Tells the collection view delegate and counts the view for its section's display events.
  public func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(
      collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind,
      at: indexPath)
    let controller =
      controllerForView[ObjectIdentifier(view)] ?? sectionController(forSection: indexPath.section)
    guard let controller, let object = object(atSection: indexPath.section) else { return }
    controllerForView[ObjectIdentifier(view)] = controller
    displayHandler.willDisplay(
      view: view, adapter: self, controller: controller, object: object,
      section: indexPath.section)
  }

  /// Tells the collection view delegate and counts the view for its section's display events.
  public func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    collectionViewDelegate?.collectionView(
      collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
      at: indexPath)
    guard let controller = controllerForView.removeValue(forKey: ObjectIdentifier(view)) else {
      return
    }
    displayHandler.didEndDisplaying(
      view: view, adapter: self, controller: controller, section: indexPath.section)
  }

  /// Tells the scroll view delegate and the visible section controllers' scroll delegates, and
  /// checks whether the ``batchFetchDelegate`` should load more.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {
    performanceDelegate?.listAdapterWillCallScroll(self)
    scrollViewDelegate?.scrollViewDidScroll(scrollView)
    for controller in displayHandler.visibleSectionControllers(withScrollDelegatesOnly: true) {
      controller.scrollDelegate?.listAdapter(self, didScroll: controller)
    }
    setNeedsBatchFetchCheck()
    performanceDelegate?.listAdapter(self, didCallScroll: scrollView)
  }

  /// Tells the scroll view delegate and the visible section controllers' scroll delegates.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    scrollViewDelegate?.scrollViewWillBeginDragging(scrollView)
    for controller in displayHandler.visibleSectionControllers(withScrollDelegatesOnly: true) {
      controller.scrollDelegate?.listAdapter(self, willBeginDragging: controller)
    }
  }

  /// Tells the scroll view delegate, which may change where the content comes to rest.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    scrollViewDelegate?.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  /// Tells the scroll view delegate.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    scrollViewDelegate?.scrollViewWillBeginDecelerating(scrollView)
  }

  /// Tells the scroll view delegate and the visible section controllers' scroll delegates.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    scrollViewDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    for controller in displayHandler.visibleSectionControllers(withScrollDelegatesOnly: true) {
      controller.scrollDelegate?.listAdapter(
        self, didEndDragging: controller, willDecelerate: decelerate)
    }
  }

  /// Tells the scroll view delegate and the visible section controllers' scroll delegates.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    scrollViewDelegate?.scrollViewDidEndDecelerating(scrollView)
    for controller in displayHandler.visibleSectionControllers(withScrollDelegatesOnly: true) {
      controller.scrollDelegate?.listAdapter(self, didEndDeceleratingSectionController: controller)
    }
  }

  /// Tells the scroll view delegate.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    scrollViewDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
  }

  /// Asks the scroll view delegate.
  public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
    scrollViewDelegate?.scrollViewShouldScrollToTop(scrollView) ?? true
  }

  /// Tells the scroll view delegate.
  public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
    scrollViewDelegate?.scrollViewDidScrollToTop(scrollView)
  }
}

// The five questions a flow layout asks about a section, answered from one look-up of its
// section controller.
extension ListAdapter {
  /// The section controller's inset and spacings, and its supplementary view source's header and
  /// footer sizes, from one look-up of the section controller: what the five section methods
  /// answer, asked of the section controller in the same order.
  ///
  /// - Complexity: O(1).
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    metricsForSectionAt section: Int
  ) -> FlowSectionMetrics {
    guard let controller = sectionController(forSection: section) else {
      return FlowSectionMetrics(
        insets: .zero, lineSpacing: 0, interitemSpacing: 0, headerSize: .zero, footerSize: .zero)
    }
    // Asked in the order the five methods are.
    let insets = controller.inset
    let lineSpacing = controller.minimumLineSpacing
    let interitemSpacing = controller.minimumInteritemSpacing
    var headerSize = CGSize.zero
    var footerSize = CGSize.zero
    if let source = controller.supplementaryViewSource {
      let kinds = source.supportedElementKinds()
      func size(ofKind kind: String) -> CGSize {
        guard kinds.contains(kind) else { return .zero }
        let size = source.sizeForSupplementaryView(ofKind: kind, at: 0)
        return CGSize(width: max(0, size.width), height: max(0, size.height))
      }
      headerSize = size(ofKind: CollectionView.elementKindSectionHeader)
      footerSize = size(ofKind: CollectionView.elementKindSectionFooter)
    }
    return FlowSectionMetrics(
      insets: insets, lineSpacing: lineSpacing, interitemSpacing: interitemSpacing,
      headerSize: headerSize, footerSize: footerSize)
  }
}
