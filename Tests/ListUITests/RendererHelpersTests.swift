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
    #expect(TextMetrics.singleLine("one\ntwo\r\tthree") == "onetwothree")
    #expect(TextMetrics.singleLine("a\u{202E}b\u{2028}c\u{2029}d\u{7}") == "abcd")
    #expect(TextMetrics.singleLine("café 🎉") == "café 🎉")
  }
}
