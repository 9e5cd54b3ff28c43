import Foundation

/// Section headers and footers, and the table's own header and footer views.
extension TableView {
  /// The element kind of the view above all the sections, ``tableHeaderView``.
  static let elementKindTableHeader = "ListUI.TableView.tableHeaderView"
  /// The element kind of the view under all the sections, ``tableFooterView``.
  static let elementKindTableFooter = "ListUI.TableView.tableFooterView"

  // MARK: Registration and reuse

  /// Registers the class whose instances
  /// ``dequeueReusableHeaderFooterView(withIdentifier:)`` makes for `identifier`; `nil`
  /// unregisters the identifier.
  public func register(
    _ viewClass: TableViewHeaderFooterView.Type?,
    forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    headerFooterClasses[identifier] = viewClass
    if viewClass == nil { reusableHeaderFooterViews[identifier] = nil }
  }

  /// A header or footer view waiting under `identifier`, after its
  /// ``TableViewHeaderFooterView/prepareForReuse()``, or a new one of the class registered for
  /// it; `nil` when no class is, as UIKit's. A view comes back to be reused when its section's
  /// header or footer leaves the screen.
  ///
  /// - Complexity: O(1).
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> TableViewHeaderFooterView?
  {
    if let view = reusableHeaderFooterViews[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    guard let viewClass = headerFooterClasses[identifier] else { return nil }
    let view = viewClass.init(frame: .zero)
    view.reuseIdentifier = identifier
    view.dequeuingTableView = self
    return view
  }

  /// Keeps `view` to be dequeued again, if this table view made it and it is in no view and not
  /// kept already.
  func recycleHeaderFooterView(_ view: View) {
    guard let view = view as? TableViewHeaderFooterView, view.dequeuingTableView === self,
      view.superview == nil, let identifier = view.reuseIdentifier,
      headerFooterClasses[identifier] != nil,
      reusableHeaderFooterViews[identifier]?.contains(where: { $0 === view }) != true
    else { return }
    reusableHeaderFooterViews[identifier, default: []].append(view)
  }

  // MARK: Looking up headers and footers

  /// The header view on screen for `section`, if the delegate gave one
  /// (``TableViewDelegate/tableView(_:viewForHeaderInSection:)``) and it is on screen; `nil` for
  /// a header that shows the data source's title.
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    hostedView(ofKind: CollectionView.elementKindSectionHeader, section: section)
      as? TableViewHeaderFooterView
  }

  /// The footer view on screen for `section`; as ``headerView(forSection:)``.
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    hostedView(ofKind: CollectionView.elementKindSectionFooter, section: section)
      as? TableViewHeaderFooterView
  }

  /// The frame of `section`'s header, in the rows' content coordinates; `.zero` when it has
  /// none.
  public func rectForHeader(inSection section: Int) -> CGRect {
    boundaryFrame(ofKind: CollectionView.elementKindSectionHeader, section: section)
  }

  /// The frame of `section`'s footer, in the rows' content coordinates; `.zero` when it has
  /// none.
  public func rectForFooter(inSection section: Int) -> CGRect {
    boundaryFrame(ofKind: CollectionView.elementKindSectionFooter, section: section)
  }

  private func hostedView(ofKind kind: String, section: Int) -> View? {
    let host = collectionView.supplementaryView(
      forElementKind: kind, at: IndexPath(item: 0, section: section))
    return (host as? TableViewHeaderFooterHost)?.hostedView
  }

  private func boundaryFrame(ofKind kind: String, section: Int) -> CGRect {
    guard (0..<numberOfSections).contains(section) else { return .zero }
    collectionView.layoutIfNeeded()
    return collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: kind, at: IndexPath(item: 0, section: section))?.frame ?? .zero
  }

  // MARK: Layout

  /// The height of `section`'s header or footer, or `nil` for none: the delegate's height, else
  /// ``sectionHeaderHeight`` or ``sectionFooterHeight``; for ``automaticDimension``, the
  /// height the delegate's view asks for, at least a line, or a line for the data source's
  /// title, or none.
  func headerFooterHeight(ofKind kind: String, inSection section: Int, units: LayoutUnits)
    -> CGFloat?
  {
    let isHeader = kind == CollectionView.elementKindSectionHeader
    let delegate = tableDelegate
    let asked =
      isHeader
      ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    if asked >= 0 { return asked > 0 ? asked : nil }
    let line = units.cellSize.height
    let view =
      isHeader
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    if let view {
      defer { recycleHeaderFooterView(view) }
      return max(line, fittingHeight(of: view, width: collectionView.bounds.width))
    }
    let title =
      isHeader
      ? dataSource?.tableView(self, titleForHeaderInSection: section)
      : dataSource?.tableView(self, titleForFooterInSection: section)
    return title == nil ? nil : line
  }

  /// The height `view` asks for at `width`: Auto Layout's fitting height when constraints place
  /// its content (a header view's content view's), its `sizeThatFits(_:)` otherwise.
  private func fittingHeight(of view: View, width: CGFloat) -> CGFloat {
    let content = (view as? TableViewHeaderFooterView)?.contentView ?? view
    func holdsConstraints(_ view: View) -> Bool {
      !view.constraints.isEmpty || view.subviews.contains(where: holdsConstraints)
    }
    if holdsConstraints(content) {
      return content.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    return view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }

  /// A header or footer item of `kind`, as wide as the section and `height` tall.
  static func boundaryItem(_ kind: String, height: CGFloat)
    -> CollectionLayoutBoundarySupplementaryItem
  {
    CollectionLayoutBoundarySupplementaryItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
      elementKind: kind,
      alignment: kind == CollectionView.elementKindSectionFooter
        || kind == elementKindTableFooter ? .bottom : .top)
  }

  /// Puts ``tableHeaderView`` and ``tableFooterView`` before and after the sections, as tall as
  /// their frames.
  func updateTableHeaderAndFooter() {
    guard let layout = collectionView.collectionViewLayout as? CollectionViewCompositionalLayout
    else { return }
    var items: [CollectionLayoutBoundarySupplementaryItem] = []
    if let height = tableHeaderView?.frame.height, height > 0 {
      items.append(Self.boundaryItem(Self.elementKindTableHeader, height: height))
    }
    if let height = tableFooterView?.frame.height, height > 0 {
      items.append(Self.boundaryItem(Self.elementKindTableFooter, height: height))
    }
    layout.configuration.boundarySupplementaryItems = items
    layout.invalidateLayout()
  }
}
