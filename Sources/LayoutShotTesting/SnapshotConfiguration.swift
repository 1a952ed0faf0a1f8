import Foundation

/// Settings that apply to every snapshot assertion in a scope: a record mode and a folder for the
/// references.
///
/// Set them for a block with ``withLayoutSnapshots(record:snapshotDirectory:operation:)`` or for
/// a Swift Testing suite or test with the ``Testing/Trait/layoutSnapshots(record:snapshotDirectory:)``
/// trait. An assertion's own arguments win over the scope's.
public struct SnapshotConfiguration: Hashable, Sendable {
  /// The record mode, or `nil` to leave it to an outer scope or the environment.
  public var record: SnapshotRecordMode?
  /// The references' folder, or `nil` to leave it to an outer scope or the default.
  public var snapshotDirectory: String?

  /// Settings for a scope; `nil` leaves a setting to the enclosing scope.
  public init(record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil) {
    self.record = record
    self.snapshotDirectory = snapshotDirectory
  }

  /// The configuration of the current task: the innermost scope's settings over the outer ones'.
  @TaskLocal public static var current = SnapshotConfiguration()

  /// This configuration with `inner`'s settings where `inner` has them.
  func merging(_ inner: SnapshotConfiguration) -> SnapshotConfiguration {
    SnapshotConfiguration(
      record: inner.record ?? record, snapshotDirectory: inner.snapshotDirectory ?? snapshotDirectory)
  }
}

/// Runs `operation` with snapshot settings for every assertion inside it.
///
/// ```swift
/// func testCards() {
///   withLayoutSnapshots(record: .failed) {
///     assertLayoutSnapshot(of: Card())
///   }
/// }
/// ```
public func withLayoutSnapshots<Result>(
  record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, operation: () throws -> Result
) rethrows -> Result {
  try SnapshotConfiguration.$current.withValue(
    SnapshotConfiguration.current.merging(
      SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory)),
    operation: operation)
}

/// Runs the asynchronous `operation` with snapshot settings for every assertion inside it.
public func withLayoutSnapshots<Result>(
  record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await SnapshotConfiguration.$current.withValue(
    SnapshotConfiguration.current.merging(
      SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory)),
    operation: operation)
}
