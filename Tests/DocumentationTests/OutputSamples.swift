/// Every sample whose output a documented file shows, and how to run it.
///
/// An entry names the markdown file and the first line of the sample's ```` ```swift ```` block;
/// `SampleCheckTests` runs it and compares what it prints with the ```` ```text ```` block that
/// follows the sample.
enum OutputSamples {
  /// The samples.
  static let all: [OutputSample] = [
    OutputSample(file: "README.md", firstLine: "import ListKit", run: { await showAFirstList() }),
    OutputSample(
      file: "README.zh.md", firstLine: "import ListKit", run: { await showAFirstList() }),
    OutputSample(
      file: "README.md", firstLine: "let title = Label()", run: { showAScreenInPoints() }),
    OutputSample(
      file: "README.zh.md", firstLine: "let title = Label()", run: { showAScreenInPoints() }),
    OutputSample(
      file: "GettingStarted.md",
      firstLine:
        "let oldUsers = [User(primaryKey: 2, name: \"Shayne\"), User(primaryKey: 3, name: \"Ryan\")]",
      run: { diffOutsideTheAdapter() }),
    OutputSample(
      file: "ListDiffableAndEquality.md",
      firstLine:
        "let letters = ListDiff(oldArray: [\"a\", \"b\", \"c\"], newArray: [\"a\", \"c\", \"d\"], option: .equality)",
      run: { diffStandardTypes() }),
    OutputSample(
      file: "ListDiffableAndEquality.md", firstLine: "let ann = User(primaryKey: 2, name: \"Ann\")",
      run: { diffByIdentity() }),
    OutputSample(
      file: "ListDiffableAndEquality.md",
      firstLine: "let old = [Message(id: 1, text: \"Hello\"), Message(id: 2, text: \"See you\")]",
      run: { diffValueTypes() }),
    OutputSample(
      file: "ListDiffableAndEquality.md",
      firstLine:
        "let renamed = ListDiff(",
      run: { changeAnIdentifier() }),
    OutputSample(
      file: "ListDiffableAndEquality.md",
      firstLine: "let old = [AlwaysEqualUser(primaryKey: 2, name: \"Shayne\")]",
      run: { missAnUpdate() }),
    OutputSample(
      file: "ListDiffableAndEquality.md",
      firstLine:
        "let result = ListDiff(oldArray: [\"a\", \"b\"], newArray: [\"a\", \"b\", \"a\"], option: .equality)",
      run: { diffDuplicates() }),
    OutputSample(
      file: "ListDiffableAndEquality.md",
      firstLine: "adapter.diagnosticHandler = { message in print(message) }",
      run: { await dropDuplicates() }),
    OutputSample(
      file: "WorkingWithTheCollectionView.md",
      firstLine:
        "let collectionView = CollectionView(",
      run: { rejectABadBatchUpdate() }),
    OutputSample(
      file: "WorkingWithTheCollectionView.md",
      firstLine: "dataSource.numbers.append(5)",
      run: { completeAfterTheAnimation() }),
    OutputSample(
      file: "WorkingWithTheCollectionView.md",
      firstLine: "album.photoCount = 3  // changed in place: the diff cannot see it",
      run: { fallBackToAReload() }),
    OutputSample(
      file: "WorkingWithTheCollectionView.md",
      firstLine: "updater.experiments.insert(.throwOnInconsistencyException)",
      run: { fallBackToAReload(throwing: true) }),
    OutputSample(
      file: "WorkingInTheTerminal.md",
      firstLine:
        "try runFruits(",
      run: { try printOnePlainFrame() }),
    OutputSample(
      file: "WorkingInTheTerminal.md",
      firstLine: "let backend = InMemoryBackend(size: TerminalSize(columns: 24, rows: 6))",
      run: { _ = try driveTheFruitsInMemory() }),
    OutputSample(
      file: "WorkingInTheTerminal.md", firstLine: "let screen = FruitsViewController()",
      run: { try watchAMoveAnimate() }),
    OutputSample(
      file: "WorkingInTheTerminal.md",
      firstLine: "print(ColorMode.auto.capability(environment: [\"TERM\": \"xterm-256color\"]))",
      run: { chooseColors() }),
    OutputSample(
      file: "BestPracticesAndFAQ.md",
      firstLine: "let scheduler = ManualScheduler()",
      run: { updateInATest() }),
    OutputSample(
      file: "BestPracticesAndFAQ.md",
      firstLine: "dataSource.objects = [\"b\", \"a\"]",
      run: { await awaitAnUpdate() }),
    OutputSample(
      file: "BestPracticesAndFAQ.md", firstLine: "dataSource.objects = [\"a\", \"c\"]",
      run: { await learnWhatAnUpdateDid() }),
    OutputSample(
      file: "BestPracticesAndFAQ.md",
      firstLine: "let old = [Message(id: 1, text: \"Hello\"), Message(id: 2, text: \"See you\")]",
      run: { await diffOffTheMainActor() }),
  ]
}
