import Foundation

/// Runs when an adapter's update finishes.
public typealias ListUpdaterCompletion = (_ finished: Bool) -> Void
