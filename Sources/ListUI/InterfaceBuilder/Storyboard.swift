import Foundation

/// A storyboard: view controllers made from an Interface Builder document, ListUI's
/// `UIStoryboard`.
///
/// `listkit-migrate` translates each `.storyboard` file into Swift, a ``StoryboardContents``
/// type, and `Storyboard(name:bundle:)` finds it by the storyboard's name in the calling file's
/// module. A controller of a custom class is made with `init(coder:)` and a ``NibCoder``, as
/// UIKit makes it from the storyboard's archive, so the set-up it does there runs; its view,
/// with the collection view's prototype cells registered under their reuse identifiers, is made
/// from the scene when the view is first asked for, before ``ViewController/viewDidLoad()``.
@MainActor
public final class Storyboard {
  /// What `listkit-migrate` makes of a `.storyboard` file: ``StoryboardContents``, under a name
  /// that code which sees ListUI's types only by UIKit's names (`UIStoryboard.Contents`) can
  /// write.
  public typealias Contents = StoryboardContents

  /// A view controller of a storyboard and the nib of its view: ``StoryboardScene``, as
  /// `UIStoryboard.Scene`.
  public typealias Scene = StoryboardScene

  /// A segue as a scene declares it: ``StoryboardSegueTemplate``, as
  /// `UIStoryboard.SegueTemplate`.
  public typealias SegueTemplate = StoryboardSegueTemplate

  /// The storyboard's name.
  public let name: String

  private let module: String

  /// The storyboard named `name` (its file's name without `.storyboard`), found in the calling
  /// file's module. `bundle` is UIKit's and is not read; `fileID` is the caller's, filled in by
  /// Swift: leave it out.
  public init(name: String, bundle: Bundle?, fileID: String = #fileID) {
    self.name = name
    module = InterfaceBuilderDocumentLookup.module(ofFileID: fileID)
  }

  /// The storyboard's initial view controller, made anew, or `nil` when it has none.
  public func instantiateInitialViewController() -> ViewController? {
    guard let contents = contents(), let identifier = contents.initialViewControllerIdentifier
    else { return nil }
    return instantiate(identifier, from: contents)
  }

  /// The view controller with the storyboard identifier `identifier`, made anew. An identifier
  /// the storyboard does not have is reported to ``Nib/problemHandler`` and makes a plain
  /// ``ViewController``, where UIKit raises an exception.
  public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
    if let contents = contents(), let controller = instantiate(identifier, from: contents) {
      return controller
    }
    return ViewController()
  }

  private func instantiate(_ identifier: String, from contents: StoryboardContents.Type)
    -> ViewController?
  {
    guard let scene = contents.scene(withIdentifier: identifier) else {
      Nib.problemHandler(
        "The storyboard \(name) has no view controller with the identifier \(identifier).")
      return nil
    }
    let controller = scene.viewController
    controller.storyboard = self
    controller.storyboardView = scene.view
    controller.storyboardSegues = scene.segues
    guard !scene.children.isEmpty else { return controller }
    let children = scene.children.compactMap { instantiate($0, from: contents) }
    switch controller {
    case let navigation as NavigationController:
      navigation.setViewControllers(children, animated: false)
    case let tabs as TabBarController:
      tabs.setViewControllers(children, animated: false)
    case let split as SplitViewController:
      split.viewControllers = children
    default:
      Nib.problemHandler(
        "The storyboard \(name)'s \(identifier) is a \(type(of: controller)), which contains no "
          + "controllers; its relationships are left out.")
    }
    return controller
  }

  /// Performs the segue whose Interface Builder object identifier is `id`, from `source`, as a
  /// control in the source's view that triggers it does: asks the source's
  /// ``ViewController/shouldPerformSegue(withIdentifier:sender:)`` when the segue has an
  /// identifier, then performs it with `sender`. The Swift `listkit-migrate` makes of
  /// storyboards calls it.
  public static func triggerSegue(withID id: String, from source: ViewController, sender: Any?) {
    source.triggerSegue(withID: id, sender: sender)
  }

  /// Makes selecting `cell` perform the segue whose Interface Builder object identifier is
  /// `id`, from the view controller whose table view shows the cell, with the cell as the sender,
  /// as a storyboard's prototype cell with a selection segue does: the segue is performed before
  /// the table view's delegate is told of the selection, as in UIKit. The Swift
  /// `listkit-migrate` makes of storyboards calls it.
  public static func connectSelectionSegue(withID id: String, to cell: TableViewCell) {
    cell.selectionSegueID = id
  }

  /// The storyboard's translation, or `nil`, reported, when the program has none.
  private func contents() -> StoryboardContents.Type? {
    InterfaceBuilderDocumentLookup.contents(
      ofDocument: name, fileExtension: "storyboard", suffix: "Storyboard", in: module,
      as: StoryboardContents.Type.self)
  }
}
