// libFuzzer harness for ListKitTerminal's `InputDecoder`, compiled together with
// `Sources/ListKitTerminal/Input/*.swift` by `Fuzz/run input-decoder`.

/// Feeds the fuzzer's bytes to `InputDecoder` in several chunkings and checks what comes out.
///
/// The input's first byte chooses the largest random chunk (bits 0–3, plus one), the second seeds
/// the chunk sizes, and both together turn the work check below on (first byte 0xF0 or more and
/// bits 2–3 of the second set; it is slow, so it is kept to 1 input in 64, and to inputs that
/// leave bytes held back); the rest is what the terminal sends. For those bytes:
///
/// - Nothing traps, and after `flush()` no byte is held.
/// - **Chunking changes nothing.** The events of the bytes in one read, in one-byte reads, in
///   random reads and (up to 48 bytes) split once at every point, each followed by one `flush()`,
///   are the same, except that text cut between two reads may form its grapheme clusters
///   differently: runs of consecutive character events are compared as their Unicode scalars.
///   A `flush()` between reads does change events (it is the Escape timeout), so it is checked
///   only by the next point.
/// - **Every event was sent**, also with a `flush()` after random reads. With a census of the
///   byte sequences in the input, each kind of event is at most as frequent as the sequences that
///   stand for it: Enter a CR or LF byte, Tab HT, Backspace DEL or BS, `control(x)` the byte of
///   `x` minus 0x60 (a letter other than h, i, j or m), Escape an ESC byte, the other keys a CSI
///   sequence (ESC, `[`, bytes 0x20–0x3F, a final byte 0x40–0x7E) or an SS3 sequence (ESC, `O`,
///   a final byte) whose final byte and first decimal parameter name that key, and a mouse
///   event an SGR report `ESC [ < b ; x ; y M` (or `m`) of decimal numbers with x, y ≥ 1 and an
///   action that `b` encodes (extra buttons, 128 and up, stand for none). Character events hold
///   no C0 control or DEL, and their scalars, in order, are a subsequence of the input decoded as
///   UTF-8 (an invalid byte as U+FFFD; with flushes between reads, which drop an unfinished UTF-8
///   sequence, a U+FFFD may also stand for its rest). A paste's text is the input between
///   `ESC [ 200 ~` and the next `ESC [ 201 ~`, decoded the same way.
/// - **Bounded work per byte.** When the work check is on, the bytes are amplified to 16 KiB
///   (repeated, or their last byte repeated, as bit 0 of the second byte says) and decoded in
///   one read and in one-byte reads, each followed by `flush()`; neither may take more than 20
///   times as long (plus 20 ms) as 16 KiB of letters: a decoder that scans its held bytes again
///   on every read, which is quadratic, fails it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = Array(UnsafeBufferPointer(start: data, count: size))
  let flags = input.first ?? 0
  let seed = input.count > 1 ? input[1] : 0
  var random = RepeatableRandomNumberGenerator(seed: UInt64(seed))
  let bytes = Array(input.dropFirst(2))
  let maxChunk = Int(flags & 0x0F) + 1

  let whole = decodeInChunks(bytes, flushing: false) { _ in bytes.count }
  checkSent(whole, in: bytes, flushes: false)
  let expected = normalized(whole)
  func expectSame(_ events: [InputEvent], _ how: String) {
    guard normalized(events) == expected else {
      fatalError("\(how) gives \(events), one read gives \(whole), for \(bytes)")
    }
  }
  expectSame(decodeInChunks(bytes, flushing: false) { _ in 1 }, "one-byte reads")
  expectSame(
    decodeInChunks(bytes, flushing: false) { _ in Int.random(in: 1...maxChunk, using: &random) },
    "random reads")
  if bytes.count <= 48 {
    for split in bytes.indices.dropFirst() {
      var first = true
      let events = decodeInChunks(bytes, flushing: false) { _ in
        defer { first = false }
        return first ? split : bytes.count
      }
      expectSame(events, "a split at \(split)")
    }
  }
  let flushed = decodeInChunks(bytes, flushing: true) { _ in
    Int.random(in: 1...maxChunk, using: &random)
  }
  checkSent(flushed, in: bytes, flushes: true)

  if flags & 0xF0 == 0xF0 && seed & 0x0C == 0x0C && holdsBytes(bytes) {
    checkLinearWork(bytes, repeatingLastByte: seed & 1 == 1)
  }
  return 0
}

/// The events of `bytes` read in chunks of the sizes `nextChunk` gives (given the offset), with
/// a `flush()` after a chunk now and then when `flushing`, and one at the end.
func decodeInChunks(
  _ bytes: [UInt8], flushing: Bool, nextChunk: (Int) -> Int
) -> [InputEvent] {
  var decoder = InputDecoder()
  var events: [InputEvent] = []
  var offset = 0
  var count = 0
  while offset < bytes.count {
    let end = min(bytes.count, offset + max(1, nextChunk(offset)))
    events += decoder.decode(bytes[offset..<end])
    offset = end
    count += 1
    if flushing && count % 3 == 0 {
      events += decoder.flush()
      guard !decoder.hasPendingBytes else { fatalError("bytes held after flush: \(bytes)") }
    }
  }
  events += decoder.flush()
  guard !decoder.hasPendingBytes else { fatalError("bytes held after flush: \(bytes)") }
  return events
}

/// An event, or the Unicode scalars of a run of character events.
enum Token: Equatable {
  case text([Unicode.Scalar])
  case event(InputEvent)
}

/// `events` with each run of character events joined, so that two chunkings that cut text into
/// grapheme clusters differently compare equal.
func normalized(_ events: [InputEvent]) -> [Token] {
  var tokens: [Token] = []
  for event in events {
    guard case .key(.character(let character)) = event else {
      tokens.append(.event(event))
      continue
    }
    if case .text(let scalars) = tokens.last {
      tokens[tokens.count - 1] = .text(scalars + character.unicodeScalars)
    } else {
      tokens.append(.text(Array(character.unicodeScalars)))
    }
  }
  return tokens
}

/// The keys and mouse events that the byte sequences of an input can stand for, with how many
/// sequences stand for each; sequences may overlap, so this is an upper bound.
struct Census {
  var keys: [Key: Int] = [:]
  var mouse: [MouseEvent: Int] = [:]
  var pasteStarts = 0

  init(_ bytes: [UInt8]) {
    for i in bytes.indices {
      switch bytes[i] {
      case 0x0D, 0x0A: keys[.enter, default: 0] += 1
      case 0x09: keys[.tab, default: 0] += 1
      case 0x7F, 0x08: keys[.backspace, default: 0] += 1
      case 0x1B:
        keys[.escape, default: 0] += 1
        countSequence(at: i, in: bytes)
      case 0x01...0x1A:
        keys[.control(Character(Unicode.Scalar(bytes[i] + 0x60))), default: 0] += 1
      default: break
      }
    }
  }

  private mutating func countSequence(at i: Int, in bytes: [UInt8]) {
    guard i + 2 < bytes.count else { return }
    if bytes[i + 1] == UInt8(ascii: "O") {
      if let key = Self.key(final: bytes[i + 2], firstParameter: nil) {
        keys[key, default: 0] += 1
      }
      return
    }
    guard bytes[i + 1] == UInt8(ascii: "[") else { return }
    var end = i + 2
    while end < bytes.count && (0x20...0x3F).contains(bytes[end]) { end += 1 }
    guard end < bytes.count && (0x40...0x7E).contains(bytes[end]) else { return }
    let body = bytes[(i + 2)..<end]
    let final = bytes[end]
    if body.first == UInt8(ascii: "<") && (final == UInt8(ascii: "M") || final == UInt8(ascii: "m"))
    {
      if let event = Self.mouseEvent(body.dropFirst(), isRelease: final == UInt8(ascii: "m")) {
        mouse[event, default: 0] += 1
      }
      return
    }
    if Array(body) == Array("200".utf8) && final == UInt8(ascii: "~") { pasteStarts += 1 }
    let first = body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).first
    if let key = Self.key(final: final, firstParameter: first.flatMap(Self.decimal)) {
      keys[key, default: 0] += 1
    }
  }

  /// A decimal number of ASCII digits only, or `nil`.
  static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    var value = 0
    for digit in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
    }
    return value
  }

  /// The key of a CSI or SS3 sequence, as the decoder documents them.
  static func key(final: UInt8, firstParameter: Int?) -> Key? {
    switch Character(Unicode.Scalar(final)) {
    case "A": .up
    case "B": .down
    case "C": .right
    case "D": .left
    case "H": .home
    case "F": .end
    case "Z": .backTab
    case "~":
      switch firstParameter {
      case 1, 7: .home
      case 2: .insert
      case 3: .delete
      case 4, 8: .end
      case 5: .pageUp
      case 6: .pageDown
      default: nil
      }
    default: nil
    }
  }

  /// The event of an SGR mouse report `b;x;y`, as xterm documents the encoding of `b`.
  static func mouseEvent(_ parameters: ArraySlice<UInt8>, isRelease: Bool) -> MouseEvent? {
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 3 else { return nil }
    let numbers = fields.compactMap(decimal)
    guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
    let code = numbers[0]
    let button = code & 3
    let action: MouseAction
    if code & 128 != 0 {
      return nil
    } else if code & 64 != 0 {
      action = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][button]
    } else if isRelease {
      action = .release(button: button)
    } else if code & 32 != 0 {
      guard button != 3 else { return nil }
      action = .drag(button: button)
    } else {
      action = .press(button: button)
    }
    return MouseEvent(action: action, column: numbers[1] - 1, row: numbers[2] - 1)
  }
}

/// Fails unless every event of `events` was sent in `bytes`, as the harness's documentation
/// defines it.
func checkSent(_ events: [InputEvent], in bytes: [UInt8], flushes: Bool) {
  func fail(_ message: String) -> Never {
    fatalError("\(message) in \(events) for \(bytes), flushes: \(flushes)")
  }
  let census = Census(bytes)
  var keys: [Key: Int] = [:]
  var mouse: [MouseEvent: Int] = [:]
  var pastes = 0
  var text: [Unicode.Scalar] = []
  let lossy = String(decoding: bytes, as: UTF8.self)
  let lossyBytes = Array(lossy.utf8)
  for event in events {
    switch event {
    case .key(.character(let character)):
      if character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
        fail("character \(character.unicodeScalars.map(\.value)) is a control")
      }
      text += character.unicodeScalars
    case .key(let key):
      if case .control(let letter) = key, !("a"..."z").contains(letter) || "hijm".contains(letter) {
        fail("control(\(letter)) is not a control key")
      }
      keys[key, default: 0] += 1
    case .mouse(let event):
      mouse[event, default: 0] += 1
    case .paste(let pasted):
      pastes += 1
      let body = Array(pasted.utf8)
      let end = Array("\u{1B}[201~".utf8)
      if contains(body, end) { fail("paste \(pasted.debugDescription) holds the end marker") }
      if !contains(lossyBytes, Array("\u{1B}[200~".utf8) + body + end) {
        fail("paste \(pasted.debugDescription) is not between markers")
      }
    }
  }
  for (key, count) in keys where count > census.keys[key, default: 0] {
    fail("\(count) × \(key), the input has \(census.keys[key, default: 0])")
  }
  for (event, count) in mouse where count > census.mouse[event, default: 0] {
    fail("\(count) × \(event), the input has \(census.mouse[event, default: 0])")
  }
  if pastes > census.pasteStarts { fail("\(pastes) pastes, \(census.pasteStarts) starts") }
  var source = lossy.unicodeScalars.makeIterator()
  for scalar in text where !(flushes && scalar == "\u{FFFD}") {
    while true {
      guard let next = source.next() else {
        fail("character text \(text.map(\.value)) is not a subsequence of the input's")
      }
      if next == scalar { break }
    }
  }
}

/// Whether `needle` occurs in `haystack`.
func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
  guard needle.count <= haystack.count else { return false }
  if needle.isEmpty { return true }
  for start in 0...(haystack.count - needle.count)
  where haystack[start] == needle[0]
    && haystack[start..<(start + needle.count)].elementsEqual(needle)
  {
    return true
  }
  return false
}

/// Whether the decoder holds bytes back after reading `bytes`: only then can a decoder scan
/// bytes again on the next read.
func holdsBytes(_ bytes: [UInt8]) -> Bool {
  var decoder = InputDecoder()
  _ = decoder.decode(bytes)
  return decoder.hasPendingBytes
}

/// Fails when `bytes` amplified to 16 KiB (repeated whole, or its last byte repeated) take far
/// longer to decode, in one read or in one-byte reads, than as many letters do.
func checkLinearWork(_ bytes: [UInt8], repeatingLastByte: Bool) {
  let size = 16_384
  var stream = bytes
  if repeatingLastByte {
    stream += Array(repeating: bytes[bytes.count - 1], count: max(0, size - bytes.count))
  } else {
    while stream.count < size { stream += bytes }
  }
  let letters = Array(repeating: UInt8(ascii: "a"), count: stream.count)
  let clock = ContinuousClock()
  func measure(_ stream: [UInt8]) -> (whole: Duration, oneByte: Duration) {
    let whole = clock.measure {
      var decoder = InputDecoder()
      _ = decoder.decode(stream)
      _ = decoder.flush()
    }
    let oneByte = clock.measure {
      var decoder = InputDecoder()
      for index in stream.indices { _ = decoder.decode(stream[index...index]) }
      _ = decoder.flush()
    }
    return (whole, oneByte)
  }
  for attempt in 1...3 {
    let baseline = measure(letters)
    let measured = measure(stream)
    if measured.whole <= baseline.whole * 20 + .milliseconds(20)
      && measured.oneByte <= baseline.oneByte * 20 + .milliseconds(20)
    {
      return
    }
    if attempt == 3 {
      fatalError(
        "\(stream.count) bytes take \(measured), as many letters \(baseline), for \(bytes) "
          + (repeatingLastByte ? "and its last byte repeated" : "repeated"))
    }
  }
}
