import ListKit
import ListKitTestSupport

/// A chat: messages with the newest at the bottom. It opens at the bottom; scrolling up to two
/// screens from the top loads earlier messages (the adapter's batch fetch delegate, told near the
/// start of the content), which arrive above without moving the messages on screen (the adapter's
/// `keepsVisibleContentPosition`).
@MainActor
final class ChatViewController: ListDemoViewController, ListAdapterBatchFetchDelegate,
  CollectionViewDelegate
{
  /// How long a page of earlier messages takes to load, in seconds.
  static let loadDuration: TimeInterval = 0.8
  /// How many messages a page loads.
  static let pageSize = 20
  /// How many messages the conversation has.
  static let historyCount = 160
  /// How many of the newest messages are shown at first.
  static let initialCount = 40

  /// The whole conversation, oldest first.
  let history: [ChatMessage]
  /// Where the loaded messages start in ``history``.
  private(set) var firstLoaded: Int
  /// Whether a page of earlier messages is loading.
  private(set) var isLoading = false

  /// The demo with the default environment: the app's scheduler and seed 1.
  required convenience init() { self.init(environment: DemoEnvironment()) }

  init(environment: DemoEnvironment) {
    history = ChatMessage.conversation(count: Self.historyCount, seed: environment.seed)
    firstLoaded = Self.historyCount - Self.initialCount
    super.init(title: "Chat", environment: environment)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    adapter.keepsVisibleContentPosition = true
    adapter.collectionViewDelegate = self
    adapter.batchFetchDelegate = self
  }

  /// The loaded messages.
  var loaded: ArraySlice<ChatMessage> { history[firstLoaded...] }

  override var statusText: String {
    if firstLoaded == 0 { return "All \(history.count) messages" }
    return "\(loaded.count) of \(history.count) messages" + (isLoading ? "; loading…" : "")
  }

  override func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
    // Above the messages: a spinner while there are earlier ones, which are loading by the time
    // it shows; then the beginning of the conversation. Each page has a spinner of its own, so
    // that the one on screen goes when its page arrives, and the first message stays in place
    // instead of the spinner.
    let top: any ListDiffable =
      firstLoaded == 0 ? ChatBeginning() : ChatLoadingItem(firstLoaded: firstLoaded)
    return [top] + Array(loaded)
  }

  override func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    switch object {
    case is ChatLoadingItem: SpinnerSectionController()
    case is ChatBeginning: ChatBeginningSectionController()
    default: ChatMessageSectionController()
    }
  }

  /// The newest message: the terminal selects it first, which scrolls the chat to the bottom.
  func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? {
    let count = collectionView.numberOfSections
    return count > 0 ? IndexPath(item: 0, section: count - 1) : nil
  }

  /// The list came within two screens of its start: load the page before the first message.
  func listAdapterWillBeginBatchFetchAtStart(_ listAdapter: ListAdapter) {
    loadEarlier()
  }

  private func loadEarlier() {
    guard !isLoading, firstLoaded > 0 else { return }
    isLoading = true
    setNeedsStatusUpdate()  // the status line says so
    environment.scheduler.schedule(after: Self.loadDuration) { [weak self] in
      guard let self else { return }
      self.firstLoaded = max(0, self.firstLoaded - Self.pageSize)
      self.isLoading = false
      self.adapter.performUpdates(animated: true)
    }
  }
}

/// A message of the chat, from "me" or from the other person.
struct ChatMessage: Identifiable, Equatable, ListDiffable {
  let id: Int
  /// Who wrote it; `nil` for me.
  let sender: String?
  let text: String
  /// Whether it starts a run of messages from its sender: it has a blank line above, and a
  /// message from the other person shows their name.
  let startsRun: Bool

  /// A conversation of `count` messages, the same for the same seed.
  static func conversation(count: Int, seed: UInt64) -> [ChatMessage] {
    var generator = RepeatableRandomNumberGenerator(seed: seed)
    let lines = [
      "Morning!", "Did you see the build?", "It's green again 🎉", "Finally.",
      "The flaky test was a real race: two updates in one turn.",
      "Coalesced into one batch, as it should be.", "Lunch?", "Sure, 12:30?",
      "Can you review the chat demo? It loads older messages when you scroll up, and the "
        + "messages on screen stay exactly where they are.",
      "Looks good. What happens when a page arrives while it animates?",
      "The offset moves in the same pass as the update, so nothing jumps.", "Nice 👍",
      "I'll ship it after lunch.", "Don't forget the changelog.", "Done.",
      "What about the terminal? Does it draw the frames in between?",
      "Every frame: the rows that stay are drawn where they were.", "ok", "👀",
      "Two screens ahead, like Texture's leading screens for batching.",
    ]
    var previousSender: String?? = .none
    var previousText = ""
    return (0..<count).map { index in
      let sender: String? = Bool.random(using: &generator) ? nil : "Ada"
      var text = lines.randomElement(using: &generator) ?? ""
      while text == previousText { text = lines.randomElement(using: &generator) ?? "" }
      defer {
        previousSender = .some(sender)
        previousText = text
      }
      return ChatMessage(
        id: index, sender: sender, text: text, startsRun: previousSender != .some(sender))
    }
  }
}

/// The spinner above the first message while earlier ones load: one for each page.
struct ChatLoadingItem: Identifiable, Equatable, ListDiffable {
  /// Where the loaded messages start: the page the spinner waits for comes before it.
  let firstLoaded: Int

  var id: Int { firstLoaded }
}

/// The row above the first message, once every message is loaded.
struct ChatBeginning: Identifiable, Equatable, ListDiffable {
  var id: String { "beginning" }
}

/// A message: the sender's name over the text on the left, or my text on the right.
@MainActor
final class ChatMessageSectionController: ListSectionController {
  private var message: ChatMessage?

  /// The widest a message's text is: most of the list, at most 48 columns.
  private var textWidth: Int {
    let width = Int(collectionContext?.containerSize.width ?? 0) - Int(gutter) - 6
    return max(1, min(48, width))
  }

  /// The lines of the message's text.
  private var lines: [String] {
    TextMetrics.wrap(message?.text ?? "", toWidth: textWidth)
  }

  override func didUpdate(to object: Any) {
    message = object as? ChatMessage
    inset = EdgeInsets(top: message?.startsRun == true ? 1 : 0, left: 0, bottom: 0, right: 0)
  }

  override func sizeForItem(at index: Int) -> CGSize {
    let name = message?.startsRun == true && message?.sender != nil ? 1 : 0
    return CGSize(
      width: collectionContext?.containerSize.width ?? 0, height: CGFloat(name + lines.count))
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(ChatMessageCell.self, at: index), let message
    else { return CollectionViewCell(frame: .zero) }
    let lines = self.lines
    cell.nameLabel.text = message.startsRun ? message.sender : nil
    cell.textLabel.text = lines.joined(separator: "\n")
    cell.textLabel.textColor = message.sender == nil ? .systemBlue : nil
    cell.isMine = message.sender == nil
    cell.textWidth = CGFloat(lines.map { TextMetrics.width(of: $0) }.max() ?? 0)
    cell.setNeedsLayout()
    return cell
  }
}

/// A message's cell: the name, bold, then the text, on the left; or the text alone, on the right.
@MainActor
final class ChatMessageCell: CollectionViewCell {
  let nameLabel = Label()
  let textLabel = Label()
  var isMine = false
  var textWidth: CGFloat = 0

  required init(frame: CGRect) {
    super.init(frame: frame)
    nameLabel.isBold = true
    nameLabel.textColor = .systemGreen
    textLabel.numberOfLines = 0
    contentView.addSubview(nameLabel)
    contentView.addSubview(textLabel)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let hasName = nameLabel.text != nil
    nameLabel.isHidden = !hasName
    nameLabel.frame = CGRect(x: gutter, y: 0, width: max(0, bounds.width - gutter), height: 1)
    let top: CGFloat = hasName ? 1 : 0
    let x = isMine ? max(gutter, bounds.width - textWidth - 1) : gutter
    textLabel.frame = CGRect(
      x: x, y: top, width: textWidth, height: max(0, bounds.height - top))
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    nameLabel.text = nil
    textLabel.text = nil
    textLabel.textColor = nil
  }
}

/// "Beginning of the conversation", centred and dimmed.
@MainActor
final class ChatBeginningSectionController: ListSectionController {
  override func sizeForItem(at index: Int) -> CGSize {
    CGSize(width: collectionContext?.containerSize.width ?? 0, height: 1)
  }

  override func cellForItem(at index: Int) -> CollectionViewCell {
    guard let cell = dequeue(TextCell.self, at: index)
    else { return CollectionViewCell(frame: .zero) }
    cell.label.text = "Beginning of the conversation"
    cell.label.textColor = .secondaryLabel
    cell.label.textAlignment = .center
    return cell
  }
}
