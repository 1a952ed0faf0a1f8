import Testing

@testable import LayoutShotReview

/// The elision that keeps an SVG diff line short in a failure message.
@Suite("Long values in failure messages")
struct LongValueElisionTests {
  @Test func aLongPathKeepsItsFirstTwoNumbersAndCountsTheRest() {
    let numbers = (0..<2140).map { String(Double($0) / 10) }.joined(separator: " ")
    let line = ##"<path d="M"## + numbers + ##"" fill="#000000"/>"##
    #expect(LongValueElision.shortened(line) == ##"<path d="M0.0 0.1 … (2,140 numbers)" fill="#000000"/>"##)
  }

  @Test func shortValuesAndLinesStayWhole() {
    let line = ##"<rect x="10" y="10" width="100" height="50" fill="#FF0000" data-name="card.background"/>"##
    #expect(LongValueElision.shortened(line) == line)
    #expect(LongValueElision.shortened("short") == "short")
  }

  @Test func aLongTextValueKeepsItsStartAndCountsCharacters() {
    let text = String(repeating: "abcdefghij", count: 10)
    #expect(
      LongValueElision.shortened(#"<text aria-label=""# + text + #""/>"#)
        == #"<text aria-label="abcdefghijabcdefghijabcd … (100 characters)"/>"#)
  }
}
