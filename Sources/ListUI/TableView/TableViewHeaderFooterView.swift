import Foundation

/// A reusable view above or under a table view's section: ListUI's `UITableViewHeaderFooterView`.
///
/// Register its class with ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)``, and
/// dequeue one in the delegate's ``TableViewDelegate/tableView(_:viewForHeaderInSection:)``:
///
/// ```swift
/// func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
///   let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
///   header?.textLabel?.text = sections[section].title
///   return header
/// }
/// ```
///
/// Its ``textLabel`` is drawn dimmed, where the rows' text starts (two columns in, or 16 points),
/// as a section title is; views of its own go in its ``contentView``, which fills it. The table
/// view makes it as tall as the section's header (or footer) and as wide as the table.
@MainActor
open class TableViewHeaderFooterView: View {
  /// The identifier the view is reused under.
  public internal(set) var reuseIdentifier: String?

  /// The table view that made the view for a registered class, to which it returns for reuse.
  weak var dequeuingTableView: TableView?

  /// The view that holds the view's content; add subviews here.
  public let contentView = View()

  /// The view behind the content, filling the view; `nil` by default.
  open var backgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  private lazy var builtInTextLabel: Label = {
    let label = Label()
    label.textColor = .secondaryLabel
    contentView.addSubview(label)
    return label
  }()

  /// Creates a view for reuse under `reuseIdentifier`; a table view makes the views of a
  /// registered class with it.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a view with `frame` and no reuse identifier: what a table view calls for a
  /// registered class, which calls ``init(reuseIdentifier:)``, a subclass's override of it
  /// included.
  public required convenience override init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// The label for the title: UIKit's `textLabel`, drawn dimmed, made when first asked for.
  open var textLabel: Label? { builtInTextLabel }

  /// Resets the view before the table view hands it out again; subclasses clear their content
  /// here. The ``textLabel``'s text is cleared.
  open func prepareForReuse() {
    if contentView.subviews.contains(where: { $0 === builtInTextLabel }) {
      builtInTextLabel.text = nil
    }
  }

  /// The content and the background fill the view; the ``textLabel`` stands where the rows'
  /// text starts.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    if contentView.subviews.contains(where: { $0 === builtInTextLabel }) {
      let indent: CGFloat = layoutUnits.isCells ? 2 : 16
      builtInTextLabel.frame = CGRect(
        x: indent, y: 0, width: max(0, bounds.width - 2 * indent), height: bounds.height)
    }
  }

  /// The given width, and the height of the ``textLabel``'s text at that width less its
  /// indents, or of the content's subviews, at least a line.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let units = layoutUnits
    let line = units.cellSize.height
    let indent: CGFloat = units.isCells ? 2 : 16
    var height: CGFloat = line
    for subview in contentView.subviews where !subview.isHidden {
      if subview === builtInTextLabel {
        let room = CGSize(width: max(0, size.width - 2 * indent), height: size.height)
        height = max(height, builtInTextLabel.sizeThatFits(room).height)
      } else {
        height = max(height, subview.frame.maxY)
      }
    }
    return CGSize(width: size.width, height: height)
  }
}
