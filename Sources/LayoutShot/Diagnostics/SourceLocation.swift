/// Where a view or constraint was created: the file (as `#fileID` gives it) and the line.
///
/// DSL calls take `fileID: String = #fileID, line: Int = #line` defaults, so every view and
/// constraint records the line that made it; diagnostics print it as `Module/File.swift:42`.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file, as `#fileID` gives it: `Module/File.swift`.
  public var fileID: String
  /// The line, from 1.
  public var line: Int

  /// The location of `line` in the file `fileID`.
  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }

  public var description: String { "\(fileID):\(line)" }
}
