extension ViewController {
  /// The adapters made with this view controller as their ``ListAdapter/viewController`` that
  /// are still alive, in the order they were made: IGListKit's `associatedListAdapters()`.
  ///
  /// - Complexity: O(*a*) for *a* adapters made with this view controller.
  public func associatedListAdapters() -> [ListAdapter] {
    ListAdapter.adapters(associatedWith: self)
  }
}
