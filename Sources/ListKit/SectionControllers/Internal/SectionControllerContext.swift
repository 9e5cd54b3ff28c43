import Foundation

/// The adapter and view controller that section controllers created inside the data source get
/// at initialization, as IGListKit passes them through a per-thread stack.
@MainActor
enum SectionControllerContext {
  struct Frame {
    weak var viewController: ViewController?
    weak var adapter: ListAdapter?
  }

  private static var stack: [Frame] = []

  static var current: Frame? { stack.last }

  static func withContext<Result>(
    viewController: ViewController?, adapter: ListAdapter, _ body: () -> Result
  ) -> Result {
    stack.append(Frame(viewController: viewController, adapter: adapter))
    defer { stack.removeLast() }
    return body()
  }
}
