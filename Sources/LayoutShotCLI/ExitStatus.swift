import Foundation

/// The exit statuses of `layoutshot`, decided here and nowhere else.
///
/// | status | meaning |
/// | --- | --- |
/// | 0 | done; for `diff`, nothing changed |
/// | 1 | `diff` found changes; `render --strict` found a layout with a conflict or ambiguity |
/// | 2 | a bad argument or an error (a missing folder, a corrupt file), said in one line |
struct ExitStatus: Error, Hashable {
  let code: Int32

  static let success = ExitStatus(code: 0)
  /// Changes found, or diagnostics under `--strict`.
  static let findings = ExitStatus(code: 1)

  /// Prints `message` as one `error:` line on standard error and returns status 2.
  static func failure(_ message: String) -> Int32 {
    let line = message.replacingOccurrences(of: "\n", with: " ")
    FileHandle.standardError.write(Data("error: \(line)\n".utf8))
    return 2
  }

  /// The lines of the exit status table, for help texts.
  static let help =
    "Exit status: 0 done (diff: no changes), 1 changes found or diagnostics under --strict, 2 errors."
}

/// An error a command reports in one line before exiting with status 2.
struct CLIError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
