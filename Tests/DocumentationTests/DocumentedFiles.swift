/// The markdown files whose code samples the tests check, relative to the package's root.
///
/// Every ```` ```swift ```` block in these files must appear in the sample sources
/// (``SampleSources``), and every ```` ```text ```` block after one must be the output of an
/// ``OutputSample``. Add a file here to have its samples checked.
enum DocumentedFiles {
  /// The files, relative to the package's root.
  static let paths = [
    "README.md",
    "README.zh.md",
    "Sources/ListDiffKit/ListDiffKit.docc/ListDiffKit.md",
    "Sources/ListUI/ListUI.docc/ListUI.md",
    "Sources/ListKitTerminal/ListKitTerminal.docc/ListKitTerminal.md",
    "Sources/ListKit/ListKit.docc/ListKit.md",
    "Sources/ListKit/ListKit.docc/GettingStarted.md",
    "Sources/ListKit/ListKit.docc/ModelingAndBinding.md",
    "Sources/ListKit/ListKit.docc/ModelingAndBindingChinese.md",
    "Sources/ListKit/ListKit.docc/ListDiffableAndEquality.md",
    "Sources/ListKit/ListKit.docc/WorkingWithTheCollectionView.md",
    "Sources/ListKit/ListKit.docc/WorkingInTheTerminal.md",
    "Sources/ListKit/ListKit.docc/YourAppInTheTerminalAndTheBrowser.md",
    "Sources/ListKit/ListKit.docc/LargeListsAndBackgroundDiffing.md",
    "Sources/ListKit/ListKit.docc/BestPracticesAndFAQ.md",
    "Sources/ListKit/ListKit.docc/MigratingFromIGListKit.md",
  ]
}
