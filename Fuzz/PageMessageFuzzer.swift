// libFuzzer harness for ListKitWeb's page messages, compiled together with
// `Sources/ListKitWeb/Input/PageMessage.swift`, `Sources/ListKitWeb/Patch/Internal/JSON.swift` and
// `Sources/ListKitWeb/Session/WebKeyEvent.swift` by `Fuzz/run page-message`.

import Foundation

/// Reads the fuzzer's bytes as a message from a page, as the server does (UTF-8, an invalid byte
/// as U+FFFD), and checks:
///
/// - Nothing traps: `PageMessage.parse` answers every text with a message or a reason.
/// - **A message reads back as itself.** A text that parses gives a message whose `jsonText`
///   parses to the same message: what a test sends through `WebSession.receive(_:)` with a
///   `PageMessage` is what a page's text would be.
/// - **JSON reads back as itself.** A text `JSON.parse` reads gives a value whose `text` parses
///   to the same value, and one nested deeper than its limit is refused, not recursed into.
/// - **Fields stay in their ranges**: sizes within the page's limits, element keys short and
///   non-empty, key names of 1 to 32 characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPageMessage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let json = JSON.parse(text) {
    guard JSON.parse(json.text) == json else {
      fatalError("JSON \(json) reads back as \(String(describing: JSON.parse(json.text)))")
    }
  }
  switch PageMessage.parse(text) {
  case .failure:
    break
  case .success(let message):
    check(message)
    let again = PageMessage.parse(message.jsonText)
    guard again == .success(message) else {
      fatalError("\(message) reads back as \(again) from \(message.jsonText)")
    }
  }
  return 0
}

/// Traps unless a page's size in pixels is finite and within the parser's range.
private func checkPixels(_ pixels: CGSize) {
  let range = 1...CGFloat(PageMessage.maximumPixels)
  precondition(range.contains(pixels.width) && range.contains(pixels.height), "pixels \(pixels)")
}

/// Traps unless `message`'s fields are in the ranges the parser promises.
private func check(_ message: PageMessage) {
  func key(_ id: String) {
    precondition(!id.isEmpty && id.count <= PageMessage.maximumKeyLength, "key \(id)")
  }
  switch message {
  case .hello(let columns, let rows, _, let scheme, let pixels):
    precondition((1...PageMessage.maximumColumns).contains(columns), "columns \(columns)")
    precondition((3...PageMessage.maximumRows).contains(rows), "rows \(rows)")
    precondition(scheme == "light" || scheme == "dark", "scheme \(scheme)")
    if let pixels { checkPixels(pixels) }
  case .resize(let columns, let rows, let pixels):
    precondition((1...PageMessage.maximumColumns).contains(columns), "columns \(columns)")
    precondition((3...PageMessage.maximumRows).contains(rows), "rows \(rows)")
    if let pixels { checkPixels(pixels) }
  case .click(let id, _, _), .menu(let id, _, _), .focus(let id), .blur(let id):
    key(id)
  case .key(let event):
    precondition((1...32).contains(event.key.count), "key name \(event.key)")
    if let id = event.targetID { key(id) }
  default:
    break
  }
}
