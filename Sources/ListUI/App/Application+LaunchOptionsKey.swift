extension Application {
  /// A key of the options an app is launched with: UIKit's `UIApplication.LaunchOptionsKey`. A
  /// terminal or a web server launches an app with none: the options are `nil`.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The address the app was opened with.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }
}
