import Foundation

/// Reloads the adapter's objects and section controllers.
public typealias ListReloadUpdateBlock = () -> Void
