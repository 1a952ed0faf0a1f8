import Foundation

/// A value in the benchmark's JSON line.
enum JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  case integer(Int)
  case number(Double)
  case string(String)
  case object(JSONObject)

  init(stringLiteral value: String) {
    self = .string(value)
  }

  init(integerLiteral value: Int) {
    self = .integer(value)
  }

  /// `value` rounded to `places` decimals exactly as Python's `round(value, places)` rounds it:
  /// the correctly rounded decimal (ties to even), read back as the nearest double.
  static func rounded(_ value: Double, places: Int) -> JSONValue {
    guard value.isFinite, let rounded = Double(String(format: "%.\(places)f", value)) else {
      return .number(value)
    }
    return .number(rounded)
  }

  /// A time in microseconds, rounded to 0.1 µs as `kiwi_bench.py` rounds it.
  static func microseconds(_ value: Double) -> JSONValue {
    .rounded(value, places: 1)
  }

  /// The value as JSON text, formatted like Python's `json.dumps`.
  var jsonText: String {
    switch self {
    case .integer(let value):
      return String(value)
    case .number(let value):
      // Swift's shortest round-trip description matches Python's `repr` of a float
      // (`12.0`, `0.0001`, `1e-05`, `1e+16`); Python writes the non-finite values as below.
      if value.isNaN { return "NaN" }
      if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
      return value.description
    case .string(let value):
      return Self.quoted(value)
    case .object(let object):
      return object.jsonText
    }
  }

  /// `text` as a JSON string with `json.dumps`'s escapes (ASCII only, `\uXXXX` for the rest).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for unit in text.utf16 {
      switch unit {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x0A: result += "\\n"
      case 0x0D: result += "\\r"
      case 0x09: result += "\\t"
      case 0x08: result += "\\b"
      case 0x0C: result += "\\f"
      case 0x20...0x7E: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default:
        let hex = String(unit, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return result + "\""
  }
}

/// A JSON object whose keys keep the order they were set in, written on one line the way
/// Python's `json.dumps` writes a dict: `{"key": value, "other": value}`.
///
/// ```swift
/// var line: JSONObject = ["impl": "layoutshot", "N": 100]
/// line.append("unit", "us")
/// line.jsonText  // {"impl": "layoutshot", "N": 100, "unit": "us"}
/// ```
struct JSONObject: ExpressibleByDictionaryLiteral {
  private var members: [(key: String, value: JSONValue)] = []

  init(dictionaryLiteral elements: (String, JSONValue)...) {
    for (key, value) in elements { append(key, value) }
  }

  /// Adds `key` with `value` after the keys already there.
  ///
  /// - Precondition: The object does not hold `key` yet.
  mutating func append(_ key: String, _ value: JSONValue) {
    precondition(!members.contains { $0.key == key }, "duplicate JSON key '\(key)'")
    members.append((key, value))
  }

  /// The object as one line of JSON text.
  var jsonText: String {
    "{" + members.map { JSONValue.quoted($0.key) + ": " + $0.value.jsonText }.joined(separator: ", ") + "}"
  }
}
