import Foundation

/// Changes the adapter's data source or collection view.
public typealias ListDataSourceChangeBlock = () -> Void
