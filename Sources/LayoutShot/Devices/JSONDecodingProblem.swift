import Foundation

/// What Foundation's `JSONDecoder` found wrong with a device file or a frame dump, in the terms
/// of their messages: where the text stops being JSON, or which field is wrong and how.
///
/// A field is named by the decoding error's `codingPath`. A syntax error is located by
/// `JSONSerialization`: `JSONDecoder` gives the position only on Apple platforms (as the error's
/// underlying error), and elsewhere only says "The given data was not valid JSON.", while
/// `JSONSerialization` says "Invalid value around character 9." everywhere.
enum JSONDecodingProblem {
  /// The text is not JSON: why, in Foundation's words (with what is found there), and where,
  /// from 1, counting characters. Where Foundation does not say, the end of the text.
  case syntax(reason: String, line: Int, column: Int)
  /// The member at the end of `path` is missing.
  case missing(path: [any CodingKey])
  /// The value at `path` has the wrong type; `found` is `nil` when Foundation does not say.
  case mismatch(path: [any CodingKey], expected: String, found: String?)
  /// The value at `path` cannot be read, in Foundation's words.
  case unreadable(path: [any CodingKey], reason: String)

  /// What `expected` names for a keyed container, the type a decoder asks for there.
  static let object = "an object"
  /// What `expected` names for an unkeyed container.
  static let array = "an array"

  /// The problem `error` reports, met decoding `data`.
  init(_ error: DecodingError, decoding data: Data) {
    switch error {
    case .keyNotFound(let key, let context):
      self = .missing(path: context.codingPath + [key])
    case .typeMismatch(let type, let context):
      self = .mismatch(
        path: context.codingPath, expected: Self.kind(of: type),
        found: Self.found(in: context.debugDescription))
    case .valueNotFound(let type, let context):
      // `null` where a value is required ("Cannot get value of type Double -- found null value
      // instead"), or past the end of an array ("Unkeyed container is at end.").
      self =
        context.debugDescription.contains("null")
        ? .mismatch(path: context.codingPath, expected: Self.kind(of: type), found: "null")
        : .missing(path: context.codingPath)
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      self = Self.syntaxError(context, in: [UInt8](data))
    case .dataCorrupted(let context):
      self = .unreadable(path: context.codingPath, reason: Self.clause(context.debugDescription))
    @unknown default:
      self = .unreadable(path: [], reason: Self.clause("\(error)"))
    }
  }

  /// What a decoder asking for `type` expects: "a number", "an object".
  private static func kind(of type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Float.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is [String: Any].Type: object
    case is [Any].Type: array
    default: "\(type)"
    }
  }

  /// What a type mismatch's description says was found ("Expected to decode Double but found a
  /// string instead."), as LayoutShot's messages name it.
  private static func found(in description: String) -> String? {
    guard let match = description.firstMatch(of: /but found (.+) instead/) else { return nil }
    switch match.1 {
    case "number": return "a number"
    case "bool": return "a boolean"
    case "a dictionary": return object
    case let found: return String(found)
    }
  }

  /// The syntax error of `bytes`, which `JSONDecoder` refused with `context`.
  private static func syntaxError(_ context: DecodingError.Context, in bytes: [UInt8]) -> Self {
    var underlying = context.underlyingError
    if underlying == nil {
      do {
        _ = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
      } catch {
        underlying = error
      }
    }
    // JSONSerialization counts from after a byte order mark.
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    guard let underlying else {
      // JSONSerialization reads what JSONDecoder refuses (a number such as 1e-400).
      let (line, column) = position(of: text.count, in: text)
      return .syntax(reason: clause(context.debugDescription), line: line, column: column)
    }
    let info = (underlying as NSError).userInfo
    let message = info[NSDebugDescriptionErrorKey] as? String ?? underlying.localizedDescription
    // Apple platforms give the offset in the user info; Linux in the message ("around character
    // 9", "at 10").
    let offset =
      info["NSJSONSerializationErrorIndex"] as? Int
      ?? message.firstMatch(of: /(?:character|at) (\d+)/).flatMap { Int($0.1) }
    let reason = clause(message.replacing(/\ (around|at) (character \d+|line \d+, column \d+|\d+)/, with: ""))
    guard let offset, offset < text.count else {
      let (line, column) = position(of: text.count, in: text)
      return .syntax(reason: reason, line: line, column: column)
    }
    let (line, column) = position(of: offset, in: text)
    return .syntax(reason: "\(reason), found \(character(at: offset, in: text))", line: line, column: column)
  }

  /// The line and column (from 1, counting characters) of byte `offset` of `text`.
  private static func position(of offset: Int, in text: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in text.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// The character at byte `offset` of `text`, for messages: `'}'`, `a control character (U+0009)`.
  private static func character(at offset: Int, in text: [UInt8]) -> String {
    var end = offset + 1
    while end < text.count, end - offset < 4, text[end] & 0xC0 == 0x80 { end += 1 }
    let character = String(decoding: text[offset..<end], as: UTF8.self)
    if let scalar = character.unicodeScalars.first, scalar.value < 0x20 {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "a control character (U+\(String(repeating: "0", count: 4 - hex.count) + hex))"
    }
    return "'\(character)'"
  }

  /// Foundation's sentence as a clause of a message: "Invalid value." gives "invalid value".
  private static func clause(_ sentence: String) -> String {
    var text = Substring(sentence)
    while text.last == "." { text = text.dropLast() }
    guard let first = text.first, text.dropFirst().first?.isLowercase ?? true else { return String(text) }
    return first.lowercased() + text.dropFirst()
  }
}
