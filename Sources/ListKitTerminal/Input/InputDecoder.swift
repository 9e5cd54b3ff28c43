import Foundation
import ListUI

/// Turns the bytes a terminal sends into input events.
///
/// It understands printable UTF-8 text (grapheme clusters whole), Enter, Tab, Backspace, the
/// control keys, the arrows, Page Up and Down, Home, End, Insert, Delete and the function keys
/// F1 to F12 in their CSI and SS3 forms (modifiers are ignored), Shift-Tab, SGR mouse reports (`CSI < b ; x ; y M` or `m`, in
/// decimal, from 1; the extra buttons, 8 to 11, are skipped) and bracketed paste (`CSI 200 ~` …
/// `CSI 201 ~`). Unknown sequences are skipped whole. A CSI sequence has at most 64 parameter
/// and intermediate bytes (0x20–0x3F) before its final byte (0x40–0x7E), and an SS3 sequence
/// one final byte: when another byte comes first, the Escape was a key of its own, and the bytes
/// after it are read as keys.
///
/// A sequence cut between two reads is kept until the rest arrives. An Escape byte with nothing
/// after it might begin a sequence, so it is held too: call ``flush()`` when no more bytes have
/// come for a moment to get it as ``Key/escape``. Decoding takes time in proportion to the bytes
/// however the reads cut them: bytes held back, a long paste's included, are not scanned again.
public struct InputDecoder: Sendable {
  private var pending: [UInt8] = []
  /// No paste end marker starts in `pending` between the bytes not yet decoded and this index:
  /// the search for the end of a paste held back resumes here, so that a paste arriving in many
  /// reads is scanned once.
  private var pasteSearchStart = 0

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes are held waiting for the rest of a sequence.
  public var hasPendingBytes: Bool { !pending.isEmpty }

  private static let escape: UInt8 = 0x1B
  private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
  private static let maximumParameterLength = 64

  /// The events `bytes` complete, in order.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    var events: [InputEvent] = []
    var index = 0
    while index < pending.count {
      guard let (event, length) = decodeOne(at: index) else { break }
      if let event { events.append(contentsOf: event) }
      index += length
    }
    if index < pending.count { recordUnfinishedPaste(at: index) }
    pending.removeFirst(index)
    pasteSearchStart = max(0, pasteSearchStart - index)
    return events
  }

  /// The events held back: a lone Escape becomes ``Key/escape``; the start of a sequence that
  /// never finished is given up, its bytes read as keys.
  public mutating func flush() -> [InputEvent] {
    var events: [InputEvent] = []
    var index = 0
    while index < pending.count {
      if let (event, length) = decodeOne(at: index) {
        if let event { events.append(contentsOf: event) }
        index += length
      } else if pending[index] == Self.escape {
        // A sequence that never finished: its Escape is a key, the bytes after it are read again.
        recordUnfinishedPaste(at: index)
        events.append(.key(.escape))
        index += 1
      } else {
        break  // an unfinished UTF-8 sequence
      }
    }
    pending = []
    pasteSearchStart = 0
    return events
  }

  /// When the bytes at `index` are a paste whose end marker has not come, records that none
  /// starts before the last bytes, too few to hold one.
  private mutating func recordUnfinishedPaste(at index: Int) {
    guard pending[index...].starts(with: Self.pasteStart) else { return }
    pasteSearchStart = max(pasteSearchStart, pending.count - (Self.pasteEnd.count - 1))
  }

  /// The events the bytes at `index` make and how many bytes they take, or `nil` when more
  /// bytes are needed.
  private func decodeOne(at index: Int) -> ([InputEvent]?, Int)? {
    let byte = pending[index]
    switch byte {
    case Self.escape:
      return decodeEscape(at: index)
    case 0x0D, 0x0A:
      return ([.key(.enter)], 1)
    case 0x09:
      return ([.key(.tab)], 1)
    case 0x7F, 0x08:
      return ([.key(.backspace)], 1)
    case 0x01...0x1A:
      return ([.key(.control(Character(Unicode.Scalar(byte + 0x60))))], 1)
    case 0x00...0x1F:
      return (nil, 1)
    default:
      return decodeText(at: index)
    }
  }

  /// Printable text up to the next control byte, as one event per grapheme cluster; an
  /// unfinished UTF-8 sequence at the end waits for more.
  private func decodeText(at index: Int) -> ([InputEvent]?, Int)? {
    var end = index
    while end < pending.count && pending[end] >= 0x20 && pending[end] != 0x7F { end += 1 }
    var complete = end
    // Back off an unfinished multi-byte sequence at the end of the buffer.
    if end == pending.count {
      var start = end
      while start > index && pending[start - 1] & 0xC0 == 0x80 { start -= 1 }
      if start > index {
        let lead = pending[start - 1]
        let needed = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        if needed > 1 && end - (start - 1) < needed { complete = start - 1 }
      }
    }
    guard complete > index else { return nil }
    let text = String(decoding: pending[index..<complete], as: UTF8.self)
    return (text.map { .key(.character($0)) }, complete - index)
  }

  /// A sequence that starts with Escape at `index`.
  private func decodeEscape(at index: Int) -> ([InputEvent]?, Int)? {
    guard index + 1 < pending.count else { return nil }
    switch pending[index + 1] {
    case UInt8(ascii: "["):
      return decodeCSI(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return nil }
      guard (0x40...0x7E).contains(pending[index + 2]) else { return ([.key(.escape)], 1) }
      let key: Key? =
        switch pending[index + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
      return (key.map { [.key($0)] }, 3)
    default:
      return ([.key(.escape)], 1)
    }
  }

  /// A Control Sequence Introducer sequence at `index`: `ESC [`, parameters, a final byte.
  private func decodeCSI(at index: Int) -> ([InputEvent]?, Int)? {
    let start = index + 2
    var end = start
    while end < pending.count && (0x20...0x3F).contains(pending[end]) {
      guard end - start < Self.maximumParameterLength else { return ([.key(.escape)], 1) }
      end += 1
    }
    guard end < pending.count else { return nil }
    guard (0x40...0x7E).contains(pending[end]) else { return ([.key(.escape)], 1) }
    let parameters = String(decoding: pending[start..<end], as: UTF8.self)
    let final = Character(Unicode.Scalar(pending[end]))
    let length = end - index + 1
    if parameters.hasPrefix("<"), final == "M" || final == "m" {
      return (mouseEvent(parameters.dropFirst(), isRelease: final == "m").map { [$0] }, length)
    }
    if final == "~" && parameters == "200" {
      return decodePaste(from: index + length, sequenceLength: length)
    }
    let first = parameters.split(separator: ";", omittingEmptySubsequences: false).first
    let key: Key? =
      switch final {
      case "A": .up
      case "B": .down
      case "C": .right
      case "D": .left
      case "H": .home
      case "F": .end
      case "Z": .backTab
      case "P": .function(1)
      case "Q": .function(2)
      case "R": .function(3)
      case "S": .function(4)
      case "~":
        switch first.flatMap(Self.number) {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case let number? where (11...15).contains(number): .function(number - 10)
        case let number? where (17...21).contains(number): .function(number - 11)
        case 23: .function(11)
        case 24: .function(12)
        default: nil
        }
      default: nil
      }
    return (key.map { [.key($0)] }, length)
  }

  /// Pasted text from `start` to the end marker, or `nil` until the marker arrives.
  private func decodePaste(from start: Int, sequenceLength: Int) -> ([InputEvent]?, Int)? {
    let marker = Self.pasteEnd
    // The marker's Escape is found with memchr: a megabyte's paste is scanned at memory speed.
    let found: Int? = pending.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      var position = max(start, pasteSearchStart)
      while position + marker.count <= buffer.count {
        guard let hit = memchr(base + position, Int32(Self.escape), buffer.count - position)
        else { return nil }
        let at = position + UnsafeRawPointer(base + position).distance(to: UnsafeRawPointer(hit))
        guard at + marker.count <= buffer.count else { return nil }
        if buffer[at..<(at + marker.count)].elementsEqual(marker) { return at }
        position = at + 1
      }
      return nil
    }
    guard let end = found else { return nil }
    let text = String(decoding: pending[start..<end], as: UTF8.self)
    return ([.paste(text)], sequenceLength + (end - start) + marker.count)
  }

  /// An SGR mouse report's event from its parameters `b;x;y`.
  private func mouseEvent(_ parameters: Substring, isRelease: Bool) -> InputEvent? {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false)
      .map(Self.number)
    guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2],
      x >= 1, y >= 1, code & 128 == 0
    else { return nil }
    let button = code & 0b11
    let action: MouseAction
    if code & 64 != 0 {
      switch button {
      case 0: action = .wheelUp
      case 1: action = .wheelDown
      case 2: action = .wheelLeft
      default: action = .wheelRight
      }
    } else if isRelease {
      action = .release(button: button)
    } else if code & 32 != 0 {
      guard button != 3 else { return nil }  // motion without a button
      action = .drag(button: button)
    } else {
      action = .press(button: button)
    }
    var modifiers: KeyModifierFlags = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alternate) }
    if code & 16 != 0 { modifiers.insert(.control) }
    return .mouse(
      MouseEvent(action: action, column: x - 1, row: y - 1, modifierFlags: modifiers))
  }

  /// A parameter of decimal digits as a number, or `nil`: terminals send no sign, and no
  /// coordinate needs more than nine digits.
  private static func number(_ digits: Substring) -> Int? {
    guard (1...9).contains(digits.utf8.count),
      digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(digits)
  }
}
