import Foundation

/// The device the app runs on: ListUI's `UIDevice`. In a terminal, the machine the process runs
/// on, with no interface idiom of UIKit's.
@MainActor
public final class Device {
  /// The kinds of interface UIKit distinguishes: UIKit's `UIUserInterfaceIdiom`.
  public enum UserInterfaceIdiom: Int, Hashable, Sendable {
    /// None of UIKit's: a terminal.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
    /// A television.
    case tv = 2
    /// A car's screen.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// A headset.
    case vision = 6
  }

  /// The device the app runs on.
  public static let current = Device()

  private init() {}

  /// The kind of interface: ``UserInterfaceIdiom/unspecified`` in a terminal, so code that
  /// asks for a phone or a tablet takes neither branch's assumptions for granted.
  public var userInterfaceIdiom: UserInterfaceIdiom { .unspecified }

  /// The machine's host name.
  public var name: String { ProcessInfo.processInfo.hostName }

  /// The operating system's name, such as `Linux`.
  public var systemName: String {
    #if os(Linux)
      "Linux"
    #elseif os(macOS)
      "macOS"
    #elseif os(Windows)
      "Windows"
    #else
      "Unknown"
    #endif
  }

  /// The operating system's version, such as `6.8.0`.
  public var systemVersion: String {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
  }

  /// The kind of device: `"Terminal"`.
  public var model: String { "Terminal" }
}
