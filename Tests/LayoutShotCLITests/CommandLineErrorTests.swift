import Foundation
import LayoutShotTestSupport
import Testing

/// Bad output folders and empty input: one `error:` line that says what is wrong in plain words,
/// status 2, and no work done.
@Suite("Command line errors")
struct CommandLineErrorTests {
  /// The one error line of a run that must fail with status 2.
  private func errorLine(_ arguments: [String], in folder: TemporaryFolder) throws -> String {
    let result = try Executable.run(arguments, in: folder.url)
    #expect(result.status == 2, "\(arguments)")
    #expect(result.standardOutput.isEmpty, "\(arguments): \(result.standardOutput)")
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines.last == "", "\(arguments): \(result.standardError)")
    return String(lines.first ?? "")
  }

  @Test func renderIntoAFileIsRefusedBeforeRendering() throws {
    let folder = try TemporaryFolder()
    try Data("notes".utf8).write(to: folder.file("notes.txt"))
    let render = ["render", "ComplexWidth", "--device", "iphone-12"]
    #expect(
      try errorLine(render + ["--out", "notes.txt"], in: folder)
        == "error: Cannot write into '\(folder.file("notes.txt").path)': it is a file, not a folder.")
    // A folder below a file cannot be made: the system's reason, not a dump of Foundation's error.
    #expect(
      try errorLine(render + ["--out", "notes.txt/out"], in: folder)
        == "error: Cannot create the folder '\(folder.file("notes.txt/out").path)': Not a directory.")
    #expect(folder.files() == ["notes.txt"])
  }

  @Test func aMarkdownSummaryThatCannotBeWrittenSaysWhy() throws {
    let folder = try TemporaryFolder()
    _ = try Executable.run(
      ["render", "ComplexWidth", "--device", "iphone-12", "--out", "out"], in: folder.url)
    try Data("notes".utf8).write(to: folder.file("notes.txt"))
    #expect(
      try errorLine(["diff", "out", "out", "--markdown", "notes.txt/review.md"], in: folder)
        == "error: Cannot write into '\(folder.file("notes.txt").path)': it is a file, not a folder.")
    #expect(
      try errorLine(["diff", "out", "out", "--markdown", "notes.txt/reviews/review.md"], in: folder)
        == "error: Cannot create the folder '\(folder.file("notes.txt/reviews").path)': Not a directory.")
  }

  @Test func aDeviceWhereALayoutGoesSaysHowToChooseIt() throws {
    let folder = try TemporaryFolder()
    // `--device` takes one value, so a second device after it is read as a layout.
    #expect(
      try errorLine(["render", "--device", "iphone-se-2-3", "iphone-x"], in: folder)
        == "error: 'iphone-x' is a device; did you mean `--device iphone-x`?")
    // An alias, typed as the phone is called: the suggestion is its slug, one shell word.
    #expect(
      try errorLine(["render", "ComplexWidth", "iPhone 15 Pro"], in: folder)
        == "error: 'iPhone 15 Pro' is a device; did you mean `--device iphone-15-pro`?")
    // A glob or a group of devices, quoted for the shell when it must be.
    #expect(
      try errorLine(["render", "ComplexWidth", "ipad-*"], in: folder)
        == "error: 'ipad-*' chooses devices; did you mean `--device 'ipad-*'`?")
    #expect(
      try errorLine(["render", "tablets"], in: folder)
        == "error: 'tablets' chooses devices; did you mean `--device tablets`?")
    // `all` may as well mean every layout, and a name close to a layout is a typo of that layout.
    #expect(try errorLine(["render", "all"], in: folder) == "error: There is no layout named 'all'.")
    #expect(
      try errorLine(["render", "ComplexWdth", "--device", "iphone-x"], in: folder)
        == "error: There is no layout named 'ComplexWdth'; did you mean 'ComplexWidth'?")
    #expect(folder.files() == [])
  }

  @Test func explainingNothingIsAnError() throws {
    let folder = try TemporaryFolder()
    for format in ["", "  \n "] {
      #expect(
        try errorLine(["explain", format], in: folder)
          == "error: The format is empty; give a visual format such as 'H:|-[icon]-|' or an equation such as "
          + "'icon.width == 2 * label.width'.")
    }
  }

  @Test func negativeNumbersGetTheRangeMessageNotMissingValue() throws {
    let folder = try TemporaryFolder()
    // "-1" reads like an option; the diff's numbers take it as their value and check the range.
    #expect(
      try errorLine(["diff", "base", "head", "--max-pixels", "-1"], in: folder)
        == "error: --max-pixels cannot be negative.")
    #expect(
      try errorLine(["diff", "base", "head", "--threshold", "-0.5"], in: folder)
        == "error: --threshold must be between 0 and 1, not -0.5.")
    #expect(
      try errorLine(["diff", "base", "head", "--max-fraction", "-0.1"], in: folder)
        == "error: --max-fraction must be between 0 and 1, not -0.1.")
    #expect(
      try errorLine(["diff", "base", "head", "--max-fraction", "1.5"], in: folder)
        == "error: --max-fraction must be between 0 and 1, not 1.5.")
    #expect(
      try errorLine(["diff", "base", "head", "--max-pixels"], in: folder)
        == "error: Missing value for '--max-pixels <max-pixels>'")
  }
}
