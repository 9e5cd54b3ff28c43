/// The messages a page sent that its session has not taken yet, at most `limit` of them: the
/// connection reads frames as fast as they come and the session takes them on the main actor at
/// its pace, so a page that floods the server fills its own queue and loses the excess, and the
/// main actor, which every session shares, stays free for the others.
struct PageMessageQueue: Sendable {
  /// The queued messages, oldest first, for the session to take.
  let messages: AsyncStream<String>
  private let input: AsyncStream<String>.Continuation
  /// The most messages queued.
  let limit: Int

  /// An empty queue that holds at most `limit` messages.
  init(limit: Int) {
    self.limit = max(1, limit)
    (messages, input) = AsyncStream.makeStream(
      of: String.self, bufferingPolicy: .bufferingOldest(self.limit))
  }

  /// Queues `message`, unless the queue is full or finished.
  ///
  /// - Returns: Whether it was queued; a message that was not is dropped.
  @discardableResult
  func enqueue(_ message: String) -> Bool {
    if case .enqueued = input.yield(message) { return true }
    return false
  }

  /// Ends the queue: the messages still in it are dropped once the session stops taking them.
  func finish() {
    input.finish()
  }
}
