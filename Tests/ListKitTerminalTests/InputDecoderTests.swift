import ListKitTerminal
import ListUI
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
    ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OS", .function(4)),
    ("\u{1B}[1;2Q", .function(2)), ("\u{1B}[12~", .function(2)), ("\u{1B}[15~", .function(5)),
    ("\u{1B}[17~", .function(6)), ("\u{1B}[21~", .function(10)), ("\u{1B}[24~", .function(12)),
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
          // 20 is a press with Shift (4) and Control (16).
          .mouse(
            MouseEvent(
              action: .press(button: 0), column: 4, row: 5, modifierFlags: [.shift, .control])),
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

  // Found by fuzzing (`Fuzz/run input-decoder`), each input minimised.

  @Test func test_mouseReportWithoutAPlainPositiveNumber_isSkipped() {
    // `Int.min - 1` trapped when the column was made zero-based.
    #expect(decode("\u{1B}[<0;-9223372036854775808;1Mx") == keys(.character("x")))
    #expect(decode("\u{1B}[<0;0;1M\u{1B}[<0;3;0m\u{1B}[<0;+3;1M\u{1B}[<0;;3;4M").isEmpty)
    #expect(decode("\u{1B}[<0;9999999999;1M").isEmpty)
  }

  @Test func test_mouseReportOfAnExtraButton_isSkipped() {
    // Button 8 (back) was reported as a press of the left button: a click.
    #expect(decode("\u{1B}[<128;3;1M\u{1B}[<129;3;1m\u{1B}[<160;3;1M").isEmpty)
    #expect(
      decode("\u{1B}[<0;3;1M") == [.mouse(MouseEvent(action: .press(button: 0), column: 2, row: 0))]
    )
  }

  @Test func test_byteThatCannotContinueASequence_endsIt() {
    // A control byte, an Escape or a byte of UTF-8 text after `ESC [` or `ESC O` was taken into
    // the sequence: `ESC [ NUL Z` was Shift-Tab, `ESC [ 1 ^C A` the up arrow (Ctrl-C was lost),
    // `ESC O 日` two U+FFFD characters.
    #expect(decode("\u{1B}[\u{0}Z") == keys(.escape, .character("["), .character("Z")))
    #expect(
      decode("\u{1B}[1\u{3}A")
        == keys(.escape, .character("["), .character("1"), .control("c"), .character("A")))
    #expect(decode("\u{1B}[日A") == keys(.escape, .character("["), .character("日"), .character("A")))
    #expect(decode("\u{1B}O日") == keys(.escape, .character("O"), .character("日")))
    #expect(decode("\u{1B}[\u{1B}[B") == keys(.escape, .character("["), .down))
  }

  @Test func test_overlongSequence_isAnEscapeAndKeys() {
    let parameters = String(repeating: "1", count: 64)
    #expect(decode("\u{1B}[\(parameters)A") == keys(.up))
    #expect(
      decode("\u{1B}[1\(parameters)A")
        == keys(.escape, .character("["))
        + Array(repeating: InputEvent.key(.character("1")), count: 65) + keys(.character("A")))
  }

  @Test func test_pasteInOneByteReads_isOneEvent() {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for byte in "\u{1B}[200~hello\u{1B}[20\u{1B}[201~x".utf8 { events += decoder.decode([byte]) }
    #expect(events == [.paste("hello\u{1B}[20"), .key(.character("x"))])
  }

  @Test func test_unfinishedPastes_areGivenUpOnFlush() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~a\u{1B}[200~b".utf8)).isEmpty)
    let characters = { (text: String) in text.map { InputEvent.key(.character($0)) } }
    #expect(
      decoder.flush()
        == keys(.escape) + characters("[200~a") + keys(.escape) + characters("[200~b"))
    #expect(!decoder.hasPendingBytes)
  }
}
