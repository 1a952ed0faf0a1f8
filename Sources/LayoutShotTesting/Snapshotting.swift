import Foundation
import LayoutShotReview

/// A way to turn a value into a snapshot file and to compare two such files: the file's
/// extension, the bytes of a value, and the ``Diffing`` that compares them.
///
/// New formats are made from existing ones with ``pullback(_:)``, as in swift-snapshot-testing:
///
/// ```swift
/// // Snapshot a program's frames on the layout's first screen, as a frame dump.
/// let frames: Snapshotting<LayoutSnapshot> = .frames
/// let badge: Snapshotting<SolvedLayout> = frames.pullback { LayoutSnapshot($0) }
/// ```
public struct Snapshotting<Value>: Sendable {
  /// The extension of the reference file, without the dot: `png`, `svg`, `json`.
  public var pathExtension: String
  /// How two files of this format are compared.
  public var diffing: Diffing
  /// The file's bytes for a value.
  public var snapshot: @Sendable (Value) throws -> Data

  /// A format with its file extension, its diffing and the way a value becomes bytes.
  public init(
    pathExtension: String, diffing: Diffing, snapshot: @escaping @Sendable (Value) throws -> Data
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// A format whose files are compared as their extension says (`SnapshotFileKind`): PNG by
  /// pixels, JSON as frame dumps, anything else by lines.
  package init(pathExtension: String, snapshot: @escaping @Sendable (Value) throws -> Data) {
    self.init(
      pathExtension: pathExtension, diffing: Diffing(SnapshotFileKind(pathExtension: pathExtension)),
      snapshot: snapshot)
  }

  /// The same format for another kind of value, turned into this one first.
  public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value)
    -> Snapshotting<NewValue>
  {
    let snapshot = self.snapshot
    return Snapshotting<NewValue>(pathExtension: pathExtension, diffing: diffing) {
      try snapshot(transform($0))
    }
  }
}
