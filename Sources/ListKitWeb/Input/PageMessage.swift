import Foundation

/// A message from the page, read and checked: the right type, every field of the right type
/// and within its range.
///
/// A test drives a session with typed messages instead of hand-written JSON:
/// `session.receive(.key(WebKeyEvent(key: "ArrowDown")))` is what the page sends for the down
/// arrow. ``jsonText`` is the message as the page writes it.
public enum PageMessage: Equatable, Sendable {
  /// The page opened: its size in cells, whether it prefers reduced motion, its colour scheme,
  /// and its size in CSS pixels, which a session sized in points fills to the pixel.
  case hello(
    columns: Int, rows: Int, reducesMotion: Bool, colorScheme: String, pixels: CGSize? = nil)
  /// The page's size changed: in cells, and in CSS pixels.
  case resize(columns: Int, rows: Int, pixels: CGSize? = nil)
  /// A click on the element `id`, at a cell of it when the page says where.
  case click(id: String, x: Int?, y: Int?)
  /// A right click (the page's `contextmenu`) on the element `id`, at a cell of it when the page
  /// says where.
  case menu(id: String, x: Int?, y: Int?)
  /// The primary pointer went down on the element `id`, moved with its button down, came up, or
  /// was taken by the browser, at a cell measured from where the element it went down on was
  /// then, so a move out of it has cells before or past its edges. Gesture recognizers follow it; the
  /// page sends `click` as well.
  case pointer(PointerPhase, id: String, x: Int, y: Int)
  /// A key the page did not handle itself.
  case key(WebKeyEvent)
  /// The wheel, trackpad or touch scrolled over the element `id`, by rows and columns: fractions
  /// of a row for a wheel that scrolls by pixels, so that the content moves as far as the
  /// pointer did.
  case wheel(id: String?, dx: Double, dy: Double)
  /// A pinch step over the element `id`, at the cell `x`, `y` of it: a trackpad pinch, or the
  /// wheel with Ctrl, which Chromium sends as a wheel event with `ctrlKey`; `scale` multiplies
  /// the pinch's scale (above 1 zooms in).
  case pinch(id: String, x: Int, y: Int, scale: Double)
  /// The text of the text field `id` is now `value`, the caret at `caret` characters.
  case text(id: String, value: String, caret: Int?)
  /// Text was pasted outside a text field.
  case paste(id: String?, text: String)
  /// A piece of a `text` or `paste` message too long for one message (`of` says which): the
  /// pieces come in order, and that message, with the last piece, completes them.
  case part(of: String, id: String?, text: String)
  /// The element `id` took the keyboard focus.
  case focus(id: String)
  /// The element `id` lost the keyboard focus.
  case blur(id: String)

  /// The message as the page sends it, one JSON object, which ``WebSession/receive(_:)-(String)``
  /// reads back as this message.
  public var jsonText: String {
    var members: [(String, JSON)]
    func optional(_ name: String, _ value: String?) {
      if let value { members.append((name, .string(value))) }
    }
    func optional(_ name: String, _ value: Int?) {
      if let value { members.append((name, .number(Double(value)))) }
    }
    switch self {
    case .hello(let columns, let rows, let reducesMotion, let colorScheme, let pixels):
      members = [
        ("type", .string("hello")), ("cols", .number(Double(columns))),
        ("rows", .number(Double(rows))), ("reducedMotion", .bool(reducesMotion)),
        ("colorScheme", .string(colorScheme)),
      ]
      if let pixels {
        members += [("w", .number(Double(pixels.width))), ("h", .number(Double(pixels.height)))]
      }
    case .resize(let columns, let rows, let pixels):
      members = [
        ("type", .string("resize")), ("cols", .number(Double(columns))),
        ("rows", .number(Double(rows))),
      ]
      if let pixels {
        members += [("w", .number(Double(pixels.width))), ("h", .number(Double(pixels.height)))]
      }
    case .click(let id, let x, let y):
      members = [("type", .string("click")), ("id", .string(id))]
      optional("x", x)
      optional("y", y)
    case .menu(let id, let x, let y):
      members = [("type", .string("menu")), ("id", .string(id))]
      optional("x", x)
      optional("y", y)
    case .pointer(let phase, let id, let x, let y):
      members = [
        ("type", .string("pointer")), ("phase", .string(phase.rawValue)), ("id", .string(id)),
        ("x", .number(Double(x))), ("y", .number(Double(y))),
      ]
    case .key(let event):
      members = [("type", .string("key")), ("key", .string(event.key))]
      if event.isShiftDown { members.append(("shift", .bool(true))) }
      if event.isControlDown { members.append(("ctrl", .bool(true))) }
      if event.isAltDown { members.append(("alt", .bool(true))) }
      if event.isMetaDown { members.append(("meta", .bool(true))) }
      optional("id", event.targetID)
    case .wheel(let id, let dx, let dy):
      members = [("type", .string("wheel"))]
      optional("id", id)
      members += [("dx", .number(dx)), ("dy", .number(dy))]
    case .pinch(let id, let x, let y, let scale):
      members = [
        ("type", .string("pinch")), ("id", .string(id)), ("x", .number(Double(x))),
        ("y", .number(Double(y))), ("scale", .number(scale)),
      ]
    case .text(let id, let value, let caret):
      members = [("type", .string("text")), ("id", .string(id)), ("value", .string(value))]
      optional("caret", caret)
    case .paste(let id, let text):
      members = [("type", .string("paste"))]
      optional("id", id)
      members.append(("text", .string(text)))
    case .part(let of, let id, let text):
      members = [("type", .string("part")), ("of", .string(of))]
      optional("id", id)
      members.append(("text", .string(text)))
    case .focus(let id):
      members = [("type", .string("focus")), ("id", .string(id))]
    case .blur(let id):
      members = [("type", .string("blur")), ("id", .string(id))]
    }
    return JSON.object(members).text
  }

  /// The largest size the page may say, in cells.
  static let maximumColumns = 1_000
  /// The most rows the page may say.
  static let maximumRows = 500
  /// The widest or tallest page, in CSS pixels.
  static let maximumPixels = 100_000
  /// The most characters of an element key.
  static let maximumKeyLength = 64

  /// Reads `text`, or says why it is not a message.
  static func parse(_ text: String) -> Result<PageMessage, PageMessageError> {
    guard let json = JSON.parse(text) else { return .failure(.notJSON) }
    guard case .object = json else { return .failure(.notAnObject) }
    guard let type = json["type"]?.string else { return .failure(.field("type")) }
    do {
      switch type {
      case "hello":
        let scheme = try optionalString(json, "colorScheme") ?? "light"
        guard scheme == "light" || scheme == "dark" else {
          throw PageMessageError.field("colorScheme")
        }
        return .success(
          .hello(
            columns: try integer(json, "cols", in: 1...maximumColumns),
            rows: try integer(json, "rows", in: 3...maximumRows),
            reducesMotion: try optionalBool(json, "reducedMotion") ?? false, colorScheme: scheme,
            pixels: try pixels(json)))
      case "resize":
        return .success(
          .resize(
            columns: try integer(json, "cols", in: 1...maximumColumns),
            rows: try integer(json, "rows", in: 3...maximumRows), pixels: try pixels(json)))
      case "click":
        return .success(
          .click(
            id: try key(json, "id"), x: try optionalInteger(json, "x", in: 0...maximumColumns),
            y: try optionalInteger(json, "y", in: 0...maximumRows)))
      case "menu":
        return .success(
          .menu(
            id: try key(json, "id"), x: try optionalInteger(json, "x", in: 0...maximumColumns),
            y: try optionalInteger(json, "y", in: 0...maximumRows)))
      case "pointer":
        guard let phase = PointerPhase(rawValue: try string(json, "phase")) else {
          throw PageMessageError.field("phase")
        }
        return .success(
          .pointer(
            phase, id: try key(json, "id"),
            x: try integer(json, "x", in: -maximumColumns...maximumColumns),
            y: try integer(json, "y", in: -maximumRows...maximumRows)))
      case "key":
        let name = try string(json, "key")
        guard !name.isEmpty, name.count <= 32 else { throw PageMessageError.field("key") }
        return .success(
          .key(
            WebKeyEvent(
              key: name, isShiftDown: try optionalBool(json, "shift") ?? false,
              isControlDown: try optionalBool(json, "ctrl") ?? false,
              isAltDown: try optionalBool(json, "alt") ?? false,
              isMetaDown: try optionalBool(json, "meta") ?? false,
              targetID: try optionalKey(json, "id"))))
      case "wheel":
        return .success(
          .wheel(
            id: try optionalKey(json, "id"),
            dx: try optionalNumber(json, "dx", in: -maximumColumns...maximumColumns) ?? 0,
            dy: try number(json, "dy", in: -maximumRows...maximumRows)))
      case "pinch":
        let scale = try number(json, "scale", in: 0...100)
        guard scale >= 0.01 else { throw PageMessageError.field("scale") }
        return .success(
          .pinch(
            id: try key(json, "id"),
            x: try integer(json, "x", in: -maximumColumns...maximumColumns),
            y: try integer(json, "y", in: -maximumRows...maximumRows), scale: scale))
      case "text":
        return .success(
          .text(
            id: try key(json, "id"), value: try string(json, "value"),
            caret: try optionalInteger(json, "caret", in: 0...Int(Int32.max))))
      case "paste":
        return .success(.paste(id: try optionalKey(json, "id"), text: try string(json, "text")))
      case "part":
        let of = try string(json, "of")
        guard of == "text" || of == "paste" else { throw PageMessageError.field("of") }
        return .success(
          .part(of: of, id: try optionalKey(json, "id"), text: try string(json, "text")))
      case "focus":
        return .success(.focus(id: try key(json, "id")))
      case "blur":
        return .success(.blur(id: try key(json, "id")))
      default:
        return .failure(.unknownType(type))
      }
    } catch let error as PageMessageError {
      return .failure(error)
    } catch {
      return .failure(.notJSON)
    }
  }

  private static func string(_ json: JSON, _ name: String) throws -> String {
    guard let value = json[name]?.string else { throw PageMessageError.field(name) }
    return value
  }

  private static func optionalString(_ json: JSON, _ name: String) throws -> String? {
    guard let value = json[name], value != .null else { return nil }
    guard let string = value.string else { throw PageMessageError.field(name) }
    return string
  }

  private static func key(_ json: JSON, _ name: String) throws -> String {
    let value = try string(json, name)
    guard !value.isEmpty, value.count <= maximumKeyLength else {
      throw PageMessageError.field(name)
    }
    return value
  }

  private static func optionalKey(_ json: JSON, _ name: String) throws -> String? {
    guard let value = json[name], value != .null else { return nil }
    return try key(json, name)
  }

  private static func integer(_ json: JSON, _ name: String, in range: ClosedRange<Int>) throws
    -> Int
  {
    guard let number = json[name]?.number, number == number.rounded(),
      Double(range.lowerBound) <= number, number <= Double(range.upperBound)
    else { throw PageMessageError.field(name) }
    return Int(number)
  }

  private static func optionalInteger(_ json: JSON, _ name: String, in range: ClosedRange<Int>)
    throws -> Int?
  {
    guard let value = json[name], value != .null else { return nil }
    return try integer(json, name, in: range)
  }

  /// A finite number within `range`.
  private static func number(_ json: JSON, _ name: String, in range: ClosedRange<Int>) throws
    -> Double
  {
    guard let number = json[name]?.number, number.isFinite,
      Double(range.lowerBound) <= number, number <= Double(range.upperBound)
    else { throw PageMessageError.field(name) }
    return number
  }

  private static func optionalNumber(_ json: JSON, _ name: String, in range: ClosedRange<Int>)
    throws -> Double?
  {
    guard let value = json[name], value != .null else { return nil }
    return try number(json, name, in: range)
  }

  /// The page's size in CSS pixels, `w` and `h`, both or neither, each from 1 to 100,000.
  private static func pixels(_ json: JSON) throws -> CGSize? {
    let width = try optionalNumber(json, "w", in: 1...maximumPixels)
    let height = try optionalNumber(json, "h", in: 1...maximumPixels)
    guard let width, let height else {
      if width != nil { throw PageMessageError.field("h") }
      if height != nil { throw PageMessageError.field("w") }
      return nil
    }
    return CGSize(width: width, height: height)
  }

  private static func optionalBool(_ json: JSON, _ name: String) throws -> Bool? {
    guard let value = json[name], value != .null else { return nil }
    guard let bool = value.bool else { throw PageMessageError.field(name) }
    return bool
  }
}

/// Why a message from the page was dropped.
enum PageMessageError: Error, Equatable, CustomStringConvertible {
  case notJSON
  case notAnObject
  case unknownType(String)
  case field(String)

  var description: String {
    switch self {
    case .notJSON: "not JSON"
    case .notAnObject: "not a JSON object"
    case .unknownType(let type): "unknown type '\(type.prefix(32))'"
    case .field(let name): "missing or invalid '\(name)'"
    }
  }
}
