import Testing

/// A Swift Testing trait that sets snapshot settings for a suite or a test.
///
/// ```swift
/// @Suite(.layoutSnapshots(record: .failed))
/// struct CardTests {
///   @Test func card() { assertLayoutSnapshot(of: Card()) }
/// }
/// ```
public struct LayoutSnapshotTrait: SuiteTrait, TestTrait, TestScoping {
  /// The settings the trait applies.
  public let configuration: SnapshotConfiguration

  /// A suite's settings apply to every test inside it.
  public var isRecursive: Bool { true }

  /// Runs the suite or test with the trait's settings over the enclosing scope's.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await SnapshotConfiguration.$current.withValue(
      SnapshotConfiguration.current.merging(configuration), operation: function)
  }
}

extension Trait where Self == LayoutSnapshotTrait {
  /// Snapshot settings for the suite or test: a record mode and a folder for the references.
  public static func layoutSnapshots(record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil)
    -> Self
  {
    LayoutSnapshotTrait(
      configuration: SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory))
  }
}
