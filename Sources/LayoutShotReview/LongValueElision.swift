import LayoutShot

/// Shortens a line of a text diff for a failure message: an attribute value longer than
/// ``maximumLength`` characters keeps its start and says how much was left out, so a glyph run's
/// path data does not flood the test log.
///
/// The whole line stays in the diff artifact.
///
/// ```swift
/// LongValueElision.shortened(#"<path d="M33.8 95.1 L34 96 … 2,140 numbers" fill="#000"/>"#)
/// // <path d="M33.8 95.1 … (2,140 numbers)" fill="#000"/>
/// ```
enum LongValueElision {
  /// The longest attribute value kept whole.
  static let maximumLength = 40

  /// `line` with each long quoted value shortened to its first two numbers (or its first 24
  /// characters) and a count of the numbers (or characters) it holds.
  static func shortened(_ line: String) -> String {
    guard line.count > maximumLength else { return line }
    var result = ""
    var rest = line[...]
    while let open = rest.range(of: "=\"") {
      result += rest[..<open.upperBound]
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: "\"") else { break }
      let value = rest[..<close]
      result += value.count > maximumLength ? elided(value) : String(value)
      rest = rest[close...]
    }
    return result + rest
  }

  /// A long value's start and what was left out.
  private static func elided(_ value: Substring) -> String {
    let numbers = numbers(in: value)
    if numbers.count >= 4 {
      let kept = value[..<numbers[1].upperBound]
      return "\(kept) … (\(NumberText.grouped(numbers.count)) numbers)"
    }
    return "\(value.prefix(24)) … (\(NumberText.grouped(value.count)) characters)"
  }

  /// The ranges of the decimal numbers in `text`, in order.
  private static func numbers(in text: Substring) -> [Range<Substring.Index>] {
    var ranges: [Range<Substring.Index>] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      guard character.isASCII && (character.isNumber || character == "-" || character == ".") else {
        index = text.index(after: index)
        continue
      }
      let start = index
      var sawDigit = false
      while index < text.endIndex,
        text[index].isASCII
          && (text[index].isNumber || text[index] == "." || (index == start && text[index] == "-"))
      {
        if text[index].isNumber { sawDigit = true }
        index = text.index(after: index)
      }
      if sawDigit { ranges.append(start..<index) }
      if index == start { index = text.index(after: index) }
    }
    return ranges
  }
}
