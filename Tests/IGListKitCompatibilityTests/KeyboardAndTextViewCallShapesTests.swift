import IGListKit
import Testing

// A chat screen's compose box as iOS apps write it: a text view that grows with its text, a send
// button with insets, a list whose scroll indicators stay clear of the compose box, and the
// keyboard notifications that move the box up. The observer runs on the posting queue (`queue:
// nil`): a test runner drains the main queue off the main thread, where Foundation on Linux
// would wait for `OperationQueue.main` from inside it.

final class ComposeViewController: UIViewController, UITextViewDelegate {
  let textView = UITextView()
  let sendButton = UIButton(type: .system)
  let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  var keyboardFrames: [CGRect] = []
  var changes = 0
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    textView.isScrollEnabled = false
    textView.font = UIFont.preferredFont(forTextStyle: .body)
    textView.textContainerInset = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    textView.delegate = self
    sendButton.setTitle("Send", for: .normal)
    sendButton.titleLabel?.font = UIFont.boldSystemFont(ofSize: 15)
    sendButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
    collectionView.verticalScrollIndicatorInsets = UIEdgeInsets(
      top: 0, left: 0, bottom: 44, right: 0)
    collectionView.showsHorizontalScrollIndicator = false
    view.addSubview(collectionView)
    view.addSubview(textView)
    view.addSubview(sendButton)
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] notification in
        let frame =
          (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
          .cgRectValue ?? .zero
        let duration =
          (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
          .doubleValue ?? 0
        let curve =
          (notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?
          .intValue ?? 0
        MainActor.assumeIsolated {
          self?.keyboardFrames.append(frame)
          UIView.animate(
            withDuration: duration, delay: 0,
            options: UIView.AnimationOptions(rawValue: UInt(curve) << 16),
            animations: { self?.view.layoutIfNeeded() })
        }
      })
  }

  func stopObserving() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }

  func textViewDidChange(_ textView: UITextView) {
    changes += 1
  }
}

@MainActor
@Suite struct KeyboardAndTextViewCallShapesTests {
  @Test func aComposeBox_asIOSAppsWriteIt_compilesAndRuns() {
    // Whatever another test left with the keys gives them up: the keyboard is hidden.
    let other = UITextField()
    other.becomeFirstResponder()
    other.resignFirstResponder()
    let controller = ComposeViewController()
    controller.loadViewIfNeeded()
    defer { controller.stopObserving() }
    controller.textView.becomeFirstResponder()
    controller.textView.insertText("hi")
    #expect(controller.changes == 1)
    #expect(controller.keyboardFrames.count == 1)
    #expect(controller.keyboardFrames.first?.height == 0)
    #expect(controller.sendButton.intrinsicContentSize == CGSize(width: 4 + 16, height: 1))
    controller.textView.resignFirstResponder()
  }
}
