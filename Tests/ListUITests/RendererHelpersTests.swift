import Foundation
import ListUI
import Testing

@MainActor
struct RendererHelpersTests {
  @Test func theFirstShownViewOfATypeIsFoundDepthFirst_passingOverHiddenViews() {
    let root = View()
    let hiddenBranch = View()
    hiddenBranch.isHidden = true
    let hiddenList = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    hiddenBranch.addSubview(hiddenList)
    let branch = View()
    let nested = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    branch.addSubview(nested)
    let later = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    root.addSubview(hiddenBranch)
    root.addSubview(branch)
    root.addSubview(later)
    #expect(root.firstShownView(ofType: CollectionView.self) === nested)
    #expect(nested.firstShownView(ofType: CollectionView.self) === nested)
    #expect(hiddenBranch.firstShownView(ofType: CollectionView.self) == nil)
    #expect(root.firstShownView(ofType: Label.self) == nil)
  }

  @Test func singleLineTextLosesLineBreaksControlAndFormatCharacters() {
    // Line breaks become spaces, one per break, as UIKit's text field pastes them.
    #expect(TextMetrics.singleLine("one\ntwo\r\n\tthree\rfour") == "one two three four")
    #expect(TextMetrics.singleLine("a\u{202E}b\u{2028}c\u{2029}d\u{7}\u{85}e") == "ab c d e")
    #expect(TextMetrics.singleLine("plain ascii") == "plain ascii")
    #expect(TextMetrics.singleLine("café 🎉") == "café 🎉")
  }
}
