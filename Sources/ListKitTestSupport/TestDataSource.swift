import ListKit

/// An adapter's data source whose objects, section controllers and empty view a test sets.
///
/// ```swift
/// let dataSource = TestDataSource([TestObject(1, 2)]) { _ in MySectionController() }
/// adapter.dataSource = dataSource
/// dataSource.objects.append(TestObject(2, 1))
/// adapter.performUpdates(animated: false)
/// ```
@MainActor
public final class TestDataSource: ListAdapterDataSource {
  /// The objects the adapter is given, in order.
  public var objects: [any ListDiffable]
  /// The view the adapter shows while the list has no items; `nil` by default.
  public var emptyView: View?
  /// Makes the section controller of an object; a test may replace it.
  public var makeSectionController: @MainActor (Any) -> ListSectionController
  /// How many section controllers the data source has made.
  public private(set) var sectionControllersMade = 0

  /// Creates a data source of `objects`, whose section controllers `makeSectionController` makes.
  public init(
    _ objects: [any ListDiffable] = [],
    sectionController makeSectionController: @escaping @MainActor (Any) -> ListSectionController
  ) {
    self.objects = objects
    self.makeSectionController = makeSectionController
  }

  /// ``objects``.
  public func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

  /// A section controller from ``makeSectionController``.
  public func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any)
    -> ListSectionController
  {
    sectionControllersMade += 1
    return makeSectionController(object)
  }

  /// ``emptyView``.
  public func emptyView(for listAdapter: ListAdapter) -> View? { emptyView }
}
