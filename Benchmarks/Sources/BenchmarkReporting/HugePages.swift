import Foundation

/// glibc's `malloc` on transparent huge pages, for the tools' `--huge-pages`: a list of a million
/// sections spreads its section controllers and objects over hundreds of megabytes, and an update
/// that reads a few thousand of them pays a TLB miss for most; on 2 MB pages the same reads miss
/// far less.
public enum HugePages {
  /// The glibc tunable that has `malloc` advise the kernel to back its heap with huge pages
  /// (glibc 2.35 and later): `glibc.malloc.hugetlb=1`.
  public static let tunable = "glibc.malloc.hugetlb=1"

  /// This process's environment with ``tunable`` added to `GLIBC_TUNABLES`, for a child process.
  public static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    let current = environment["GLIBC_TUNABLES"] ?? ""
    environment["GLIBC_TUNABLES"] = current.isEmpty ? tunable : current + ":" + tunable
    return environment
  }

  /// Whether `--huge-pages` is among `arguments`.
  public static func areAsked(in arguments: [String]) -> Bool {
    arguments.contains("--huge-pages")
  }

  /// What the kernel does with transparent huge pages, the bracketed word of
  /// `/sys/kernel/mm/transparent_hugepage/enabled` (`always`, `madvise` or `never`); `nil` when
  /// it cannot be read. With `never`, the tunable changes nothing.
  public static var kernelMode: String? {
    guard
      let text = try? String(
        contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8),
      let open = text.firstIndex(of: "["), let close = text.firstIndex(of: "]"), open < close
    else { return nil }
    return String(text[text.index(after: open)..<close])
  }

  /// A line for a report: whether the children ran on huge pages, and the kernel's mode.
  public static func summary(asked: Bool) -> String {
    let mode = kernelMode.map { "the kernel's transparent huge pages: \($0)" } ?? "no THP setting"
    return asked
      ? "malloc on transparent huge pages (GLIBC_TUNABLES=\(tunable)); \(mode)"
      : "malloc as it comes (--huge-pages asks for transparent huge pages); \(mode)"
  }
}
