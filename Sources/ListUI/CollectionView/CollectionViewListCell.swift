import Foundation

/// A list's cell, with UIKit's list row content and accessories: ListUI's
/// `UICollectionViewListCell`, so that a list needs no cell of its own.
///
/// ```swift
/// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
///   as! CollectionViewListCell
/// var content = cell.defaultContentConfiguration()
/// content.text = fruit.name
/// cell.contentConfiguration = content
/// cell.accessories = fruit.isPicked ? [.checkmark()] : []
/// ```
///
/// The accessories are drawn as text at the trailing edge (see ``CellAccessory``), and the
/// content takes the rest of the row.
@MainActor
open class CollectionViewListCell: CollectionViewCell {
  private let accessoryLabel = Label()

  /// The marks at the row's trailing edge, from the edge in.
  open var accessories: [CellAccessory] = [] {
    didSet {
      guard accessories != oldValue else { return }
      accessoryLabel.text = accessories.reversed().map(\.drawnText).joined(separator: " ")
      accessoryLabel.isHidden = accessories.isEmpty
      setNeedsLayout()
    }
  }

  /// Creates a list cell; the collection view calls this for each cell it needs.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    addAccessoryLabel()
  }

  /// A list cell, as `init(frame: .zero)` makes one: UIKit's initializer from an archive (see
  /// ``View/init(coder:)``), so that a subclass's `required init?(coder:)` can call
  /// `super.init(coder: coder)`.
  public override init?<Coder: NSCoder>(coder: Coder) {
    super.init(coder: coder)
    addAccessoryLabel()
  }

  private func addAccessoryLabel() {
    accessoryLabel.isHidden = true
    accessoryLabel.textAlignment = .right
    contentView.addSubview(accessoryLabel)
  }

  /// A plain list cell's content configuration, ``ListContentConfiguration/cell()``, to set and
  /// give to ``CollectionViewCell/contentConfiguration``: UIKit's
  /// `defaultContentConfiguration()`.
  open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

  /// The accessories' width, with a cell before them and one after, in the cell's units.
  private var accessoriesWidth: CGFloat {
    guard !accessories.isEmpty else { return 0 }
    let cell = layoutUnits.cellSize
    let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    return accessoryLabel.sizeThatFits(unbounded).width + 2 * cell.width
  }

  override var configuredContentFrame: CGRect {
    var frame = contentView.bounds
    frame.size.width = max(0, frame.width - accessoriesWidth)
    return frame
  }

  /// The given width, and the height of the configured content beside the accessories, at
  /// least a line's in cells and UIKit's 44 points in points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let room = CGSize(width: max(0, size.width - accessoriesWidth), height: size.height)
    let content = configuredContentView?.sizeThatFits(room).height ?? 0
    let units = layoutUnits
    let minimum = units.isCells ? units.cellSize.height : max(44, units.cellSize.height)
    return CGSize(width: size.width, height: max(content, minimum))
  }

  /// Places the content beside the accessories, which are centred on the row's height.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard !accessories.isEmpty else { return }
    let cell = layoutUnits.cellSize
    let width = accessoriesWidth - 2 * cell.width
    let bounds = contentView.bounds
    accessoryLabel.frame = CGRect(
      x: bounds.maxX - width - cell.width, y: bounds.minY, width: width, height: bounds.height)
  }
}
