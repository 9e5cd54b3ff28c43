extension MemoryFootprint {
  /// What the lists of `controllers` hold: every collection view in the loaded views of the
  /// controllers, their children (a navigation controller's whole stack) and what they present.
  ///
  /// - Complexity: O(*v*) for *v* views, plus each collection view's report.
  @MainActor
  package init(viewControllers controllers: [ViewController]) {
    self.init()
    var visited = Set<ObjectIdentifier>()
    var pending = controllers
    while let controller = pending.popLast() {
      guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
      pending += controller.children
      if let presented = controller.presentedViewController { pending.append(presented) }
      if let view = controller.viewIfLoaded { addLists(in: view, visited: &visited) }
    }
  }

  /// Adds each collection view in `view`'s tree once.
  @MainActor
  private mutating func addLists(in view: View, visited: inout Set<ObjectIdentifier>) {
    var pending = [view]
    while let view = pending.popLast() {
      if let list = view as? CollectionView,
        visited.insert(ObjectIdentifier(list)).inserted
      {
        list.addMemoryFootprint(to: &self)
      }
      pending += view.subviews
    }
  }
}
