/// Why a file could not be adapted; each case names the file.
package enum AdaptError: Error, Equatable, CustomStringConvertible {
  /// The file could not be read (missing, a folder, no permission, not UTF-8).
  case unreadable(file: String, reason: String)
  /// The file is not Swift that parses: the first problem's line and column.
  case unparsable(file: String, line: Int, column: Int, problem: String)
  /// The input's path leaves the folder its output path is made relative to.
  case escapesFolder(file: String, folder: String)
  /// The output folder is the folder of an input, so an adapted file would replace the original.
  case outputIsInputFolder(file: String, folder: String)
  /// Two inputs would be written to the same output file.
  case sameOutput(file: String, other: String, output: String)
  /// The adapted file could not be written.
  case unwritable(file: String, reason: String)
  /// The plugin's configuration file is missing or malformed.
  case badConfiguration(file: String, reason: String)

  /// One line, in the form compilers use, so that an editor can jump to the file.
  package var description: String {
    switch self {
    case .unreadable(let file, let reason):
      "\(file): error: cannot read the file to adapt it: \(reason)"
    case .unparsable(let file, let line, let column, let problem):
      "\(file):\(line):\(column): error: the file does not parse as Swift (\(problem)); it was not adapted"
    case .escapesFolder(let file, let folder):
      "\(file): error: the path leads out of '\(folder)', below which adapted files keep their paths;"
        + " adapt from a folder that holds the file"
    case .outputIsInputFolder(let file, let folder):
      "\(file): error: --out '\(folder)' is the folder of this input; adapted files never go beside or"
        + " over the originals: give another folder"
    case .sameOutput(let file, let other, let output):
      "\(file): error: '\(file)' and '\(other)' would both be adapted to '\(output)'"
    case .unwritable(let file, let reason):
      "\(file): error: cannot write the adapted file: \(reason)"
    case .badConfiguration(let file, let reason):
      "\(file): error: \(reason)"
    }
  }
}
