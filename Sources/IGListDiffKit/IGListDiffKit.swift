// IGListKit's diffing module name for ListDiffKit: `import IGListDiffKit` brings ListDiffKit.

@_exported import ListDiffKit
