import Foundation
import Testing

@testable import ListKitWeb

/// `PageMessage`: the typed messages a test sends are those the page sends.
@Suite struct PageMessageTests {
  static let messages: [PageMessage] = [
    .hello(columns: 80, rows: 24, reducesMotion: true, colorScheme: "dark"),
    .resize(columns: 120, rows: 40),
    .hello(
      columns: 160, rows: 47, reducesMotion: false, colorScheme: "light",
      pixels: CGSize(width: 1285, height: 805.5)),
    .resize(columns: 160, rows: 47, pixels: CGSize(width: 1283, height: 801)),
    .click(id: "v12", x: 3, y: 0),
    .click(id: "back", x: nil, y: nil),
    .menu(id: "v9", x: 1, y: 0),
    .menu(id: "v9", x: nil, y: nil),
    .key(WebKeyEvent(key: "ArrowDown")),
    .key(
      WebKeyEvent(
        key: "d", isShiftDown: true, isControlDown: true, isAltDown: true, isMetaDown: true,
        targetID: "v3")),
    .wheel(id: "v4", dx: -1, dy: 3.25),
    .wheel(id: nil, dx: 0, dy: -3),
    .text(id: "v5", value: "quote \" backslash \\ tab \t newline \n 日本 😀", caret: 4),
    .text(id: "filter", value: "", caret: nil),
    .paste(id: nil, text: "pasted\u{1B}[31m"),
    .paste(id: "v6", text: "x"),
    .part(of: "text", id: "v7", text: "first part"),
    .part(of: "paste", id: nil, text: "more"),
    .focus(id: "v8"),
    .blur(id: "v8"),
  ]

  @Test(arguments: messages)
  func eachMessageReadsBackAsItself(message: PageMessage) throws {
    #expect(try PageMessage.parse(message.jsonText).get() == message)
  }

  @Test func aPagesSizeInPixelsIsBothWidthAndHeightWithinRange() throws {
    let good = #"{"type":"resize","cols":160,"rows":47,"w":1285,"h":805}"#
    #expect(
      try PageMessage.parse(good).get()
        == .resize(columns: 160, rows: 47, pixels: CGSize(width: 1285, height: 805)))
    for bad in [
      #"{"type":"resize","cols":160,"rows":47,"w":1285}"#,
      #"{"type":"resize","cols":160,"rows":47,"h":805}"#,
      #"{"type":"resize","cols":160,"rows":47,"w":0,"h":805}"#,
      #"{"type":"hello","cols":160,"rows":47,"w":1285,"h":1e9}"#,
      #"{"type":"hello","cols":160,"rows":47,"w":"wide","h":805}"#,
    ] {
      #expect(throws: PageMessageError.self, "\(bad)") { try PageMessage.parse(bad).get() }
    }
  }

  @Test func theTextIsTheWireFormat() {
    #expect(
      PageMessage.key(WebKeyEvent(key: "Enter", isShiftDown: true)).jsonText
        == #"{"type":"key","key":"Enter","shift":true}"#)
    #expect(
      PageMessage.click(id: "v1", x: 2, y: 0).jsonText == #"{"type":"click","id":"v1","x":2,"y":0}"#
    )
  }
}
