import Foundation

/// Returns the objects and section controllers before and after an update.
public typealias ListTransitionDataBlock = () -> ListTransitionData?
