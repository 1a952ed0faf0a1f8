/// Escaping for HTML text and attribute values.
enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, safe in text and in quoted attributes; the
  /// characters neither HTML nor XML allows (control characters other than tab, line feed and
  /// carriage return, U+FFFE, U+FFFF), which a corrupt snapshot's text diff can hold, become
  /// U+FFFD, so the page stays well-formed.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case "\u{0}"..."\u{1F}", "\u{7F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A relative path as a URL in an attribute: every byte but ASCII letters, digits, `-`, `.`,
  /// `_`, `~` and the `/` between folders percent-encoded, so a file named `a #1?.png` still
  /// loads.
  static func url(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return result
  }

  /// A fragment identifier made of letters, digits and dashes: `complexwidth-iphone-12-portrait`.
  static func anchor(_ text: String) -> String {
    var result = ""
    var dash = false
    for scalar in text.lowercased().unicodeScalars {
      if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
        if dash && !result.isEmpty { result += "-" }
        dash = false
        result.unicodeScalars.append(scalar)
      } else {
        dash = true
      }
    }
    return result.isEmpty ? "snapshot" : result
  }

  /// The fragment identifiers of one page: ``anchor(_:)`` of each name, with `-2`, `-3`, … added
  /// where an earlier name took it.
  struct Anchors {
    private var used: Set<String> = []

    /// A new identifier for `text`.
    mutating func make(_ text: String) -> String {
      let base = HTMLText.anchor(text)
      var candidate = base
      var counter = 1
      while !used.insert(candidate).inserted {
        counter += 1
        candidate = "\(base)-\(counter)"
      }
      return candidate
    }
  }
}
