// ListKit: IGListKit's adapter, section controllers and updaters over ListUI's collection view.
// `import ListKit` is all an app writes: the diff and the collection view come with it.

@_exported import ListDiffKit
@_exported import ListUI
