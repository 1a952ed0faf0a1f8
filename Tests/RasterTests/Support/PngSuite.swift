import Foundation
import Testing

/// The PngSuite corpus (Willem van Schaik's PNG test images, http://www.schaik.com/pngsuite/),
/// read in place from the folder `LAYOUTSHOT_PNGSUITE` names: the suite is not part of the
/// repository, so its tests run only where a copy of it is found.
enum PngSuite {
  /// The environment variable that names the folder.
  static let variable = "LAYOUTSHOT_PNGSUITE"

  /// The folder `LAYOUTSHOT_PNGSUITE` names (relative to the current directory, or absolute), or
  /// `nil` when it is unset or empty.
  static let folder: URL? = {
    guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return nil }
    return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
  }()

  /// Whether the tests that need the corpus run.
  ///
  /// A folder that is named but holds no PngSuite fails those tests rather than skipping them,
  /// since someone asked for them.
  static var isEnabled: Bool { folder != nil }

  /// Why the PngSuite tests were skipped.
  static let missingNote: Comment = "\(variable) is not set (point it at a PngSuite folder)"

  /// The named folder; only called by tests that run when it is set.
  private static func requiredFolder() throws -> URL {
    try #require(folder, missingNote)
  }

  /// The names of the PNG files (without `.png`), sorted.
  static func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: try requiredFolder().path)
      .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
  }

  /// The bytes of `name.png`.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: try requiredFolder().appendingPathComponent(name + ".png")))
  }
}
