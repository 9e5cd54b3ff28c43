/// How a renderer sends a key through the responder chain, and finds the keys the chain lists.
extension Responder {
  /// The responders the keys go through from this one: itself, then each ``next``.
  public var responderChain: [Responder] {
    var chain: [Responder] = []
    var current: Responder? = self
    // `===` in a loop, not `contains(where:)`, whose closure would check at each call that it
    // runs on the main actor.
    walk: while let responder = current {
      for seen in chain where seen === responder { break walk }
      chain.append(responder)
      current = responder.next
    }
    return chain
  }

  /// Sends `key` through the chain from this responder, as a renderer does with a key the user
  /// pressed: the first matching ``keyCommands`` along the chain runs; if none matches, this
  /// responder's ``pressesBegan(_:with:)`` and ``pressesEnded(_:with:)`` get the key.
  ///
  /// - Returns: Whether a responder handled the key: `false` when it left the end of the chain,
  ///   so the app's own keys (moving the selection, going back) take it.
  /// - Complexity: O(*n*) in the commands along the chain.
  @discardableResult
  public func sendKey(_ key: KeyboardKey) -> Bool {
    let chain = responderChain
    for responder in chain {
      if let command = responder.keyCommands?.first(where: { $0.matches(key) }) {
        command.perform()
        return true
      }
    }
    let press = Press(key: key)
    let event = PressesEvent(presses: [press])
    pressesBegan([press], with: event)
    pressesEnded([press], with: PressesEvent(presses: [press]))
    return !event.reachedEndOfChain
  }

  /// The key commands with a ``KeyCommand/discoverabilityTitle`` along the chain from this
  /// responder, nearest first, without a key that a nearer command already takes: what the key
  /// hints list.
  public var discoverableKeyCommands: [KeyCommand] {
    var found: [KeyCommand] = []
    for responder in responderChain {
      for command in responder.keyCommands ?? [] where command.discoverabilityTitle != nil {
        let key = KeyboardKey(input: command.input ?? "", modifierFlags: command.modifierFlags)
        if !found.contains(where: { $0.matches(key) }) { found.append(command) }
      }
    }
    return found
  }
}
