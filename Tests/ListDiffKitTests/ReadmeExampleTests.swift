import ListDiffKit
import Testing

/// The model of README.md's first example.
struct ReadmePost: Identifiable, Equatable, ListDiffable {
  let id: Int
  var likes: Int
}

/// README.md's first example, line for line, with the output the README shows.
@Suite struct ReadmeExampleTests {
  @Test func readmeExamplePrintsWhatTheReadmeShows() {
    var output: [String] = []
    func print(_ items: Any...) { output.append(items.map { "\($0)" }.joined(separator: " ")) }

    let old = [
      ReadmePost(id: 1, likes: 10), ReadmePost(id: 2, likes: 5), ReadmePost(id: 3, likes: 0),
    ]
    let new = [
      ReadmePost(id: 3, likes: 0), ReadmePost(id: 1, likes: 11), ReadmePost(id: 4, likes: 0),
    ]

    let result = ListDiff(oldArray: old, newArray: new, option: .equality)
    print(result)
    print(Array(result.deletes), Array(result.inserts), Array(result.updates), result.moves)

    let batch = result.resultForBatchUpdates()
    print(Array(batch.deletes), Array(batch.inserts), batch.moves)

    #expect(
      output == [
        "<ListIndexSetResult; 1 inserts; 1 deletes; 1 updates; 2 moves>",
        "[1] [2] [0] [<ListMoveIndex; from: 2; to: 0;>, <ListMoveIndex; from: 0; to: 1;>]",
        "[0, 1] [1, 2] [<ListMoveIndex; from: 2; to: 0;>]",
      ])
  }
}
