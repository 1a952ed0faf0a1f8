/// When a snapshot assertion writes its reference file.
///
/// ```swift
/// assertLayoutSnapshot(of: ComplexWidth(), record: .all)        // this call
/// withLayoutSnapshots(record: .failed) { … }                     // a scope (XCTest)
/// @Suite(.layoutSnapshots(record: .missing)) struct Cards { … }  // a suite (Swift Testing)
/// // LAYOUTSHOT_RECORD=failed swift test                         // a run
/// ```
///
/// The first of these that is set wins, in that order. Without any, the mode is ``missing`` on a
/// developer's machine and ``never`` when the `CI` environment variable is set, so a reference
/// missing on CI fails the build instead of being recorded and passing when the job is retried.
/// Recording always makes the assertion fail, with a message that says what was written.
public struct SnapshotRecordMode: Hashable, Sendable, CustomStringConvertible {
  private enum Mode: String, Hashable, Sendable, CaseIterable {
    case all, missing, failed, never
  }

  private let mode: Mode

  private init(_ mode: Mode) {
    self.mode = mode
  }

  /// Writes every snapshot, whether it matches or not.
  public static let all = SnapshotRecordMode(.all)
  /// Writes a snapshot only where no reference exists yet.
  public static let missing = SnapshotRecordMode(.missing)
  /// Writes a snapshot where none exists or where it does not match, replacing the reference.
  public static let failed = SnapshotRecordMode(.failed)
  /// Never writes: a missing reference is a failure.
  ///
  /// The default on CI.
  public static let never = SnapshotRecordMode(.never)

  /// A mode from its name (`all`, `missing`, `failed`, `never`), as `LAYOUTSHOT_RECORD` takes it;
  /// `nil` for any other text.
  public init?(_ name: String) {
    guard let mode = Mode(rawValue: name.lowercased()) else { return nil }
    self.mode = mode
  }

  public var description: String { mode.rawValue }

  /// The names a mode can be given by.
  public static let names = Mode.allCases.map(\.rawValue)

  var writesEverything: Bool { mode == .all }
  var writesMissing: Bool { mode != .never }
  var writesFailures: Bool { mode == .all || mode == .failed }

  /// The mode an environment asks for: `LAYOUTSHOT_RECORD` when set, else ``never`` when `CI` is
  /// set to anything but `0` or `false`, else ``missing``.
  ///
  /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` when `LAYOUTSHOT_RECORD` names no mode.
  static func fromEnvironment(_ environment: [String: String]) throws(SnapshotError) -> SnapshotRecordMode {
    if let text = environment["LAYOUTSHOT_RECORD"], !text.isEmpty {
      guard let mode = SnapshotRecordMode(text) else { throw .invalidRecordMode(text) }
      return mode
    }
    if let ci = environment["CI"], !ci.isEmpty, !["0", "false", "no"].contains(ci.lowercased()) {
      return .never
    }
    return .missing
  }
}
