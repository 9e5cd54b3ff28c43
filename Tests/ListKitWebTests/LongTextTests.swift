import Foundation
import ListUI
import Testing

@testable import ListKitWeb

/// A text or a paste too long for one message reaches the app in parts; one too long for the
/// parts is refused with a message the user sees, never silently.
@MainActor @Suite struct LongTextTests {
  /// A screen with one text field, focused, and its session.
  private func fieldScreen(maximumMessageBytes: Int = 1_024) -> (TextField, Recorder, String) {
    let screen = ViewController()
    let field = TextField()
    field.frame = CGRect(x: 0, y: 0, width: 20, height: 1)
    screen.view.addSubview(field)
    let recorder = Recorder(
      root: screen, options: WebSessionOptions(maximumMessageBytes: maximumMessageBytes))
    recorder.hello(columns: 80)
    let key = recorder.session.keys.key(for: field)
    recorder.session.receive(#"{"type":"focus","id":"\#(key)"}"#)
    return (field, recorder, key)
  }

  @Test func theFirstFrameTellsThePageTheLimit() throws {
    let (_, recorder, _) = fieldScreen()
    let first = try #require(recorder.messages.first)
    #expect(first.contains(#""limit":1024"#))
  }

  @Test func aTextInParts_reachesTheFieldWhole() {
    let (field, recorder, key) = fieldScreen()
    let pieces = (0..<5).map { String(repeating: Character(String($0)), count: 900) }
    for piece in pieces.dropLast() {
      recorder.session.receive(#"{"type":"part","of":"text","id":"\#(key)","text":"\#(piece)"}"#)
    }
    recorder.session.receive(
      #"{"type":"text","id":"\#(key)","value":"\#(pieces.last!)","caret":4500}"#)
    #expect(field.text == pieces.joined())
  }

  @Test func aPasteInParts_reachesTheFieldWhole_itsLineBreaksSpaces() {
    let (field, recorder, _) = fieldScreen()
    recorder.session.receive(#"{"type":"part","of":"paste","id":null,"text":"one\ntwo"}"#)
    recorder.session.receive(#"{"type":"paste","id":null,"text":" three"}"#)
    #expect(field.text == "one two three")
  }

  @Test func partsLongerThan256Messages_areRefused_andTheStatusLineSaysSo() {
    let (field, recorder, key) = fieldScreen()
    let piece = String(repeating: "x", count: 900)
    for _ in 0..<300 {
      recorder.session.receive(#"{"type":"part","of":"text","id":"\#(key)","text":"\#(piece)"}"#)
    }
    recorder.session.receive(#"{"type":"text","id":"\#(key)","value":"end","caret":3}"#)
    #expect(field.text == "")
    recorder.session.advance(by: 0)
    #expect(recorder.messages.joined().contains("Text dropped: more than 256 KiB"))
    #expect(recorder.logLines.contains { $0.contains("text dropped") })
    // The next input clears the message.
    recorder.session.receive(#"{"type":"text","id":"\#(key)","value":"ok","caret":2}"#)
    recorder.session.advance(by: 0)
    #expect(field.text == "ok")
    #expect(!(recorder.messages.last ?? "").contains("dropped"))
  }

  @Test func aMessageOverTheLimit_isDropped_andTheStatusLineSaysSo() {
    let (field, recorder, key) = fieldScreen()
    let value = String(repeating: "y", count: 2_000)
    recorder.session.receive(#"{"type":"text","id":"\#(key)","value":"\#(value)","caret":1}"#)
    recorder.session.advance(by: 0)
    #expect(field.text == "")
    #expect(
      recorder.messages.joined().contains("Input dropped: 2 KiB, more than one message takes"))
  }

  @Test func partsFollowedByAnotherMessage_areDropped() {
    let (field, recorder, key) = fieldScreen()
    recorder.session.receive(#"{"type":"part","of":"text","id":"\#(key)","text":"lost"}"#)
    recorder.session.receive(#"{"type":"key","key":"ArrowDown"}"#)
    recorder.session.receive(#"{"type":"text","id":"\#(key)","value":"kept","caret":4}"#)
    #expect(field.text == "kept")
    #expect(
      recorder.logLines.contains { $0.contains("parts dropped: 4 bytes of an unfinished text") })
  }
}
