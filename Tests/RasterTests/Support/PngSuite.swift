import Foundation
import Testing

/// The PngSuite corpus in `../shared/pngsuite` beside the package (read in place, never copied
/// into the repository).
enum PngSuite {
  /// The folder, `../shared/pngsuite` from the package root (found from this file's path,
  /// `<root>/Tests/RasterTests/Support/PngSuite.swift`).
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("../shared/pngsuite").standardizedFileURL

  /// Whether the corpus is there; tests that need it are skipped with a note when it is not.
  static let isAvailable = FileManager.default.fileExists(
    atPath: folder.appendingPathComponent("basn0g08.png").path)

  /// Why the PngSuite tests were skipped.
  static let missingNote: Comment = "PngSuite not found at \(folder.path); its tests are skipped"

  /// The names of the PNG files (without `.png`), sorted.
  static func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
  }

  /// The bytes of `name.png`.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name + ".png")))
  }
}
