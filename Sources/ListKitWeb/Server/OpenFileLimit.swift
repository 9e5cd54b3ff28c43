#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's limit of open files, which bounds the connections a server holds at once.
enum OpenFileLimit {
  /// The soft limit of open files now; `nil` when the system did not say.
  static func current() -> Int? {
    limits().map { count($0.rlim_cur) }
  }

  /// Raises the soft limit of open files to the hard one, as servers do, so that idle
  /// connections do not use up the descriptors new tabs need at the shell's default of 1,024.
  ///
  /// - Returns: The soft limit now; `nil` when the system did not say.
  @discardableResult
  static func raiseToHardLimit() -> Int? {
    guard var limit = limits() else { return nil }
    if limit.rlim_cur < limit.rlim_max {
      var raised = limit
      raised.rlim_cur = limit.rlim_max
      if setrlimit(resource, &raised) == 0 { limit = raised }
    }
    return count(limit.rlim_cur)
  }

  #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let resource = RLIMIT_NOFILE
  #endif

  /// The soft and hard limits of open files; `nil` when the system did not say.
  private static func limits() -> rlimit? {
    var limit = rlimit()
    return getrlimit(resource, &limit) == 0 ? limit : nil
  }

  private static func count(_ value: rlim_t) -> Int {
    value > UInt64(Int.max) ? Int.max : Int(value)
  }
}
