import Foundation

/// A search field with an optional cancel button: ListUI's `UISearchBar`.
///
/// The bar holds a ``SearchTextField``, ``searchTextField``, that takes the keys; the bar's
/// ``delegate`` hears what the user does in it. ``becomeFirstResponder()`` and
/// ``resignFirstResponder()`` act on the field, as in UIKit.
///
/// A terminal draws the bar on one line: `⌕`, the text or the placeholder, and ` Cancel ` at the
/// end while ``showsCancelButton``. Every ``Style`` is drawn alike: a terminal has no bar
/// background to show or leave out.
@MainActor
open class SearchBar: View {
  /// UIKit's search bar styles, `UISearchBar.Style`. A terminal draws them alike.
  public enum Style: Int, Hashable, Sendable {
    /// The system's style.
    case `default` = 0
    /// A translucent background and an opaque field.
    case prominent = 1
    /// No background, and a translucent field.
    case minimal = 2
  }

  /// The field that takes the keys.
  public let searchTextField = SearchTextField(frame: .zero)

  /// What an on-screen keyboard's Return key says: the search field's; ``ReturnKeyType/search``
  /// by default, as UIKit's.
  public var returnKeyType: ReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }

  /// Whether Return does nothing while the search field is empty: the search field's.
  public var enablesReturnKeyAutomatically: Bool {
    get { searchTextField.enablesReturnKeyAutomatically }
    set { searchTextField.enablesReturnKeyAutomatically = newValue }
  }

  private let cancelButton = Button(type: .system)

  /// What the bar asks and tells.
  open weak var delegate: (any SearchBarDelegate)?

  /// The bar's style; drawn alike in a terminal.
  open var searchBarStyle = Style.default

  /// Creates a bar in `frame`.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    addFieldAndCancelButton()
  }

  /// A search bar, as `init(frame: .zero)` makes one: UIKit's initializer from an archive (see
  /// ``View/init(coder:)``), so that a subclass's `required init?(coder:)` can call
  /// `super.init(coder: coder)`.
  public override init?<Coder: NSCoder>(coder: Coder) {
    super.init(coder: coder)
    addFieldAndCancelButton()
  }

  private func addFieldAndCancelButton() {
    searchTextField.searchBar = self
    searchTextField.returnKeyType = .search
    addSubview(searchTextField)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.isHidden = true
    cancelButton.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        self.delegate?.searchBarCancelButtonClicked(self)
      }, for: .primaryActionTriggered)
    addSubview(cancelButton)
  }

  /// The text in the field. Setting it tells the delegate nothing, as in UIKit.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The text drawn, dimmed, while the field is empty.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// Whether the cancel button shows.
  open var showsCancelButton: Bool {
    get { !cancelButton.isHidden }
    set {
      cancelButton.isHidden = !newValue
      setNeedsLayout()
    }
  }

  /// Shows or hides the cancel button; a terminal does not animate it.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// The bar can take the keys, through its field.
  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

  /// Makes the field the first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    searchTextField.becomeFirstResponder()
  }

  /// Makes the field resign.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    searchTextField.resignFirstResponder()
  }

  /// Puts the field on the middle line, with the cancel button after it when shown.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let cell = layoutUnits.cellSize
    let y = bounds.minY + layoutUnits.centredTop(ofLines: 1, inHeight: bounds.height)
    var fieldWidth = bounds.width
    if showsCancelButton {
      let buttonWidth = cancelButton.sizeThatFits(bounds.size).width
      fieldWidth = Swift.max(0, bounds.width - buttonWidth - cell.width)
      cancelButton.frame = CGRect(
        x: bounds.minX + fieldWidth + cell.width, y: y, width: buttonWidth, height: cell.height)
    }
    searchTextField.frame = CGRect(x: bounds.minX, y: y, width: fieldWidth, height: cell.height)
  }

  /// The given width, or the field's and the button's, and one line, in the view's
  /// ``View/layoutUnits``.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let cell = layoutUnits.cellSize
    let field = searchTextField.sizeThatFits(size).width
    let button = showsCancelButton ? cancelButton.sizeThatFits(size).width + cell.width : 0
    let width = size.width < CGFloat(Int.max / 2) ? size.width : field + button
    return CGSize(width: width, height: cell.height)
  }
}
