import IGListKitMigration
import Testing

/// The migration guide's mechanical edits, applied to IGListKit code as its example app writes it.
@Suite struct IGListKitMigrationTests {
  @Test func aModelAndACellAreMigrated_andASecondRunChangesNothing() {
    let source = """
      import IGListKit
      import UIKit

      final class User: ListDiffable {
        let pk: Int
        init(pk: Int) { self.pk = pk }
        func diffIdentifier() -> NSObjectProtocol {
          return pk as NSObjectProtocol
        }
        func isEqual(toDiffableObject object: ListDiffable?) -> Bool { true }
      }

      final class RemoveCell: UICollectionViewCell {
        let button = UIButton()
        let other = UIButton()
        weak var delegate: RemoveCellDelegate?

        func setUp() {
          button.addTarget(self, action: #selector(RemoveCell.onButton(_:)), for: .touchUpInside)
          other.addTarget(self, action: #selector(onOther), for: .touchUpInside)
        }

        @objc func onButton(_ button: UIButton) {
          delegate?.removeCellDidTapButton(self)
        }

        @objc private func onOther() {}
      }
      """
    let expected = """
      import IGListKit

      final class User: ListDiffable {
        let pk: Int
        init(pk: Int) { self.pk = pk }
        func diffIdentifier() -> AnyHashable {
          return pk as AnyHashable
        }
        func isEqual(toDiffableObject object: ListDiffable?) -> Bool { true }
      }

      final class RemoveCell: UICollectionViewCell {
        let button = UIButton()
        let other = UIButton()
        weak var delegate: RemoveCellDelegate?

        func setUp() {
          button.addAction { [weak self] sender in self?.onButton(sender) }
          other.addAction { [weak self] _ in self?.onOther() }
        }

        func onButton(_ button: UIButton) {
          delegate?.removeCellDidTapButton(self)
        }

        private func onOther() {}
      }
      """
    let result = IGListKitMigration.migrate(source)
    #expect(result.text == expected)
    #expect(
      result.edits == [
        "import UIKit dropped", "diffIdentifier() -> AnyHashable",
        "as NSObjectProtocol -> as AnyHashable", "addTarget -> addAction (x2)",
        "@objc dropped (x2)",
      ])
    #expect(IGListKitMigration.migrate(result.text) == .init(text: expected, edits: []))
  }

  @Test func aFileThatImportsOnlyUIKitImportsIGListKit_andLabelledSendersArePassedByLabel() {
    let source = """
      import UIKit

      final class Cell: UICollectionViewCell {
        func connect() {
          button.addTarget(self, action: #selector(tapped(sender:)), for: .touchUpInside)
          wide.addTarget(self, action: #selector(both(_:_:)), for: .touchUpInside)
        }
        func tapped(sender: UIButton) {}
        func both(_ a: UIButton, _ b: Int) {}
      }
      """
    let result = IGListKitMigration.migrate(source)
    #expect(result.text.hasPrefix("import IGListKit\n"))
    // The file does not say `button` is a `UIButton`: UIKit's action form, which any control has.
    #expect(
      result.text.contains(
        "button.addAction(UIAction { [weak self] action in if let sender = action.sender as? "
          + "UIButton { self?.tapped(sender: sender) } }, for: .touchUpInside)"))
    // A method that takes more than the sender is left for a person to connect.
    #expect(result.text.contains("wide.addTarget(self, action: #selector(both(_:_:))"))
    #expect(result.edits == ["import UIKit -> import IGListKit", "addTarget -> addAction"])
  }

  @Test func aSystemBarButtonItemsSelectorBecomesAPrimaryAction() {
    let source = """
      import IGListKit

      final class AddingViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add,
                                                              target: self,
                                                              action: #selector(AddingViewController.onAdd))
          navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #selector(onDone(_:)))
        }

        @objc func onAdd() {}

        @objc func onDone(_ sender: UIBarButtonItem) {}
      }
      """
    let expected = """
      import IGListKit

      final class AddingViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.onAdd() })
          navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] action in if let sender = action.sender as? UIBarButtonItem { self?.onDone(sender) } })
        }

        func onAdd() {}

        func onDone(_ sender: UIBarButtonItem) {}
      }
      """
    let result = IGListKitMigration.migrate(source)
    // An action that takes the sender gets it from the action: the item, when it is pressed.
    #expect(result.text == expected)
    #expect(
      result.edits == [
        "UIBarButtonItem target/action -> primaryAction (x2)", "@objc dropped (x2)",
      ])
    #expect(IGListKitMigration.migrate(result.text).edits.isEmpty)
  }

  @Test func aTopLevelFunctionThatBuildsASectionControllerIsMainActor() {
    let source = """
      import IGListKit

      func spinnerSectionController() -> ListSingleSectionController {
        return ListSingleSectionController(configure: configureBlock, size: sizeBlock)
      }

      @MainActor
      func already() -> ListSectionController { ListSectionController() }

      final class Maker {
        func make() -> ListSectionController { ListSectionController() }
      }
      """
    let result = IGListKitMigration.migrate(source)
    #expect(
      result.text.hasPrefix("import IGListKit\n\n@MainActor\nfunc spinnerSectionController()"))
    #expect(!result.text.contains("@MainActor\n@MainActor"))
    #expect(result.text.contains("  func make() -> ListSectionController"))
    #expect(result.edits == ["@MainActor on a function that builds a section controller"])
    #expect(IGListKitMigration.migrate(result.text).edits.isEmpty)
  }

  @Test func aViewsInitWithFrameBecomesRequired_asListUIMakesCellsFromTheirClass() {
    let source = """
      final class LabelCell: UICollectionViewCell {
        override init(frame: CGRect) {
          super.init(frame: frame)
        }
        public override init(frame: CGRect) {}
        required init?(coder aDecoder: NSCoder) {
          fatalError("init(coder:) has not been implemented")
        }
      }
      """
    let result = IGListKitMigration.migrate(source)
    // In a cell, `override` is implied by `required`: Swift would warn about it.
    #expect(result.text.contains("\n  required init(frame: CGRect) {\n"))
    #expect(result.text.contains("\n  public required init(frame: CGRect) {}"))
    #expect(
      result.edits == [
        "import IGListKit added", "init(frame:) -> required init(frame:) under a required one (x2)",
      ])
    #expect(IGListKitMigration.migrate(result.text).edits.isEmpty)
  }

  @Test func aControllerSetUpInInitWithCoder_getsTheInitListUIAsksFor_madeThroughIt() {
    let source = """
      import UIKit

      final class InboxViewController: UIViewController {
          let list = UIView()

          required init?(coder: NSCoder) {
              super.init(coder: coder)
              title = "Inbox"
          }
      }

      final class PlainViewController: UIViewController {
          required init?(coder: NSCoder) {
              fatalError("init(coder:) has not been implemented")
          }
      }

      final class ToldViewController: UIViewController {
          required init() { super.init() }

          required init?(coder: NSCoder) {
              super.init(coder: coder)
          }
      }

      final class ChipView: UIView {
          required init?(coder: NSCoder) {
              super.init(coder: coder)
          }
      }
      """
    let result = IGListKitMigration.migrate(source)
    #expect(
      result.text.contains(
        """
            let list = UIView()

            required convenience init() {
                self.init(coder: UINib.Coder())!
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                title = "Inbox"
            }
        """))
    // Not where `init(coder:)` does not call `super`, where `init()` is there, or in a view.
    #expect(result.text.components(separatedBy: "required convenience init()").count == 2)
    #expect(
      result.edits == [
        "import UIKit -> import IGListKit",
        "init?(coder:) calling super -> required convenience init() through it",
      ])
    #expect(IGListKitMigration.migrate(result.text).edits.isEmpty)
  }

  @Test func aFileWithoutImportsGetsOne_andEveryEventAndLoneObjcAreMigrated() {
    let source = """
      // A cell from an app that reached UIKit through its bridging header.

      final class SwitchCell: UICollectionViewCell {
        let toggle = UISwitch()

        override init(frame: CGRect) {
          super.init(frame: frame)
          toggle.addTarget(
            self,
            action: #selector(onToggle(_:)),
            for: .valueChanged)
        }

        @objc
        func onToggle(_ sender: UISwitch) {}
      }

      final class Badge: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
        }
      }
      """
    let expected = """
      // A cell from an app that reached UIKit through its bridging header.

      import IGListKit

      final class SwitchCell: UICollectionViewCell {
        let toggle = UISwitch()

        required init(frame: CGRect) {
          super.init(frame: frame)
          toggle.addAction(UIAction { [weak self] action in if let sender = action.sender as? UISwitch { self?.onToggle(sender) } }, for: .valueChanged)
        }

        func onToggle(_ sender: UISwitch) {}
      }

      final class Badge: UIView {
        required override init(frame: CGRect) {
          super.init(frame: frame)
        }
      }
      """
    let result = IGListKitMigration.migrate(source)
    #expect(result.text == expected)
    #expect(
      result.edits == [
        "import IGListKit added", "addTarget -> addAction",
        "override init(frame:) -> required override init(frame:)",
        "init(frame:) -> required init(frame:) under a required one", "@objc dropped",
      ])
    #expect(IGListKitMigration.migrate(result.text).edits.isEmpty)
  }

  @Test func aDryRunsDiffShowsEachChangeInItsContext() {
    let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n"
    let new = "a\nb\nC\nd\ne\nf\ng\nh\ni\nj\nk\n"
    #expect(
      UnifiedDiff.between(old, new, path: "File.swift", context: 2) == """
        --- File.swift
        +++ File.swift
        @@ -1,5 +1,5 @@
         a
         b
        -c
        +C
         d
         e
        @@ -9,3 +9,4 @@
         i
         j
        +k
         

        """)
    #expect(UnifiedDiff.between(old, old, path: "File.swift").isEmpty)
  }

  @Test func gestureRecognizerSelectors_becomeClosuresCallingTheMethod_withTheRecognizer() {
    let source = """
      import IGListKit

      final class Screen: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let longPressGesture = UILongPressGestureRecognizer(target: self, action: #selector(Screen.handleLongGesture(gesture:)))
          collectionView.addGestureRecognizer(longPressGesture)
          view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTap(_:))))
          let plain = UITapGestureRecognizer(
            target: self, action: #selector(dismissKeyboard))
          plain.addTarget(self, action: #selector(dismissKeyboard))
          NotificationCenter.default.addObserver(self, selector: #selector(sizeChanged(_:)), name: UIContentSizeCategory.didChangeNotification, object: nil)
        }

        @objc func handleLongGesture(gesture: UILongPressGestureRecognizer) {}
        @objc func didTap(_ sender: UITapGestureRecognizer) {}
        @objc private func dismissKeyboard() {}
        @objc func sizeChanged(_ notification: Notification) {}
      }
      """
    let expected = """
      import IGListKit

      final class Screen: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let longPressGesture = UILongPressGestureRecognizer { [weak self] gesture in self?.handleLongGesture(gesture: gesture) }
          collectionView.addGestureRecognizer(longPressGesture)
          view.addGestureRecognizer(UITapGestureRecognizer { [weak self] gesture in self?.didTap(gesture) })
          let plain = UITapGestureRecognizer { [weak self] _ in self?.dismissKeyboard() }
          plain.addTarget { [weak self] _ in self?.dismissKeyboard() }
          _ = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] notification in MainActor.assumeIsolated { self?.sizeChanged(notification) } }
        }

        func handleLongGesture(gesture: UILongPressGestureRecognizer) {}
        func didTap(_ sender: UITapGestureRecognizer) {}
        private func dismissKeyboard() {}
        func sizeChanged(_ notification: Notification) {}
      }
      """
    let result = IGListKitMigration.migrate(source)
    #expect(result.text == expected)
    #expect(
      result.edits == [
        "gesture recognizer target/action -> handler (x3)",
        "gesture recognizer addTarget -> addTarget { }",
        "NotificationCenter selector -> addObserver(forName:object:queue:using:)",
        "@objc dropped (x4)",
      ])
    #expect(IGListKitMigration.migrate(result.text) == .init(text: expected, edits: []))
  }

  @Test func aSelectorToAMethodNotInTheFile_withoutLabels_isLeftAsItIs() {
    let source = """
      let press = UILongPressGestureRecognizer(target: self, action: #selector(elsewhere))

      """
    #expect(IGListKitMigration.migrate(source).text.contains("#selector(elsewhere)"))
  }

  @Test func selectorsNoEditCanTurnIntoAClosure_areNamedInWarnings_withTheirLines() {
    let source = """
      import UIKit

      final class Finder: UIViewController {
        let other = Helper()
        let button = UIButton()

        override func viewDidLoad() {
          super.viewDidLoad()
          button.addTarget(other, action: #selector(Helper.go), for: .touchUpInside)
          navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: self, action: #selector(done))
        }

        override var keyCommands: [UIKeyCommand]? {
          [UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find))]
        }

        @objc func done() {}
        @objc func find() {}
      }
      """
    let result = IGListKitMigration.migrate(source)
    #expect(result.warnings.count == 3)
    #expect(result.warnings[0].hasPrefix("line 9: #selector(Helper.go) is left:"))
    #expect(result.warnings[1].hasPrefix("line 11: #selector(done) is left:"))
    #expect(result.warnings[2].hasPrefix("line 15: #selector(find) is left:"))
    // The selectors stay as they were, for the hand that finishes them.
    #expect(result.text.contains("action: #selector(Helper.go), for: .touchUpInside)"))
  }

  @Test func aControlThatIsNotAButton_getsUIKitsActionForm_evenForATap() {
    let source = """
      import UIKit

      final class Cell: UICollectionViewCell {
        let control = UISegmentedControl()
        weak var button: UIButton?

        func setUp() {
          control.addTarget(self, action: #selector(tapped), for: .touchUpInside)
          button?.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        }

        @objc func tapped() {}
      }
      """
    let text = IGListKitMigration.migrate(source).text
    #expect(
      text.contains(
        "control.addAction(UIAction { [weak self] _ in self?.tapped() }, for: .touchUpInside)"))
    #expect(text.contains("button?.addAction { [weak self] _ in self?.tapped() }"))
  }

  @Test func repeatedAndSubmoduleImportsOfUIKitBecomeOneImport() {
    let source = """
      @preconcurrency import UIKit
      import UIKit.UIGestureRecognizerSubclass
      import class UIKit.UIView
      import UIKit

      let x = 1
      """
    let result = IGListKitMigration.migrate(source)
    #expect(result.text == "import IGListKit\n\nlet x = 1")
    #expect(IGListKitMigration.migrate(result.text).edits.isEmpty)
  }

  @Test func codeWithNothingToMigrateIsLeftAlone() {
    let source = "import ListKit\n\nlet x = 1\n"
    #expect(IGListKitMigration.migrate(source) == .init(text: source, edits: []))
  }
}
