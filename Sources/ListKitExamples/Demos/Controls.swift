import ListKit

/// UIKit's controls as a terminal draws them, one a row: a text field, a search bar, a switch, a
/// segmented control, buttons, a spinner, a stack view, attributed text, a layer's rounded
/// border, a view's own drawing and an alert. Tab goes from control to control; what they hold survives their cells'
/// reuse, kept by the view controller.
@MainActor
final class ControlsViewController: ListDemoViewController {
  /// What the controls hold.
  let state = ControlsState()

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    super.init(title: "UIKit Controls", environment: environment)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    state.didChange = { [weak self] in self?.setNeedsStatusUpdate() }
    state.presentAlert = { [weak self] in self?.presentAlert() }
  }

  override var statusText: String {
    let name = state.name.isEmpty ? "stranger" : state.name
    return "Hello, \(name); size \(ControlsState.sizes[state.size]), "
      + "notifications \(state.notifies ? "on" : "off"), \(state.taps) taps"
  }

  override var keyHints: [KeyHint] {
    [KeyHint("Tab", "next control"), KeyHint("Enter", "press, turn, step")]
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    ControlKind.allCases.map(ControlRow.init(kind:))
  }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    ControlRowSectionController(state: state)
  }

  private func presentAlert() {
    let alert = AlertController(
      title: "Reset the controls?", message: "Everything goes back to how it started.",
      preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(
      AlertAction(title: "Reset", style: .destructive) { [weak self] _ in
        guard let self else { return }
        self.state.reset()
        self.adapter.reloadData(completion: nil)
      })
    present(alert, animated: true, completion: nil)
  }
}

/// The controls' values, kept apart from the cells that show them.
@MainActor
final class ControlsState {
  static let sizes = ["S", "M", "L"]

  var name = ""
  var query = ""
  var notifies = true
  var size = 1
  var taps = 0
  /// Called after a control changed a value.
  var didChange: () -> Void = {}
  /// Shows the reset alert.
  var presentAlert: () -> Void = {}

  func reset() {
    name = ""
    query = ""
    notifies = true
    size = 1
    taps = 0
    didChange()
  }
}

/// The kinds of rows, in order.
enum ControlKind: String, CaseIterable {
  case textField = "Text field"
  case searchBar = "Search bar"
  case toggle = "Switch"
  case segments = "Segments"
  case buttons = "Buttons"
  case spinner = "Spinner"
  case stack = "Stack view"
  case attributed = "Attributed"
  case layer = "Layer"
  case drawing = "Drawing"
  case alert = "Alert"

  /// The row's height in lines.
  var height: CGFloat { self == .layer || self == .drawing ? 3 : 1 }
}

/// A row of the gallery.
struct ControlRow: Identifiable, Equatable, ListDiffable {
  let kind: ControlKind
  var id: String { kind.rawValue }
}

/// One row: a cell with the row's control, configured from and writing to the state.
@MainActor
final class ControlRowSectionController: ListSectionController {
  private let state: ControlsState
  private var kind = ControlKind.textField

  init(state: ControlsState) {
    self.state = state
    super.init()
  }

  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: kind.height)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(ControlCell.self, at: index) else {
      return CollectionViewCell(frame: .zero)
    }
    cell.show(kind, state: state)
    return cell
  }

  override func didUpdate(to object: Any) {
    kind = (object as? ControlRow)?.kind ?? .textField
  }
}

/// A title in the first column and the row's control after it.
@MainActor
final class ControlCell: CollectionViewCell, TextFieldDelegate {
  /// Where the controls start.
  static let controlColumn: CGFloat = 14

  private let titleLabel = Label()
  private var control: View?

  required init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.textColor = .secondaryLabel
    contentView.addSubview(titleLabel)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    control?.removeFromSuperview()
    control = nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = CGRect(x: gutter, y: 0, width: Self.controlColumn - gutter, height: 1)
    let available = max(0, bounds.width - Self.controlColumn - 1)
    // A stack of controls is as wide as they are; the other controls take the row.
    let width =
      control is StackView
      ? min(available, control?.sizeThatFits(bounds.size).width ?? 0) : available
    control?.frame = CGRect(x: Self.controlColumn, y: 0, width: width, height: bounds.height)
  }

  /// Shows a new control of `kind`, holding `state`'s values.
  func show(_ kind: ControlKind, state: ControlsState) {
    titleLabel.text = kind.rawValue
    control?.removeFromSuperview()
    let view = Self.makeControl(kind, state: state)
    contentView.addSubview(view)
    control = view
    setNeedsLayout()
  }

  private static func makeControl(_ kind: ControlKind, state: ControlsState) -> View {
    switch kind {
    case .textField:
      let field = TextField()
      field.placeholder = "Your name"
      field.text = state.name
      field.addAction(
        Action { action in
          state.name = (action.sender as? TextField)?.text ?? ""
          state.didChange()
        }, for: .editingChanged)
      return field
    case .searchBar:
      let bar = SearchBar()
      bar.placeholder = "Search"
      bar.text = state.query
      bar.showsCancelButton = true
      bar.searchTextField.addAction(
        Action { action in
          state.query = (action.sender as? TextField)?.text ?? ""
          state.didChange()
        }, for: .editingChanged)
      return bar
    case .toggle:
      let stack = StackView()
      stack.spacing = 1
      let toggle = Switch()
      toggle.isOn = state.notifies
      toggle.onTintColor = .systemGreen
      let label = Label()
      label.text = "Notifications"
      toggle.addAction(
        Action { action in
          state.notifies = (action.sender as? Switch)?.isOn ?? false
          state.didChange()
        }, for: .valueChanged)
      stack.addArrangedSubview(toggle)
      stack.addArrangedSubview(label)
      return stack
    case .segments:
      let control = SegmentedControl(items: ControlsState.sizes)
      control.selectedSegmentIndex = state.size
      control.addAction(
        Action { action in
          state.size = (action.sender as? SegmentedControl)?.selectedSegmentIndex ?? 0
          state.didChange()
        }, for: .valueChanged)
      return control
    case .buttons:
      let stack = StackView()
      stack.spacing = 2
      let tap = Button(type: .system)
      tap.setTitle("Tap me", for: .normal)
      tap.addAction(
        Action { _ in
          state.taps += 1
          state.didChange()
        }, for: .primaryActionTriggered)
      let disabled = Button(type: .system)
      disabled.setTitle("Disabled", for: .normal)
      disabled.isEnabled = false
      let add = Button(type: .contactAdd)
      add.setTitle("+ Add", for: .normal)
      add.setTitleColor(.systemOrange, for: .normal)
      add.addAction(
        Action { _ in
          state.taps += 10
          state.didChange()
        }, for: .primaryActionTriggered)
      for button in [tap, disabled, add] { stack.addArrangedSubview(button) }
      return stack
    case .spinner:
      let stack = StackView()
      stack.spacing = 1
      let spinner = ActivityIndicatorView(style: .medium)
      spinner.color = .systemBlue
      spinner.startAnimating()
      let label = Label()
      label.text = "Loading…"
      stack.addArrangedSubview(spinner)
      stack.addArrangedSubview(label)
      return stack
    case .stack:
      let stack = StackView()
      stack.distribution = .fillEqually
      stack.spacing = 1
      let words = [("one", Color.systemRed), ("two", .systemGreen), ("three", .systemBlue)]
      for (text, color) in words {
        let label = Label()
        label.text = text
        label.textAlignment = .center
        label.textColor = color
        stack.addArrangedSubview(label)
      }
      return stack
    case .attributed:
      let label = Label()
      let text = NSMutableAttributedString(
        string: "bold", attributes: [.font: Font.boldSystemFont(ofSize: 17)])
      text.append(NSAttributedString(string: " "))
      text.append(
        NSAttributedString(
          string: "italic", attributes: [.font: Font.italicSystemFont(ofSize: 17)]))
      text.append(NSAttributedString(string: " "))
      text.append(
        NSAttributedString(
          string: "underlined",
          attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue]))
      text.append(NSAttributedString(string: " "))
      text.append(
        NSAttributedString(string: "red", attributes: [.foregroundColor: Color.systemRed]))
      label.attributedText = text
      return label
    case .layer:
      let box = View()
      box.layer.borderWidth = 1
      box.layer.borderColor = Color.systemTeal.cgColor
      box.layer.cornerRadius = 4
      let label = Label()
      label.text = "A rounded border"
      label.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(label)
      LayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: box.centerXAnchor),
        label.centerYAnchor.constraint(equalTo: box.centerYAnchor),
      ])
      return box
    case .drawing:
      return TapMeterView(state: state)
    case .alert:
      let button = Button(type: .system)
      button.setTitle("Reset…", for: .normal)
      button.addAction(Action { _ in state.presentAlert() }, for: .primaryActionTriggered)
      let holder = StackView()
      holder.addArrangedSubview(button)
      return holder
    }
  }
}
