import Foundation

/// Makes section controllers' item changes through the batch context.
public typealias ListItemUpdateBlock = () -> Void
