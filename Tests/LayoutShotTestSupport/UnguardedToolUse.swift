/// A call to an optional test tool in a test that does not carry the tool's guard trait, so that it
/// would fail rather than skip on a machine without the tool.
///
/// ```swift
/// let source = "@Test func draws() throws { _ = try Resvg.render(svg, zoom: 2, in: folder) }"
/// UnguardedToolUse.find(in: source, calls: ["Resvg.render("], guard: ".requiresResvg")
/// // [UnguardedToolUse(line: 1, call: "Resvg.render(")]
/// ```
package struct UnguardedToolUse: Equatable, CustomStringConvertible {
  /// The 1-based line of the call.
  package var line: Int
  /// The call, as it was looked for.
  package var call: String

  /// A call found at `line`.
  package init(line: Int, call: String) {
    self.line = line
    self.call = call
  }

  package var description: String { "line \(line): \(call)" }

  /// The calls among `calls` in `source` that no enclosing declaration (a test function, a suite,
  /// or any scope around them) guards with `guardTrait` in its attributes.
  ///
  /// The source is read as text: comments and string literals are set aside, and each `{` opens a
  /// scope whose header is the code since the previous statement ended (its attributes and
  /// declaration).
  package static func find(in source: String, calls: [String], guard guardTrait: String) -> [UnguardedToolUse]
  {
    let code = Array(codeOnly(source))
    var headers: [String] = []
    var header = ""
    var line = 1
    var found: [UnguardedToolUse] = []
    var index = 0
    while index < code.count {
      let character = code[index]
      if let call = calls.first(where: { matches($0, in: code, at: index) }),
        !headers.contains(where: { $0.contains(guardTrait) })
      {
        found.append(UnguardedToolUse(line: line, call: call))
      }
      switch character {
      case "{":
        headers.append(header)
        header = ""
      case "}":
        _ = headers.popLast()
        header = ""
      case ";":
        header = ""
      case "\n":
        line += 1
        header.append(" ")
      default:
        header.append(character)
      }
      index += 1
    }
    return found
  }

  private static func matches(_ call: String, in code: [Character], at index: Int) -> Bool {
    var offset = 0
    for character in call {
      guard index + offset < code.count, code[index + offset] == character else { return false }
      offset += 1
    }
    return true
  }

  /// `source` with comments and the contents of string literals replaced by spaces, line breaks
  /// kept, so that line numbers and braces outside them stay where they were.
  static func codeOnly(_ source: String) -> String {
    let characters = Array(source)
    var result = ""
    var index = 0
    func blank(_ character: Character) -> Character { character == "\n" ? "\n" : " " }
    while index < characters.count {
      let rest = characters[index...]
      if rest.starts(with: "//") {
        while index < characters.count, characters[index] != "\n" {
          result.append(" ")
          index += 1
        }
      } else if rest.starts(with: "/*") {
        while index < characters.count, !characters[index...].starts(with: "*/") {
          result.append(blank(characters[index]))
          index += 1
        }
        result.append("  ")
        index += 2
      } else if rest.starts(with: "\"\"\"") || characters[index] == "\"" {
        let delimiter = rest.starts(with: "\"\"\"") ? "\"\"\"" : "\""
        result.append(contentsOf: String(repeating: " ", count: delimiter.count))
        index += delimiter.count
        while index < characters.count, !characters[index...].starts(with: delimiter) {
          if characters[index] == "\\" {
            result.append(" ")
            index += 1
          }
          if index < characters.count {
            result.append(blank(characters[index]))
            index += 1
          }
        }
        result.append(contentsOf: String(repeating: " ", count: delimiter.count))
        index += delimiter.count
      } else {
        result.append(characters[index])
        index += 1
      }
    }
    return result
  }
}
