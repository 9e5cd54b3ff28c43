import Foundation
import Testing

@testable import ListUI

/// A cell with outlets, as a nib makes it.
final class NibTestCell: CollectionViewCell {
  private(set) var title: Label?
  private(set) var awakenings = 0
  /// The initializer that made the cell.
  private(set) var madeBy = "init(frame:)"
  /// The senders of the edit action, in order.
  private(set) var edits: [Any] = []

  func edit(_ sender: Any) { edits.append(sender) }

  required init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    madeBy = "init(coder:)"
  }

  override func connectOutlet(_ name: String, to object: Any?) -> Bool {
    switch name {
    case "title": title = object as? Label
    default: return super.connectOutlet(name, to: object)
    }
    return true
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    awakenings += 1
  }
}

/// What listkit-migrate writes for `NibTestCell.xib`: found by the nib's name in this module.
enum NibTestCellNib: NibContents {
  static func instantiate(withOwner owner: Any?) -> [Any] {
    guard let cell = NibTestCell(coder: Nib.Coder()) else {
      return Nib.reportUnmadeObject(of: "NibTestCell", in: "NibTestCell.xib")
    }
    cell.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
    let title = Label(frame: CGRect(x: 1, y: 0, width: 10, height: 1))
    title.text = "Title"
    cell.contentView.addSubview(title)
    let button = Button(type: .system)
    cell.contentView.addSubview(button)
    Nib.connect("title", of: cell, to: title)
    do {
      let target = cell
      button.addAction(
        Action { [weak target, weak sender = button] _ in
          guard let target, let sender else { return }
          target.edit(sender)
        }, for: .touchUpInside)
    }
    cell.awakeFromNib()
    title.awakeFromNib()
    return [cell]
  }
}

/// A view whose `init(coder:)` fails, as a nib makes it.
final class RefusingView: View {
  required init?(coder: NSCoder) { nil }
}

/// What listkit-migrate writes for `RefusingView.xib`.
enum RefusingViewNib: NibContents {
  static func instantiate(withOwner owner: Any?) -> [Any] {
    guard let refusingView = RefusingView(coder: Nib.Coder()) else {
      return Nib.reportUnmadeObject(of: "RefusingView", in: "RefusingView.xib")
    }
    return [refusingView]
  }
}

/// A controller whose view and outlets come from a nib or a storyboard.
final class NibTestController: ViewController {
  var list: View?
  private(set) var listWhenTheViewLoaded: View?

  override func connectOutlet(_ name: String, to object: Any?) -> Bool {
    switch name {
    case "list": list = object as? View
    default: return super.connectOutlet(name, to: object)
    }
    return true
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    listWhenTheViewLoaded = list
  }
}

/// What listkit-migrate writes for `NibTestController.xib`: a view, the File's Owner's `view`.
enum NibTestControllerNib: NibContents {
  static func instantiate(withOwner owner: Any?) -> [Any] {
    let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
    let list = View(frame: CGRect(x: 0, y: 1, width: 20, height: 4))
    root.addSubview(list)
    Nib.connect("view", of: owner, to: root)
    Nib.connect("list", of: owner, to: list)
    return [root]
  }
}

/// What listkit-migrate writes for `NibTests.storyboard`.
enum NibTestsStoryboard: StoryboardContents {
  static let initialViewControllerIdentifier: String? = "start"

  static func scene(withIdentifier identifier: String) -> StoryboardScene? {
    switch identifier {
    case "start", "list":
      guard let controller = NibTestController(coder: Nib.Coder()) else {
        Nib.reportUnmadeObject(of: "NibTestController", in: "NibTests.storyboard")
        return StoryboardScene(viewController: ViewController(), view: nil)
      }
      controller.title = identifier
      return StoryboardScene(
        viewController: controller, view: Nib(instantiating: NibTestControllerNib.instantiate))
    default:
      return nil
    }
  }
}

/// Nibs and storyboards, translated into Swift, loaded by name as UIKit loads them.
@MainActor
@Suite(.serialized) struct NibTests {
  @Test func aNibIsFoundByItsNameInTheCallersModule_andMakesItsObjectsAnew() throws {
    let nib = Nib(nibName: "NibTestCell", bundle: nil)
    #expect(nib.name == "NibTestCell")
    let first = try #require(nib.instantiate(withOwner: nil).first as? NibTestCell)
    let second = try #require(nib.instantiate(withOwner: nil, options: nil).first as? NibTestCell)
    #expect(first !== second)
    #expect(first.title?.text == "Title")
    #expect(first.title?.superview === first.contentView)
    #expect(first.awakenings == 1)
    // The button's action, connected as the translation connects it, calls the cell's method
    // with the button as the sender; neither keeps the other alive.
    let button = try #require(first.contentView.subviews.last as? Button)
    button.sendActions(for: .touchUpInside)
    #expect(first.edits.count == 1)
    #expect(first.edits.first as? Button === button)
    weak var freed: NibTestCell?
    do { freed = nib.instantiate(withOwner: nil).first as? NibTestCell }
    #expect(freed == nil)
    // Made as UIKit makes an object of a custom class from a nib: with `init(coder:)`.
    #expect(first.madeBy == "init(coder:)")
    #expect(first.frame == CGRect(x: 0, y: 0, width: 20, height: 1))
  }

  @Test func aClassWhoseInitWithCoderFails_isReported_andTheNibMakesNothing() {
    var objects: [Any] = [0]
    let reported = nibProblems {
      objects = Nib(nibName: "RefusingView", bundle: nil).instantiate(withOwner: nil)
    }
    #expect(objects.isEmpty)
    #expect(
      reported == ["RefusingView's init(coder:) returned nil, so RefusingView.xib made no objects."]
    )
  }

  @Test func aNibTheProgramDoesNotHave_isReported_andMakesNothing() {
    var objects: [Any] = [0]
    let reported = nibProblems {
      objects = Nib(nibName: "Missing", bundle: nil).instantiate(withOwner: nil)
    }
    #expect(objects.isEmpty)
    #expect(
      reported == [
        "Could not load the nib Missing: the module ListUITests has no MissingNib. "
          + "Run listkit-migrate on the folder that holds Missing.xib."
      ])
  }

  @Test func anOutletTheClassDoesNotHave_isReported() {
    let cell = NibTestCell(frame: .zero)
    let reported = nibProblems {
      Nib.connect("subtitle", of: cell, to: Label())
      Nib.connect("title", of: "not a view", to: Label())
    }
    #expect(reported.count == 2)
    #expect(reported.first?.contains("NibTestCell has no outlet of that name") == true)
    #expect(reported.last?.contains("is not a view or view controller") == true)
  }

  @Test func aCollectionViewMakesCellsOfARegisteredNib() throws {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 5),
      collectionViewLayout: CollectionViewFlowLayout())
    collectionView.register(
      Nib(nibName: "NibTestCell", bundle: nil), forCellWithReuseIdentifier: "nib")
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: "nib", for: IndexPath(item: 0, section: 0))
    let nibCell = try #require(cell as? NibTestCell)
    #expect(nibCell.title?.text == "Title")
    #expect(nibCell.reuseIdentifier == "nib")
  }

  @Test func aNibOfTwoObjects_orNone_isReportedWhenDequeued_andAPlainCellComes() {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 20, height: 5),
      collectionViewLayout: CollectionViewFlowLayout())
    var violations: [CollectionViewError] = []
    collectionView.violationHandler = { violations.append($0) }
    collectionView.register(
      Nib(instantiating: { _ in
        [CollectionViewCell(frame: .zero), CollectionViewCell(frame: .zero)]
      }),
      forCellWithReuseIdentifier: "two")
    var cell: CollectionViewCell?
    let reported = nibProblems {
      cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: "two", for: IndexPath(item: 0, section: 0))
    }
    #expect(reported.count == 1)
    #expect(reported.first?.contains("must make exactly one top-level") == true)
    #expect(violations.map(\.kind) == [.dequeueUnregisteredIdentifier])
    #expect(cell.map { type(of: $0) == CollectionViewCell.self } == true)
    // Registering `nil` unregisters.
    collectionView.register(nil as Nib?, forCellWithReuseIdentifier: "two")
    _ = collectionView.dequeueReusableCell(
      withReuseIdentifier: "two", for: IndexPath(item: 0, section: 0))
    #expect(violations.count == 2)
  }

  @Test func aControllerWithANibName_makesItsViewFromTheNib_beforeViewDidLoad() {
    let controller = NibTestController(nibName: "NibTestController", bundle: nil)
    #expect(controller.nibName == "NibTestController")
    #expect(!controller.isViewLoaded)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 20, height: 5))
    #expect(controller.list?.superview === controller.view)
    #expect(controller.listWhenTheViewLoaded === controller.list)
    // Without a nib name, the view is a plain one, as `init()` makes it.
    let plain = NibTestController(nibName: nil, bundle: nil)
    #expect(plain.view.subviews.isEmpty)
    #expect(plain.list == nil)
  }

  @Test func aStoryboardMakesItsControllers_whoseViewsComeFromTheirScenes() throws {
    let storyboard = Storyboard(name: "NibTests", bundle: nil)
    let controller = storyboard.instantiateViewController(withIdentifier: "list")
    let typed = try #require(controller as? NibTestController)
    #expect(typed.storyboard === storyboard)
    #expect(typed.title == "list")
    #expect(!typed.isViewLoaded)
    #expect(typed.view.subviews.first === typed.list)
    #expect(typed.listWhenTheViewLoaded === typed.list)
    let initial = storyboard.instantiateInitialViewController()
    #expect(initial?.title == "start")
    #expect(initial !== controller)
  }

  @Test func aStoryboardIdentifierOrStoryboardThatIsMissing_isReported() {
    var controller: ViewController?
    var initial: ViewController?
    let reported = nibProblems {
      controller = Storyboard(name: "NibTests", bundle: nil)
        .instantiateViewController(withIdentifier: "nowhere")
      initial = Storyboard(name: "Missing", bundle: nil).instantiateInitialViewController()
    }
    #expect(controller.map { type(of: $0) == ViewController.self } == true)
    #expect(initial == nil)
    #expect(
      reported.first
        == "The storyboard NibTests has no view controller with the identifier nowhere.")
    #expect(reported.last?.hasPrefix("Could not load the storyboard Missing") == true)
  }

  @Test func documentNamesBecomeTypeNamesAsListkitMigrateNamesThem() {
    #expect(
      InterfaceBuilderDocumentLookup.typeName(forDocument: "NibCell", suffix: "Nib") == "NibCellNib"
    )
    #expect(
      InterfaceBuilderDocumentLookup.typeName(forDocument: "main-screen 2", suffix: "Storyboard")
        == "Main_screen_2Storyboard")
    #expect(InterfaceBuilderDocumentLookup.typeName(forDocument: "1st", suffix: "Nib") == "_1stNib")
    #expect(InterfaceBuilderDocumentLookup.module(ofFileID: "App/Cells/Cell.swift") == "App")
  }
}
