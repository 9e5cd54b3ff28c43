import ListKitTerminal
import Testing

@Suite struct InputDecoderTests {
  private func decode(_ text: String) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  private func keys(_ keys: Key...) -> [InputEvent] {
    keys.map { .key($0) }
  }

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
    ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}[3~", .delete), ("\u{1B}[2~", .insert),
    ("\r", .enter), ("\n", .enter), ("\t", .tab), ("\u{1B}[Z", .backTab), ("\u{7F}", .backspace),
    ("\u{03}", .control("c")), ("\u{1A}", .control("z")), ("j", .character("j")),
    ("k", .character("k")), ("?", .character("?")), (" ", .character(" ")),
  ])
  func test_decodesKey(bytes: String, key: Key) {
    #expect(decode(bytes) == [.key(key)])
  }

  @Test func test_printableText_oneEventPerGrapheme() {
    #expect(
      decode("a日👨‍👩‍👧e\u{301}")
        == keys(.character("a"), .character("日"), .character("👨‍👩‍👧"), .character("e\u{301}")))
  }

  @Test func test_keysInOneRead_decodeInOrder() {
    #expect(
      decode("jj\u{1B}[Bq\r")
        == keys(.character("j"), .character("j"), .down, .character("q"), .enter))
  }

  @Test func test_escape_isHeldUntilFlush() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPendingBytes)
    #expect(decoder.flush() == keys(.escape))
    #expect(!decoder.hasPendingBytes)
  }

  @Test func test_escapeFollowedByEscape_isTwoEscapes() {
    #expect(decode("\u{1B}\u{1B}") == keys(.escape, .escape))
    #expect(decode("\u{1B}\u{1B}[A") == keys(.escape, .up))
  }

  @Test func test_sequenceSplitAcrossReads_waitsForTheRest() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B, UInt8(ascii: "[")]).isEmpty)
    #expect(decoder.decode([UInt8(ascii: "6")]).isEmpty)
    #expect(
      decoder.decode([UInt8(ascii: "~"), UInt8(ascii: "k")]) == keys(.pageDown, .character("k")))
    let bytes = Array("日".utf8)
    #expect(decoder.decode(bytes.prefix(2)).isEmpty)
    #expect(decoder.decode(bytes.suffix(1)) == keys(.character("日")))
  }

  @Test func test_unknownSequences_areSkippedWhole() {
    #expect(decode("\u{1B}[?1;2cx\u{1B}[I\u{1B}[99~y") == keys(.character("x"), .character("y")))
  }

  @Test func test_sgrMouse_wheelAndClicks() {
    #expect(
      decode("\u{1B}[<64;10;5M\u{1B}[<65;1;1M")
        == [
          .mouse(MouseEvent(action: .wheelUp, column: 9, row: 4)),
          .mouse(MouseEvent(action: .wheelDown, column: 0, row: 0)),
        ])
    #expect(
      decode("\u{1B}[<0;3;4M\u{1B}[<0;3;4m\u{1B}[<2;7;1M\u{1B}[<32;4;4M\u{1B}[<20;5;6M")
        == [
          .mouse(MouseEvent(action: .press(button: 0), column: 2, row: 3)),
          .mouse(MouseEvent(action: .release(button: 0), column: 2, row: 3)),
          .mouse(MouseEvent(action: .press(button: 2), column: 6, row: 0)),
          .mouse(MouseEvent(action: .drag(button: 0), column: 3, row: 3)),
          .mouse(MouseEvent(action: .press(button: 0), column: 4, row: 5)),
        ])
  }

  @Test func test_bracketedPaste_isOneEvent() {
    #expect(
      decode("a\u{1B}[200~hello\r\nworld \u{1B}[A\u{1B}[201~b")
        == [.key(.character("a")), .paste("hello\r\nworld \u{1B}[A"), .key(.character("b"))])
  }

  @Test func test_bracketedPaste_splitAcrossReads() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~par".utf8)).isEmpty)
    #expect(decoder.decode(Array("t\u{1B}[20".utf8)).isEmpty)
    #expect(decoder.decode(Array("1~".utf8)) == [.paste("part")])
  }
}
