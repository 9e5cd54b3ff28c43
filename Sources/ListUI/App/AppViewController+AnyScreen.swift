/// What an app shell asks of any view controller it shows as a screen, an `AppViewController` or
/// not: the same answers in every renderer.
extension AppViewController {
  /// What the status line says for `screen`: an `AppViewController`'s ``statusText``; nothing
  /// for another controller.
  public static func statusText(of screen: ViewController) -> String {
    (screen as? AppViewController)?.statusText ?? ""
  }

  /// The collection view the selection keys work in on `screen`: an `AppViewController`'s
  /// ``focusedCollectionView``, else the first one shown in its view, outermost first.
  public static func focusedCollectionView(of screen: ViewController) -> CollectionView? {
    if let appScreen = screen as? AppViewController {
      return appScreen.focusedCollectionView
    }
    return screen.viewIfLoaded?.firstShownView(ofType: CollectionView.self)
  }

  /// Where a key pressed on `screen` starts along the responder chain: the first responder in
  /// its view, such as a text field with the keys, or else the screen.
  public static func keyResponder(of screen: ViewController) -> Responder {
    screen.viewIfLoaded?.firstResponder ?? screen
  }

  /// The keys the key hints list for `screen`: its key commands with a discoverability title,
  /// along the chain from ``keyResponder(of:)``, then an `AppViewController`'s ``keyHints``.
  ///
  /// - Complexity: O(*n*²) in the key commands along the chain.
  public static func keyHints(of screen: ViewController) -> [KeyHint] {
    let commands = keyResponder(of: screen).discoverableKeyCommands.map {
      KeyHint($0.keysDescription, $0.discoverabilityTitle ?? $0.title)
    }
    return commands + ((screen as? AppViewController)?.keyHints ?? [])
  }
}
