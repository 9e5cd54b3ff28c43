import ListKit
import ListKitApp
import ListKitWeb

/// The examples app in a browser: a ``ListKitWeb/WebSession`` showing the catalog, whose demos
/// are the terminal's screens.
@MainActor
public enum ExamplesWeb {
  /// A session showing the catalog in a navigation controller, and on top of it the demo
  /// `options` names, with the seed `options` gives, without transitions when `options` reduce
  /// motion, made by ListKitApp's `AppRunner` as `listkit-examples --web` makes each tab's. The
  /// demos are `AppViewController`s, so the session shows their status and key hints, sends them
  /// their key commands and pasted text, and filters the catalog, as the terminal does.
  ///
  /// The session runs on `clock`, or on the sessions' shared clock when `clock` is `nil`: tests
  /// give each session its own. The demos' own delayed work runs on `demoScheduler`, or on the
  /// session's scheduler when it is `nil`; `listkit-examples` runs it on the main queue
  /// (`MainQueueScheduler.shared`), as an IGListKit app's `DispatchQueue.main.asyncAfter` does.
  public static func makeSession(
    options: ExamplesOptions, clock: ManualScheduler?, demoScheduler: (any Scheduler)? = nil
  ) -> WebSession {
    let session = AppRunner.makeWebSession(
      title: ExamplesApp.title, options: options.app, clock: clock, screens: [])
    let navigation = session.rootViewController as? NavigationController
    for screen in ExamplesApp.screens(
      options: options, scheduler: demoScheduler ?? session.scheduler)
    {
      navigation?.pushViewController(screen, animated: false)
    }
    return session
  }
}
