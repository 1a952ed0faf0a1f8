/// Text made safe for an XML attribute value in double quotes.
enum XMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, tab, line feed and carriage return written as
  /// character references (so parsers do not turn them into spaces), and every character XML 1.0
  /// does not allow (other control characters, U+FFFE, U+FFFF) replaced by U+FFFD.
  ///
  /// ```swift
  /// XMLText.attribute("Tom & \"Jerry\"")  // Tom &amp; &quot;Jerry&quot;
  /// ```
  static func attribute(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendAttribute(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 of ``attribute(_:)`` to `bytes`.
  static func appendAttribute(_ text: String, to bytes: inout [UInt8]) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": bytes += "&amp;".utf8
      case "<": bytes += "&lt;".utf8
      case ">": bytes += "&gt;".utf8
      case "\"": bytes += "&quot;".utf8
      case "'": bytes += "&apos;".utf8
      case "\t": bytes += "&#9;".utf8
      case "\n": bytes += "&#10;".utf8
      case "\r": bytes += "&#13;".utf8
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": bytes += "\u{FFFD}".utf8
      default:
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
  }
}
