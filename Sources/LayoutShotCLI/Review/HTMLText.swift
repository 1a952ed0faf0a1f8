/// Escaping for HTML text and attribute values.
enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, safe in text and in quoted attributes.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
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
}
