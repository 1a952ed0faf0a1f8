import Foundation
import Testing

/// The `resvg` command line, found on the `PATH`: an optional tool the cross-check tests use.
///
/// Every test that calls ``render(_:zoom:in:)`` carries the ``Testing/Trait/requiresResvg`` trait
/// (on itself or on its suite), so a machine without resvg skips it with the reason
/// (`OptionalToolGuardTests` checks that none is left unguarded):
///
/// ```swift
/// @Test(.requiresResvg) func resvgDrawsWhatWeDraw() throws { … }
/// ```
package enum Resvg {
  /// The executable's path, or `nil` when resvg is not on the `PATH`.
  package static let path: String? = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/resvg"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// resvg's PNG of the SVG file at `svg`, at `zoom` pixels per point.
  ///
  /// - Throws: A ``CrossCheckError`` when resvg is not installed or fails.
  package static func render(_ svg: URL, zoom: Double, in folder: TemporaryFolder) throws -> [UInt8] {
    guard let path else { throw CrossCheckError(description: notInstalled) }
    let output = folder.file(svg.deletingPathExtension().lastPathComponent + ".resvg.png")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["-z", String(zoom), svg.path, output.path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CrossCheckError(
        description: "resvg failed on \(svg.lastPathComponent) with status \(process.terminationStatus)")
    }
    return Array(try Data(contentsOf: output))
  }

  /// Why a test that needs resvg is skipped.
  static let notInstalled = "resvg is not installed (pip install resvg-cli)"
}

extension Trait where Self == ConditionTrait {
  /// Runs the test or suite only where resvg is installed, and skips it with that reason elsewhere.
  package static var requiresResvg: Self {
    .enabled(if: Resvg.path != nil, Comment(rawValue: Resvg.notInstalled))
  }
}

/// resvg did not draw an SVG.
package struct CrossCheckError: Error, CustomStringConvertible {
  package var description: String
}
