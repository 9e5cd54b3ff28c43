import Foundation
import ListKit
import ListUI
import Testing

@testable import ListKitWeb

/// A running session shows what IGListKit-style code changes from the main queue: a list on the
/// main queue's scheduler, updated from `DispatchQueue.main.asyncAfter` and from a main-actor
/// `Task`, reaches the page with no scheduler of the session's set on it.
@MainActor @Suite(.serialized) struct MainRunLoopSessionTests {
  @Test func updatesFromTheMainQueueAndAMainActorTaskReachThePage() async throws {
    let screen = ListScreen(items: ["first"])
    let session = WebSession(rootViewController: screen)
    var messages: [String] = []
    session.send = { messages.append($0) }
    screen.connect(scheduler: MainQueueScheduler.shared)
    session.receive(#"{"type":"hello","cols":40,"rows":12}"#)
    let running = Task { await session.run() }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) {
      screen.items.append("from asyncAfter")
      screen.adapter.performUpdates(animated: true)
    }
    Task { @MainActor in
      await Task.yield()
      screen.items.append("from a task")
      await screen.adapter.performUpdates(animated: true)
    }
    // The bound only keeps a broken loop from hanging the tests: it is far past what the updates
    // take, even while other tests hold the main actor.
    let giveUp = Date(timeIntervalSinceNow: 600)
    await MainRunLoop.shared.run {
      let page = messages.joined()
      return (page.contains("from asyncAfter") && page.contains("from a task")) || Date() > giveUp
    }
    session.close()
    await running.value
    let page = messages.joined()
    #expect(page.contains("first"))
    #expect(page.contains("from asyncAfter"))
    #expect(page.contains("from a task"))
  }
}
