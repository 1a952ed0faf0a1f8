/// A cursor over an ASCII format string.
///
/// It reads the small lexical pieces both string languages share (names, numbers, relations);
/// errors carry the cursor's offset.
struct FormatScanner {
  let format: String
  let bytes: [UInt8]
  private(set) var offset = 0
  let location: SourceLocation?

  /// A scanner over `format`, which must be ASCII (the caller checks).
  init(_ format: String, location: SourceLocation?) {
    self.format = format
    self.bytes = Array(format.utf8)
    self.location = location
  }

  var isAtEnd: Bool { offset >= bytes.count }
  var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  func peek(_ distance: Int = 0) -> UInt8? {
    offset + distance < bytes.count ? bytes[offset + distance] : nil
  }

  mutating func advance(_ count: Int = 1) { offset = min(offset + count, bytes.count) }

  /// Consumes `character` if it is next.
  mutating func consume(_ character: UInt8) -> Bool {
    guard current == character else { return false }
    advance()
    return true
  }

  mutating func skipSpaces() {
    while let byte = current, byte == .space || byte == .tab { advance() }
  }

  func error(_ kind: FormatError.Kind, _ message: String, at position: Int? = nil) -> FormatError {
    FormatError(kind, message, format: format, offset: position ?? offset, location: location)
  }

  // MARK: Pieces

  /// A C identifier: a letter or underscore, then letters, digits and underscores; `nil` when the
  /// next character cannot start one.
  mutating func name() -> String? {
    guard let first = current, first.isLetter || first == .underscore else { return nil }
    let start = offset
    while let byte = current, byte.isLetter || byte.isDigit || byte == .underscore { advance() }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// A decimal number in C syntax (digits, an optional fraction, an optional exponent), with a sign
  /// when `signed`; `nil` when no number starts here.
  ///
  /// - Throws: A ``FormatError`` of kind `invalidNumber` for a number that is not finite.
  mutating func number(signed: Bool) throws(FormatError) -> Double? {
    let start = offset
    if signed, let sign = current, sign == .plus || sign == .minus { advance() }
    let digitsStart = offset
    while let byte = current, byte.isDigit { advance() }
    if current == .dot, let next = peek(1), next.isDigit || offset > digitsStart {
      advance()
      while let byte = current, byte.isDigit { advance() }
    }
    guard offset > digitsStart, !(offset == digitsStart + 1 && bytes[digitsStart] == .dot) else {
      offset = start
      return nil
    }
    if let e = current, e == .lowerE || e == .upperE {
      let mark = offset
      advance()
      if let sign = current, sign == .plus || sign == .minus { advance() }
      if let digit = current, digit.isDigit {
        while let byte = current, byte.isDigit { advance() }
      } else {
        offset = mark
      }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error(.invalidNumber, "The number \(text) is not a finite number", at: start)
    }
    return value
  }

  /// `==`, `<=` or `>=`, or a lone `=` with `singleEquals`.
  ///
  /// Returns `nil` when no relation starts here.
  ///
  /// - Throws: A syntax ``FormatError`` for `<`, `>` or `=` that do not make a relation.
  mutating func relation(singleEquals: Bool) throws(FormatError) -> LayoutRelation? {
    guard let first = current, first == .less || first == .greater || first == .equals else { return nil }
    let start = offset
    advance()
    if consume(.equals) {
      switch first {
      case .less: return .lessThanOrEqual
      case .greater: return .greaterThanOrEqual
      default: return .equal
      }
    }
    if first == .equals && singleEquals { return .equal }
    throw error(.syntax, "Unknown relation. Must be \(singleEquals ? "=, " : "")==, >=, or <=", at: start)
  }

  /// `value` as a constraint priority, checked as UIKit checks it: above 0 once stored as a `Float`
  /// (so `1e-50` is refused, not rounded to 0), and at most 1000.
  ///
  /// - Throws: A ``FormatError`` of kind `invalidPriority` at `position`.
  func priority(_ value: Double, at position: Int) throws(FormatError) -> LayoutPriority {
    let text = NumberText.points(value)
    if Float(value) <= 0 {
      throw error(
        .invalidPriority, "Invalid priority specified: \(text). Priority must be greater than 0", at: position
      )
    }
    if value > 1000 {
      throw error(
        .invalidPriority,
        "Invalid priority specified: \(text). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
        at: position)
    }
    return LayoutPriority(Float(value))
  }
}

extension UInt8 {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let underscore = UInt8(ascii: "_")
  static let plus = UInt8(ascii: "+")
  static let minus = UInt8(ascii: "-")
  static let dot = UInt8(ascii: ".")
  static let lowerE = UInt8(ascii: "e")
  static let upperE = UInt8(ascii: "E")
  static let less = UInt8(ascii: "<")
  static let greater = UInt8(ascii: ">")
  static let equals = UInt8(ascii: "=")
  static let colon = UInt8(ascii: ":")
  static let bar = UInt8(ascii: "|")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")
  static let comma = UInt8(ascii: ",")
  static let at = UInt8(ascii: "@")
  static let star = UInt8(ascii: "*")

  var isLetter: Bool { (self >= 65 && self <= 90) || (self >= 97 && self <= 122) }
  var isDigit: Bool { self >= 48 && self <= 57 }
}
