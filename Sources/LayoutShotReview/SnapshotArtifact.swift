import Foundation

/// A file that shows a difference, written beside the actual snapshot as
/// `<snapshot name>.<suffix>`: `iphone-12-portrait.diff.png`.
///
/// ```swift
/// for artifact in difference.artifacts {
///   try artifact.data.write(to: folder.appendingPathComponent("iphone-12-portrait.\(artifact.suffix)"))
/// }
/// ```
public struct SnapshotArtifact: Hashable, Sendable {
  /// What follows the snapshot's name: `diff.png`, `strip.png`, `diff`.
  public var suffix: String
  /// The file's bytes.
  public var data: Data

  /// An artifact named by `suffix` holding `data`.
  public init(suffix: String, data: Data) {
    self.suffix = suffix
    self.data = data
  }

  /// The suffix of an image comparison's diff image: changed pixels in red over a faded copy of
  /// the reference.
  package static let diffImage = "diff.png"
  /// The suffix of an image comparison's strip: reference | diff image | actual.
  package static let strip = "strip.png"
  /// The suffix of a text comparison's whole unified diff.
  package static let patch = "diff"
}
