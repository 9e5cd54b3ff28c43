import Foundation
import Testing

@testable import ListUI

/// UIKit's system symbols (`UIImage(systemName:)`), their configuration and rendering mode.
@Suite struct SymbolImageTests {
  @Test func aKnownSymbolIsAGlyph_andAnUnknownOneItsName() throws {
    let heart = try #require(ImageReference(systemName: "heart.fill"))
    #expect(heart.symbol == "♥" && heart.size == CGSize(width: 1, height: 1))
    #expect(heart.isTemplate)
    // A variant the table lacks takes its base symbol's glyph.
    #expect(ImageReference(systemName: "star.circle.fill")?.symbol == "☆")
    let unknown = try #require(ImageReference(systemName: "tortoise.fill"))
    #expect(unknown.symbol == nil && unknown.name == "tortoise.fill")
    #expect(!unknown.isTemplate)
  }

  @Test func aConfigurationAndARenderingModeAreKept() throws {
    let bold = try #require(
      ImageReference(
        systemName: "checkmark",
        withConfiguration: ImageReference.SymbolConfiguration(pointSize: 20, weight: .bold)))
    #expect(bold.symbolConfiguration?.pointSize == 20)
    #expect(bold.isBoldSymbol)
    #expect(!bold.withConfiguration(.init(weight: .light)).isBoldSymbol)
    #expect(!bold.withRenderingMode(.alwaysOriginal).isTemplate)
    let photo = ImageReference(name: "photo", size: CGSize(width: 4, height: 2))
    #expect(!photo.isTemplate && photo.withRenderingMode(.alwaysTemplate).isTemplate)
    #expect(ImageReference.SymbolConfiguration(font: .boldSystemFont(ofSize: 13)).weight == .bold)
  }
}
