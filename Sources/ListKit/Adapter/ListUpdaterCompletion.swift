import Foundation

/// Runs when an adapter's update finishes.
public typealias ListUpdaterCompletion = @MainActor (_ finished: Bool) -> Void
