import Testing
import XCTest

/// Where an assertion was written, as both test frameworks take it.
struct CallSite: Sendable {
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt
  /// The test's name: the XCTest method's (`#function`), unless Swift Testing runs the test.
  var function: String

  /// The test's name for `swift test --filter`.
  var testName: String {
    let name = Test.current?.name ?? function
    return name.split(separator: "(").first.map(String.init) ?? name
  }
}

/// Records a failure in the test framework that runs the test: an issue in Swift Testing, an
/// `XCTFail` in XCTest, each at the assertion's file and line.
func recordFailure(_ message: String, at site: CallSite) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column)
      ))
  } else {
    XCTFail(message, file: site.filePath, line: site.line)
  }
}
