import Foundation

/// Makes the new objects and section controllers the adapter's source of truth.
public typealias ListTransitionDataApplyBlock = (ListTransitionData) -> Void
