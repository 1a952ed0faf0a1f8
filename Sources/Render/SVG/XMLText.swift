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
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
