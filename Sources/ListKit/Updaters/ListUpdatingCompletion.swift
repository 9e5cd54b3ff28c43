import Foundation

/// Runs when an update finishes; `finished` is `false` when it was not applied.
public typealias ListUpdatingCompletion = @MainActor (_ finished: Bool) -> Void
