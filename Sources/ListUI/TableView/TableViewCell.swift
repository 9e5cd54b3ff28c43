import Foundation

/// A table view's row: ListUI's `UITableViewCell`, drawn as a list cell.
///
/// Set what it shows through its built-in ``textLabel``, ``detailTextLabel`` and ``imageView``,
/// as UIKit's cells are set, or give it a ``CollectionViewCell/contentConfiguration`` from
/// ``CollectionViewListCell/defaultContentConfiguration()``, or put views of its own in
/// ``CollectionViewCell/contentView``:
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
/// cell.textLabel?.text = person.name
/// cell.accessoryType = .disclosureIndicator
/// ```
///
/// The built-in labels and image are drawn in the cell's list content, as
/// ``ListContentConfiguration`` draws a list row, in the layout of the cell's ``CellStyle``;
/// setting what one shows updates the content at once. The ``accessoryType`` is drawn at the
/// trailing edge, as a list cell's accessories are.
///
/// A table view's cell is a collection view's list cell, as its rows are the cells of a
/// collection view: code that asks whether it is a ``CollectionViewCell`` finds that it is.
@MainActor
open class TableViewCell: CollectionViewListCell {
  /// The layout of the built-in labels.
  let cellStyle: CellStyle
  /// The table view that dequeued the cell.
  weak var tableView: TableView?

  private lazy var builtInTextLabel = makeBuiltInLabel(
    cellStyle.contentConfiguration.textProperties)
  private lazy var builtInDetailTextLabel = makeBuiltInLabel(
    cellStyle.contentConfiguration.secondaryTextProperties)
  private lazy var builtInImageView: TableViewCellImageView = {
    let view = TableViewCellImageView()
    view.onChange = { [weak self] in self?.showBuiltInContent() }
    return view
  }()

  /// Creates a cell whose built-in labels are laid out as `style` says, for reuse under
  /// `reuseIdentifier`. A table view creates the cells of a registered class with it.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    super.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }

  /// Creates a cell of the ``CellStyle/default`` style with `frame`: what a table view calls for
  /// a registered class, which calls ``init(style:reuseIdentifier:)``, a subclass's override of
  /// it included.
  public required convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// The label for the row's main text: UIKit's `textLabel`. Setting what it shows draws it in
  /// the cell's list content.
  open var textLabel: Label? { builtInTextLabel }

  /// The label for the row's secondary text, dimmed; `nil` in a ``CellStyle/default`` cell, as
  /// in UIKit. Setting what it shows draws it in the cell's list content.
  open var detailTextLabel: Label? { cellStyle == .default ? nil : builtInDetailTextLabel }

  /// The image before the texts: UIKit's `imageView`. Setting its image draws it in the cell's
  /// list content.
  open var imageView: ImageView? { builtInImageView }

  /// The standard mark at the row's trailing edge; none by default.
  open var accessoryType: AccessoryType = .none {
    didSet { updateAccessories() }
  }

  /// Whether the cell shows its editing controls, as its table view does in editing mode
  /// (``TableView/isEditing``): `⊖` for a row that can be deleted, `⊕` for an insert, `≡` for a
  /// row that can move, at its trailing edge, instead of its ``accessoryType``.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// The row's editing control, which its table view sets from its data source and delegate:
  /// UIKit's `editingStyle`.
  public internal(set) var editingStyle: EditingStyle = .none {
    didSet { if editingStyle != oldValue { updateAccessories() } }
  }

  /// Whether the row shows its reorder control in editing mode: its table view's data source
  /// lets it move.
  var showsReorderMark = false {
    didSet { if showsReorderMark != oldValue { updateAccessories() } }
  }

  private var editing = false

  /// Shows or hides the editing controls; a table view calls it for its rows as it enters and
  /// leaves editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    updateAccessories()
  }

  /// The marks at the trailing edge: the editing controls in editing mode, the accessory type's
  /// otherwise.
  private func updateAccessories() {
    guard editing else {
      accessories = accessoryType.accessories
      return
    }
    var marks: [CellAccessory] = []
    if showsReorderMark { marks.append(.label(text: "≡")) }
    switch editingStyle {
    case .delete: marks.append(.label(text: "⊖"))
    case .insert: marks.append(.label(text: "⊕"))
    case .none: break
    }
    accessories = marks
  }

  /// The object identifier of the storyboard segue that selecting the cell performs, set by a
  /// translated storyboard's prototype cell (see ``Storyboard/connectSelectionSegue(withID:to:)``).
  var selectionSegueID: String?

  /// How the cell looks while selected; ``SelectionStyle/none`` keeps its look.
  open var selectionStyle: SelectionStyle = .default {
    didSet { setNeedsDisplay() }
  }

  /// A built-in label drawn with `properties` until the app sets its own.
  private func makeBuiltInLabel(_ properties: ListContentConfiguration.TextProperties)
    -> TableViewCellLabel
  {
    let label = TableViewCellLabel()
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    label.textAlignment = properties.alignment
    label.onChange = { [weak self] in self?.showBuiltInContent() }
    return label
  }

  /// Draws the built-in labels and image in the cell's list content.
  private func showBuiltInContent() {
    var content = cellStyle.contentConfiguration
    content.text = builtInTextLabel.text
    content.textProperties = Self.properties(of: builtInTextLabel)
    if cellStyle != .default {
      content.secondaryText = builtInDetailTextLabel.text
      content.secondaryTextProperties = Self.properties(of: builtInDetailTextLabel)
    }
    content.image = builtInImageView.image
    contentConfiguration = content
  }

  private static func properties(of label: Label) -> ListContentConfiguration.TextProperties {
    ListContentConfiguration.TextProperties(
      font: label.font, color: label.textColor, numberOfLines: label.numberOfLines,
      alignment: label.textAlignment)
  }

  /// Reverse video while selected or highlighted, unless the ``selectionStyle`` is
  /// ``SelectionStyle/none``.
  open override var drawingStyle: TextStyle {
    selectionStyle == .none ? .plain : super.drawingStyle
  }

  /// Fills a selected or highlighted row in reverse video, unless the ``selectionStyle`` is
  /// ``SelectionStyle/none``.
  open override func draw(in context: DrawingContext) {
    guard selectionStyle != .none else { return }
    super.draw(in: context)
  }

  /// The layout's attributes with the row's height: the table's delegate's
  /// ``TableViewDelegate/tableView(_:heightForRowAt:)`` or its ``TableView/rowHeight``, or, for
  /// ``TableView/automaticDimension``, the height the cell's content asks for.
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    guard let height = tableView?.fixedRowHeight(at: layoutAttributes.indexPath) else {
      return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
    let preferred = layoutAttributes.copy()
    preferred.size = CGSize(width: layoutAttributes.size.width, height: height)
    return preferred
  }
}
