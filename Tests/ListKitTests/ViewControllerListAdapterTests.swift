import Foundation
import Testing

@testable import ListKit

/// Cases of IGListKit's `UIViewControllerIGListAdapterTests.m`, with IGListKit's names. Its
/// preferred-focus cases are tvOS focus, which ListKit does not have.
@MainActor
@Suite struct ViewControllerListAdapterTests {
  @Test func test_whenNoAdapter_thatReturnsEmpty() {
    let viewController = ViewController()
    #expect(viewController.associatedListAdapters().isEmpty)
  }

  @Test func test_whenOneAdapter_thatReturnsOne() {
    let viewController = ViewController()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    let adapters = viewController.associatedListAdapters()
    #expect(adapters.count == 1)
    #expect(adapters.first === adapter)
  }

  @Test func test_whenTwoAdapters_thatReturnsTwo() {
    let viewController = ViewController()
    let adapter1 = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    let adapter2 = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    let adapters = viewController.associatedListAdapters()
    #expect(adapters.count == 2)
    #expect(adapters.first === adapter1 && adapters.last === adapter2)
  }

  @Test func test_whenOneAdapters_andDealloc_thatReturnsEmpty() {
    let viewController = ViewController()
    weak var released: ListAdapter?
    do {
      let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
      released = adapter
    }
    #expect(released == nil)
    #expect(viewController.associatedListAdapters().isEmpty)
  }

  @Test func test_whenCalledMultipleTimes_thatReturnsSameAdapters() {
    let viewController = ViewController()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
    let adapters1 = viewController.associatedListAdapters()
    let adapters2 = viewController.associatedListAdapters()
    #expect(adapters1.count == 1 && adapters2.count == 1)
    #expect(adapters1.first === adapter && adapters2.first === adapter)
  }

  @Test func adaptersOfAnotherViewControllerAreNotItsOwn() {
    let first = ViewController()
    let second = ViewController()
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: first)
    #expect(second.associatedListAdapters().isEmpty)
    #expect(first.associatedListAdapters().first === adapter)
  }
}
