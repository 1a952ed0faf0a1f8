/// Why a snapshot assertion could not compare at all (as opposed to a snapshot that differs).
///
/// Each description is one sentence that says what is wrong and how to put it right.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `LAYOUTSHOT_RECORD` holds something other than a record mode's name.
  case invalidRecordMode(String)
  /// No `Package.swift` was found above the test file, so there is no `Snapshots/` to use.
  case packageRootNotFound(testFile: String)
  /// A layout, device or snapshot name that cannot become a file name.
  case invalidName(String, reason: String)
  /// A file could not be read or written.
  case fileSystem(path: String, reason: String)
  /// The layout or its snapshot could not be made (a layout error, a rendering error).
  case snapshotFailed(String)

  public var description: String {
    switch self {
    case .invalidRecordMode(let text):
      "LAYOUTSHOT_RECORD is '\(text)', which is not a record mode; use one of "
        + SnapshotRecordMode.names.joined(separator: ", ") + "."
    case .packageRootNotFound(let file):
      "No Package.swift was found in the folders above '\(file)'; pass snapshotDirectory: or set "
        + "LAYOUTSHOT_SNAPSHOTS to the folder that holds the references."
    case .invalidName(let name, let reason):
      "'\(name)' cannot name a snapshot file: \(reason)."
    case .fileSystem(let path, let reason):
      "Cannot use '\(path)': \(reason)."
    case .snapshotFailed(let reason):
      reason
    }
  }
}
