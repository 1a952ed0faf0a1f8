import Foundation

/// The 1-based number of the one line of `file` that ends in the comment `// line: <name>`.
///
/// Tests that check a recorded source line mark the statement itself instead of counting lines
/// from `#line`, so reformatting or inserting lines above it does not change what they expect.
/// The file is read when the test runs: the marker is the independent source of truth. The
/// comment must be the end of the line (trailing spaces aside) and follow the code after a space.
///
/// ```swift
/// @Test func aViewRemembersItsLine() throws {
///   let card = View("card")  // line: card
///   let line = try markedLine("card")
///   #expect(card.creationLocation == LayoutShot.SourceLocation(fileID: #fileID, line: line))
/// }
/// ```
///
/// - Throws: ``SourceLineMarkerError`` when the file cannot be read, or when no line or more than
///   one line ends in the marker.
package func markedLine(
  _ name: String, in file: StaticString = #filePath
) throws(SourceLineMarkerError) -> Int {
  let path = "\(file)"
  guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
  else { throw .fileUnreadable(path: path) }
  let marker = "// line: \(name)"
  // The compiler counts lines at "\n", "\r" and "\r\n" (one Character in Swift) only.
  let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
  var found: [Int] = []
  for (index, line) in lines.enumerated() {
    var trimmed = line
    while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
    guard trimmed.hasSuffix(marker) else { continue }
    let before = trimmed.dropLast(marker.count)
    if before.isEmpty || before.last == " " || before.last == "\t" { found.append(index + 1) }
  }
  switch found.count {
  case 0: throw .notFound(name: name, path: path)
  case 1: return found[0]
  default: throw .ambiguous(name: name, path: path, lines: found)
  }
}

/// Why ``markedLine(_:in:)`` found no line for a marker.
package enum SourceLineMarkerError: Error, Equatable, CustomStringConvertible {
  /// The source file could not be read, as when the tests run on a machine without the sources.
  case fileUnreadable(path: String)
  /// No line of the file ends in the marker.
  case notFound(name: String, path: String)
  /// More than one line of the file ends in the marker: their 1-based numbers.
  case ambiguous(name: String, path: String, lines: [Int])

  package var description: String {
    switch self {
    case .fileUnreadable(let path):
      "Cannot read the source file \(path) to find a line marker."
    case .notFound(let name, let path):
      "No line of \(path) ends in the marker '// line: \(name)'."
    case .ambiguous(let name, let path, let lines):
      "The marker '// line: \(name)' ends \(lines.count) lines of \(path) (lines "
        + lines.map(String.init).joined(separator: ", ") + "); a marker must be unique in its file."
    }
  }
}
