import Foundation

/// Runs when an update finishes; `finished` is `false` when it was not applied.
public typealias ListUpdatingCompletion = (_ finished: Bool) -> Void
