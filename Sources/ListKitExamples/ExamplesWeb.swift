import ListKit
import ListKitWeb

/// The examples app in a browser: a ``ListKitWeb/WebSession`` showing the catalog, whose demos
/// are the terminal's screens.
@MainActor
public enum ExamplesWeb {
  /// A session showing the catalog in a navigation controller, and on top of it the demo
  /// `options` names, with the seed `options` gives, without transitions when `options` reduce
  /// motion. The demos are `AppViewController`s, so the session shows their status and key
  /// hints, sends them their key commands and pasted text, and filters the catalog, as the
  /// terminal does.
  ///
  /// The demos' own delayed work, such as a simulated load, runs on the main queue
  /// (`MainQueueScheduler.shared`), as an IGListKit app's `DispatchQueue.main.asyncAfter` does.
  public static func makeSession(options: ExamplesOptions) -> WebSession {
    makeSession(options: options, clock: nil, demoScheduler: MainQueueScheduler.shared)
  }

  /// A session as ``makeSession(options:)`` makes it, on `clock`, or on the sessions' shared
  /// clock when `clock` is `nil`: tests give each session its own. The demos' own delayed work
  /// runs on `demoScheduler`, or on the session's scheduler when it is `nil`.
  public static func makeSession(
    options: ExamplesOptions, clock: ManualScheduler?, demoScheduler: (any Scheduler)? = nil
  ) -> WebSession {
    let navigation = NavigationController()
    let session = WebSession(
      rootViewController: navigation,
      options: WebSessionOptions(reducesMotion: options.reducesMotion, title: ExamplesApp.title),
      clock: clock)
    let environment = DemoEnvironment(
      scheduler: demoScheduler ?? session.scheduler, seed: options.seed)
    navigation.pushViewController(CatalogViewController(environment: environment), animated: false)
    if let name = options.demo, let demo = DemoCatalog.demo(named: name) {
      navigation.pushViewController(demo.make(environment), animated: false)
    }
    return session
  }
}
