/// Why two snapshot files could not be compared at all: one of them cannot be read as its kind
/// (as opposed to two files that differ).
///
/// The description names the file, the reference or the actual snapshot, and says why:
///
/// ```swift
/// do {
///   _ = try Diffing.image.compare(reference, Data("not a png".utf8), .exact)
/// } catch {
///   print(error)  // the actual image cannot be decoded: not a PNG file: the 8-byte signature is wrong (…)
/// }
/// ```
///
/// In `layoutshot diff`, the base folder holds the references and the head folder the actual
/// snapshots.
public enum SnapshotComparisonError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which of the two files is at fault.
  public enum File: String, Hashable, Sendable {
    /// The reference: the committed snapshot, or the base folder's file.
    case reference
    /// The actual snapshot: the one just made, or the head folder's file.
    case actual
  }

  /// The file is not an image that can be decoded; `reason` is the decoder's.
  case undecodableImage(File, reason: String)

  /// The file at fault.
  public var file: File {
    switch self {
    case .undecodableImage(let file, _): file
    }
  }

  public var description: String {
    switch self {
    case .undecodableImage(let file, let reason):
      DifferenceWording.undecodableImage(file, reason: reason)
    }
  }
}
