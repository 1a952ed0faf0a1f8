/// A parsed JSON document: what a device file holds before its fields are read.
///
/// LayoutShot reads JSON itself (the library does not use Foundation), so a broken file fails with
/// the line and column where it stops being JSON, and never crashes: nesting is capped, numbers
/// and escapes are checked.
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// What the value is, for messages: "a number", "null".
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// Parses one JSON value filling the whole text (blanks around it allowed, and a leading
  /// UTF-8 byte order mark).
  ///
  /// - Throws: ``DeviceError/invalidJSON(reason:line:column:)``.
  static func parse(_ bytes: [UInt8]) throws(DeviceError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    return try parser.document()
  }
}

/// A JSON object's members, in the order they were written.
struct JSONObject: Hashable, Sendable {
  var keys: [String] = []
  var values: [String: JSONValue] = [:]
}

/// A recursive-descent JSON parser over UTF-8 bytes (RFC 8259).
private struct JSONParser {
  /// Deeper documents are refused rather than risk the stack; a device file nests four deep.
  static let maximumDepth = 200

  let bytes: [UInt8]
  var offset = 0
  var depth = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
  }

  mutating func document() throws(DeviceError) -> JSONValue {
    skipBlanks()
    let value = try self.value()
    skipBlanks()
    if offset < bytes.count {
      throw failure("unexpected \(found()) after the end of the JSON value")
    }
    return value
  }

  private mutating func value() throws(DeviceError) -> JSONValue {
    guard offset < bytes.count else {
      throw failure(
        "the text ends where a value (object, array, string, number, true, false or null) should be")
    }
    switch bytes[offset] {
    case UInt8(ascii: "{"):
      try enter()
      defer { depth -= 1 }
      return try object()
    case UInt8(ascii: "["):
      try enter()
      defer { depth -= 1 }
      return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default:
      throw failure(
        "expected a value (object, array, string, number, true, false or null), found \(found())")
    }
  }

  /// One level deeper, or an error past the maximum depth.
  private mutating func enter() throws(DeviceError) {
    guard depth < Self.maximumDepth else {
      throw failure("the document nests deeper than \(Self.maximumDepth) levels")
    }
    depth += 1
  }

  private mutating func object() throws(DeviceError) -> JSONValue {
    offset += 1  // {
    var object = JSONObject()
    skipBlanks()
    if peek(is: "}") {
      offset += 1
      return .object(object)
    }
    while true {
      skipBlanks()
      guard peek(is: "\"") else {
        throw failure("expected a member name in double quotes, found \(found())")
      }
      let keyOffset = offset
      let key = try string()
      if object.values[key] != nil {
        offset = keyOffset
        throw failure("the member name \(JSONText.string(key)) appears twice in one object")
      }
      skipBlanks()
      guard peek(is: ":") else {
        throw failure("expected ':' after the member name \(JSONText.string(key)), found \(found())")
      }
      offset += 1
      skipBlanks()
      object.keys.append(key)
      object.values[key] = try value()
      skipBlanks()
      if peek(is: ",") {
        offset += 1
      } else if peek(is: "}") {
        offset += 1
        return .object(object)
      } else {
        throw failure("expected ',' or '}' after the value of \(JSONText.string(key)), found \(found())")
      }
    }
  }

  private mutating func array() throws(DeviceError) -> JSONValue {
    offset += 1  // [
    var elements: [JSONValue] = []
    skipBlanks()
    if peek(is: "]") {
      offset += 1
      return .array(elements)
    }
    while true {
      skipBlanks()
      elements.append(try value())
      skipBlanks()
      if peek(is: ",") {
        offset += 1
      } else if peek(is: "]") {
        offset += 1
        return .array(elements)
      } else {
        throw failure("expected ',' or ']' after an array element, found \(found())")
      }
    }
  }

  private mutating func string() throws(DeviceError) -> String {
    let start = offset
    offset += 1  // "
    var scalars = String.UnicodeScalarView()
    var run = offset  // the start of the bytes copied as they are
    func flush(_ end: Int) {
      scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
    }
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        flush(offset)
        offset += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(offset)
        scalars.append(try escape())
        run = offset
      case 0..<0x20:
        throw failure("a string contains a control character (U+00\(hex(byte))); write it as an escape")
      default:
        offset += 1
      }
    }
    offset = start
    throw failure("a string starts here but never ends")
  }

  /// The escape at `offset` (a backslash and what follows), as one scalar.
  private mutating func escape() throws(DeviceError) -> Unicode.Scalar {
    let start = offset
    offset += 1
    guard offset < bytes.count else {
      offset = start
      throw failure("a string ends inside an escape")
    }
    let letter = bytes[offset]
    offset += 1
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hexQuad(start)
      if (0xD800..<0xDC00).contains(high) {
        // A surrogate pair: the low half must follow as another \u escape.
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
          bytes[offset + 1] == UInt8(ascii: "u")
        else {
          offset = start
          throw failure("a \\u escape of a high surrogate must be followed by its low surrogate")
        }
        offset += 2
        let low = try hexQuad(start)
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else {
          offset = start
          throw failure("a \\u escape of a high surrogate must be followed by its low surrogate")
        }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        offset = start
        throw failure("a \\u escape names a lone low surrogate")
      }
      return scalar
    default:
      offset = start
      throw failure("unknown escape '\\\(Character(Unicode.Scalar(letter)))' in a string")
    }
  }

  private mutating func hexQuad(_ escapeStart: Int) throws(DeviceError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count, let digit = Self.hexDigit(bytes[offset]) else {
        offset = escapeStart
        throw failure("a \\u escape needs four hexadecimal digits")
      }
      value = value * 16 + digit
      offset += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// A number in JSON's grammar: `-`? int frac? exp?, where int has no leading zero.
  private mutating func number() throws(DeviceError) -> Double {
    let start = offset
    func digits() -> Int {
      let first = offset
      while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) {
        offset += 1
      }
      return offset - first
    }
    if peek(is: "-") { offset += 1 }
    let integerStart = offset
    let integerDigits = digits()
    var valid = integerDigits > 0 && !(integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0"))
    if valid, peek(is: ".") {
      offset += 1
      valid = digits() > 0
    }
    if valid, peek(is: "e") || peek(is: "E") {
      offset += 1
      if peek(is: "+") || peek(is: "-") { offset += 1 }
      valid = digits() > 0
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard valid, let number = Double(text), number.isFinite else {
      offset = start
      throw failure("'\(text)' is not a JSON number")
    }
    return number
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(DeviceError) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard bytes[offset...].starts(with: utf8) else {
      throw failure("expected a value (object, array, string, number, true, false or null), found \(found())")
    }
    offset += utf8.count
    return value
  }

  private mutating func skipBlanks() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
      default: return
      }
    }
  }

  private func peek(is character: Unicode.Scalar) -> Bool {
    offset < bytes.count && bytes[offset] == UInt8(character.value)
  }

  /// What is at `offset`, for messages: `'}'`, `the end of the text`.
  private func found() -> String {
    guard offset < bytes.count else { return "the end of the text" }
    var end = offset + 1
    while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let character = String(decoding: bytes[offset..<end], as: UTF8.self)
    if let scalar = character.unicodeScalars.first, scalar.value < 0x20 {
      return "a control character (U+00\(hex(UInt8(scalar.value))))"
    }
    return "'\(character)'"
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }

  /// An error at `offset`, with its line and column counted in characters from 1.
  private func failure(_ reason: String) -> DeviceError {
    var line = 1
    var column = 1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < min(offset, bytes.count) {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if bytes[index] & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return .invalidJSON(reason: reason, line: line, column: column)
  }
}
