/// How a snapshot file is compared, chosen from its extension here and nowhere else.
///
/// | Extension | Kind | Compared |
/// | --- | --- | --- |
/// | `png` | ``image`` | decoded, pixel by pixel within a ``SnapshotTolerance`` |
/// | `json` | ``frames`` | as frame dumps, view by view; as text when either is not a frame dump |
/// | `svg`, anything else | ``text`` | line by line |
package enum SnapshotFileKind: Hashable, Sendable {
  /// A PNG image.
  case image
  /// A frame dump.
  case frames
  /// Text: SVG or anything else.
  case text

  /// The kind of a file with `pathExtension` (without the dot; any case).
  package init(pathExtension: String) {
    switch pathExtension.lowercased() {
    case "png": self = .image
    case "json": self = .frames
    default: self = .text
    }
  }

  /// The extensions of the files LayoutShot writes as snapshots, which `layoutshot diff` looks for
  /// in its folders.
  package static let snapshotExtensions: Set<String> = ["png", "svg", "json"]

  /// The suffixes of the artifacts a comparison of this kind can write (``SnapshotArtifact``).
  package var artifactSuffixes: [String] {
    switch self {
    case .image: [SnapshotArtifact.diffImage, SnapshotArtifact.strip]
    case .frames, .text: [SnapshotArtifact.patch]
    }
  }
}
