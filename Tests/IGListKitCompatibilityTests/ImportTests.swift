import ChildProcessSupport
import Foundation
import IGListKitMigration
import Testing

/// `import IGListKit` brings IGListKit's names and UIKit's, as on iOS, and none of ListUI's own
/// unprefixed ones, which would clash with an app's types of the same names: checked by type
/// checking small files against the built modules with `swiftc`.
@Suite struct ImportTests {
  /// The directory of the built modules: `Modules` beside the test bundle.
  static var modules: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("Modules")
  }

  /// `swiftc` could not be started.
  enum TypeCheckError: Error {
    case notRun(String)
  }

  /// The errors and warnings `swiftc -typecheck` reports for `source`, one line each.
  static func errors(typeChecking source: String, asLibrary: Bool = false) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("listkit-imports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Ported.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let result = ChildProcess.run(
      "swiftc",
      ["-typecheck", "-swift-version", "5", "-I", modules.path, file.path]
        + (asLibrary ? ["-parse-as-library"] : [])
    )
    guard result.status != -1 else { throw TypeCheckError.notRun(result.output) }
    return result.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix(file.path) }
  }

  @Test func theExampleAppsDelegate_migrated_runsTheAppAsItsMain() throws {
    let source = """
      import UIKit

      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?

          func application(_ application: UIApplication,
                           didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              let splitViewController = UISplitViewController()
              splitViewController.delegate = self
              splitViewController.viewControllers = [UINavigationController(rootViewController: UIViewController())]
              splitViewController.preferredDisplayMode = .oneBesideSecondary
              window = UIWindow(frame: UIScreen.main.bounds)
              window?.rootViewController = splitViewController
              window?.makeKeyAndVisible()
              UICollectionView.appearance().backgroundColor = UIColor.systemGroupedBackground
              return true
          }
      }

      extension AppDelegate: UISplitViewControllerDelegate {
          func splitViewController(_ splitViewController: UISplitViewController,
                                   collapseSecondary secondaryViewController: UIViewController,
                                   onto primaryViewController: UIViewController) -> Bool {
              return true
          }
      }
      """
    let migrated = IGListKitMigration.migrate(source)
    #expect(migrated.text.hasPrefix("import IGListKit\nimport ListKitApp\n"))
    #expect(migrated.text.contains("@main\nfinal class AppDelegate: UIResponder"))
    #expect(IGListKitMigration.migrate(migrated.text).edits.isEmpty)
    // ListKitApp needs its C dependencies' module maps, which SwiftPM gives a target that
    // depends on it; the delegate itself is checked here without it and its `@main`, and its
    // `main()` by the app delegate tests.
    let delegate = migrated.text.replacingOccurrences(of: "import ListKitApp\n", with: "")
      .replacingOccurrences(of: "@main\n", with: "")
    #expect(try Self.errors(typeChecking: delegate, asLibrary: true) == [])
  }

  @Test func igListKitsAndUIKitsNamesAreThere() throws {
    let errors = try Self.errors(
      typeChecking: """
        import IGListKit

        final class Row: NSObject, ListDiffable {
          func diffIdentifier() -> AnyHashable { ObjectIdentifier(self) }
          func isEqual(toDiffableObject object: ListDiffable?) -> Bool { self === object }
        }

        @MainActor func make() -> (ListAdapter, UICollectionView, UILabel, UIColor) {
          let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
          let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
          _ = ListDiff(oldArray: [], newArray: [], option: .equality)
          let font = UIFont.systemFont(ofSize: 15)
          _ = "text".boundingRect(
            with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font],
            context: nil
          ).height + font.lineHeight
          _ = view.traitCollection.userInterfaceStyle == .dark
          return (adapter, view, UILabel(), .systemBlue)
        }
        """)
    #expect(errors == [])
  }

  @Test func theTableViewDiffDemoCompilesAsIGListKitsExampleWritesIt() throws {
    let errors = try Self.errors(
      typeChecking: """
        import IGListKit

        final class Person: ListDiffable {
          let pk: Int
          let name: String
          init(pk: Int, name: String) {
            self.pk = pk
            self.name = name
          }
          func diffIdentifier() -> AnyHashable { pk }
          func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
            guard let object = object as? Person else { return false }
            return name == object.name
          }
        }

        final class DiffTableViewController: UITableViewController {
          var people = [Person(pk: 1, name: "Kevin"), Person(pk: 2, name: "Mike")]
          let from = [Person(pk: 1, name: "Kevin"), Person(pk: 2, name: "Mike")]
          let to = [Person(pk: 2, name: "Mike"), Person(pk: 3, name: "Ann")]

          override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .play, primaryAction: UIAction { [weak self] _ in self?.onDiff() })
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
          }
          func onDiff() {
            let result = ListDiffPaths(fromSection: 0, toSection: 0, oldArray: from, newArray: to, option: .equality).forBatchUpdates()
            tableView.beginUpdates()
            tableView.deleteRows(at: result.deletes, with: .fade)
            tableView.insertRows(at: result.inserts, with: .fade)
            result.moves.forEach { tableView.moveRow(at: $0.from, to: $0.to) }
            tableView.endUpdates()
          }
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { people.count }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = people[indexPath.row].name
            return cell
          }
          override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
          }
        }

        final class SubtitleCell: UITableViewCell {
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            accessoryType = .disclosureIndicator
            selectionStyle = .none
          }
          required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        @MainActor final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row")
              ?? UITableViewCell(style: .value1, reuseIdentifier: "row")
          }
          func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            UITableView.automaticDimension
          }
          func make() -> UITableView {
            let tableView = UITableView(frame: .zero, style: .insetGrouped)
            tableView.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
            tableView.dataSource = self
            tableView.delegate = self
            tableView.separatorStyle = .none
            tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .middle, animated: false)
            tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            return tableView
          }
        }
        """)
    #expect(errors == [])
  }

  @Test func whatListkitMigrateWritesCompilesWithoutWarnings() throws {
    let uikit = """
      // A cell and a view from an app that reached UIKit through its bridging header.

      final class SwitchCell: UICollectionViewCell {
        let toggle = UISwitch()
        let button = UIButton()

        override init(frame: CGRect) {
          super.init(frame: frame)
          toggle.addTarget(
            self, action: #selector(onToggle(_:)), for: .valueChanged)
          button.addTarget(self, action: #selector(onButton(_:)), for: .touchUpInside)
        }

        required init?(coder aDecoder: NSCoder) {
          fatalError("init(coder:) has not been implemented")
        }

        @objc
        func onToggle(_ sender: UISwitch) {}

        @objc func onButton(_ sender: UIButton) {}
      }

      final class Badge: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
        }
      }
      """
    let migrated = IGListKitMigration.migrate(uikit).text
    #expect(try Self.errors(typeChecking: migrated) == [])
    // Before the migration, it does not compile.
    #expect(try !Self.errors(typeChecking: uikit).isEmpty)
  }

  @Test func subclassesAcrossFiles_everyEventAndBarItemsAndRecognizers_compileWithoutWarnings()
    throws
  {
    let bases = """
      @preconcurrency import UIKit
      import UIKit.UIGestureRecognizerSubclass
      import UIKit

      class CardBase: UICollectionViewCell {
        override init(frame: CGRect) {
          super.init(frame: frame)
        }

        required init?(coder: NSCoder) { fatalError() }
      }

      class RoundView: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          layer.cornerRadius = 2
        }

        required init?(coder: NSCoder) { fatalError() }
      }
      """
    let subclasses = """
      import UIKit

      final class FancyCard: CardBase {
        var toggle: UISwitch?
        let field = UITextField()
        private(set) var changes = 0

        override init(frame: CGRect) {
          super.init(frame: frame)
          toggle?.addTarget(self, action: #selector(flipped), for: UIControl.Event.valueChanged)
          self.field.addTarget(
            self, action: #selector(edited(_:)), for: [.editingChanged, .editingDidEnd])
          let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
          let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped))
          let pinch = UIPinchGestureRecognizer(target: self, action: #selector(pinched(_:)))
          for recognizer in [pan, swipe, pinch] as [UIGestureRecognizer] {
            addGestureRecognizer(recognizer)
          }
        }

        required init?(coder: NSCoder) { fatalError() }

        @objc private func flipped() { changes += 1 }
        @objc private func edited(_ field: UITextField) { changes += 1 }
        @objc private func panned(_ recognizer: UIPanGestureRecognizer) {}
        @objc private func swiped() {}
        @objc private func pinched(_ recognizer: UIPinchGestureRecognizer) {}
      }

      final class Pill: RoundView {
        override init(frame: CGRect) {
          super.init(frame: frame)
        }

        required init?(coder: NSCoder) { fatalError() }
      }

      final class EditingController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: self, action: #selector(onEdit))
          navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(onAdd(_:)))
        }

        @objc func onEdit() {}
        @objc func onAdd(_ sender: UIBarButtonItem) {}
      }
      """
    let required = IGListKitMigration.requiredInitClasses(in: [bases, subclasses])
    #expect(required.isSuperset(of: ["CardBase", "RoundView", "FancyCard", "Pill"]))
    let migratedBases = IGListKitMigration.migrate(bases, requiredInitClasses: required)
    let migrated = IGListKitMigration.migrate(subclasses, requiredInitClasses: required)
    #expect(migratedBases.text.components(separatedBy: "import ").count == 2)
    #expect(migrated.warnings == [])
    #expect(!migrated.text.contains("#selector"))
    #expect(migrated.text.contains("required init(frame: CGRect)"))
    #expect(!migrated.text.contains("override init(frame: CGRect)"))
    let together =
      migratedBases.text + "\n"
      + migrated.text.replacingOccurrences(of: "import IGListKit\n", with: "")
    let errors = try Self.errors(typeChecking: together)
    #expect(errors == [], "\(together)")
    // A second run, with the same classes, changes nothing.
    #expect(
      IGListKitMigration.migrate(migrated.text, requiredInitClasses: required).edits.isEmpty)
  }

  @Test func theReorderExamplesLongPress_compilesWithoutWarningsAfterListkitMigrate() throws {
    let uikit = """
      import IGListKit
      import UIKit

      final class ReorderableViewController: UIViewController, ListAdapterDataSource {
        lazy var adapter: ListAdapter = {
          return ListAdapter(updater: ListAdapterUpdater(), viewController: self)
        }()
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        var data: [String] = []

        override func viewDidLoad() {
          super.viewDidLoad()
          let longPressGesture = UILongPressGestureRecognizer(
            target: self, action: #selector(ReorderableViewController.handleLongGesture(gesture:)))
          collectionView.addGestureRecognizer(longPressGesture)
          let tap = UITapGestureRecognizer(target: self, action: #selector(didTap))
          tap.numberOfTapsRequired = 2
          tap.cancelsTouchesInView = false
          view.addGestureRecognizer(tap)
          NotificationCenter.default.addObserver(self, selector: #selector(contentSizeChanged(_:)), name: Notification.Name("ContentChanged"), object: nil)
          view.addSubview(collectionView)
          adapter.collectionView = collectionView
          adapter.dataSource = self
        }

        @objc func handleLongGesture(gesture: UILongPressGestureRecognizer) {
          switch gesture.state {
          case .began:
            let touchLocation = gesture.location(in: self.collectionView)
            guard let selectedIndexPath = collectionView.indexPathForItem(at: touchLocation) else {
              break
            }
            collectionView.beginInteractiveMovementForItem(at: selectedIndexPath)
          case .changed:
            if let view = gesture.view {
              let position = gesture.location(in: view)
              collectionView.updateInteractiveMovementTargetPosition(position)
            }
          case .ended:
            collectionView.endInteractiveMovement()
          default:
            collectionView.cancelInteractiveMovement()
          }
        }

        @objc private func didTap() {}

        @objc func contentSizeChanged(_ notification: Notification) {}

        func objects(for listAdapter: ListAdapter) -> [ListDiffable] { data as [ListDiffable] }

        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
          -> ListSectionController
        { ListSectionController() }

        func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }
      }
      """
    let migrated = IGListKitMigration.migrate(uikit).text
    #expect(!migrated.contains("#selector"))
    #expect(try Self.errors(typeChecking: migrated) == [])
  }

  @Test func listUIsOwnNamesStayOut() throws {
    let names = ["View", "Label", "Color", "Action", "TextStyle", "ViewController", "Font"]
    let errors = try Self.errors(
      typeChecking: "import IGListKit\n"
        + names.map { "let \($0.lowercased())Value: \($0)? = nil" }.joined(separator: "\n"))
    for name in names {
      #expect(errors.contains { $0.contains("cannot find type '\(name)' in scope") }, "\(name)")
    }
    #expect(errors.count == names.count)
  }
}
