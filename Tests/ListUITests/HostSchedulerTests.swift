import Foundation
import ListKitTestSupport
import Testing

@_spi(ListKit) @testable import ListUI

/// A scroll view with no scheduler set runs on the scheduler its renderer hosts its screen on:
/// found through its superviews, through a controller's parent before its view is in the
/// parent's, and through the controller that presents it; a view no renderer shows runs on the
/// main queue.
@MainActor @Suite struct HostSchedulerTests {
  @Test func aListFindsTheSchedulerItsScreenIsHostedOn() {
    let host = ManualScheduler()
    let navigation = NavigationController()
    navigation.view.hostScheduler = host
    let screen = ViewController()
    navigation.pushViewController(screen, animated: false)
    let list = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    screen.view.addSubview(list)
    #expect(list.scheduler === host)

    // A pushed controller whose view is not in its parent's view yet.
    let pushed = ViewController()
    navigation.addChild(pushed)
    let early = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    pushed.view.addSubview(early)
    #expect(early.scheduler === host)

    // A presented controller, drawn apart from the screen.
    let presented = ViewController()
    screen.present(presented, animated: false)
    let shown = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    presented.view.addSubview(shown)
    #expect(shown.scheduler === host)

    let alone = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    #expect(alone.scheduler === MainQueueScheduler.shared)
    let set = ManualScheduler()
    shown.scheduler = set
    #expect(shown.scheduler === set)
  }
}
