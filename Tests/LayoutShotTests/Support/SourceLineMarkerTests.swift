import LayoutShotTestSupport
import Testing

/// `markedLine(_:in:)` finds the one line that ends in a marker, or throws instead of crashing.
///
/// The source location tests read their expected lines with it; a missing, repeated or unreadable
/// marker is a `SourceLineMarkerError` that says what is wrong.
@Suite("Source line markers")
struct SourceLineMarkerTests {
  @Test func aMarkerGivesTheNumberOfItsLine() throws {
    let expected = #line  // line: here
    #expect(try markedLine("here") == expected)
  }

  @Test func aMissingMarkerIsAnError() {
    #expect(throws: SourceLineMarkerError.notFound(name: "absent", path: "\(#filePath)")) {
      try markedLine("absent")
    }
  }

  @Test func aMarkerMustEndItsLine() {
    _ = 0  // line: middle, so not a marker
    #expect(throws: SourceLineMarkerError.notFound(name: "middle", path: "\(#filePath)")) {
      try markedLine("middle")
    }
  }

  @Test func aRepeatedMarkerIsAnError() {
    let first = #line  // line: twice
    let second = #line  // line: twice
    let expected = SourceLineMarkerError.ambiguous(
      name: "twice", path: "\(#filePath)", lines: [first, second])
    #expect(throws: expected) { try markedLine("twice") }
  }

  @Test func anUnreadableFileIsAnError() {
    #expect(throws: SourceLineMarkerError.fileUnreadable(path: "/nonexistent/Missing.swift")) {
      try markedLine("here", in: "/nonexistent/Missing.swift")
    }
  }

  @Test func errorsSayWhatIsWrong() {
    #expect(
      SourceLineMarkerError.notFound(name: "cycle", path: "/src/A.swift").description
        == "No line of /src/A.swift ends in the marker '// line: cycle'.")
    #expect(
      SourceLineMarkerError.ambiguous(name: "cycle", path: "/src/A.swift", lines: [3, 9]).description
        == "The marker '// line: cycle' ends 2 lines of /src/A.swift (lines 3, 9); a marker must be unique "
        + "in its file.")
    #expect(
      SourceLineMarkerError.fileUnreadable(path: "/src/A.swift").description
        == "Cannot read the source file /src/A.swift to find a line marker.")
  }
}
