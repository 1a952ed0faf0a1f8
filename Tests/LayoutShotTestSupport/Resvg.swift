import Foundation

/// The `resvg` command line, found on the `PATH`.
public enum Resvg {
  public static let path: String? = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/resvg"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// resvg's PNG of the SVG file at `svg`, at `zoom` pixels per point.
  public static func render(_ svg: URL, zoom: Double, in folder: TemporaryFolder) throws -> [UInt8] {
    let output = folder.file(svg.deletingPathExtension().lastPathComponent + ".resvg.png")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path ?? "resvg")
    process.arguments = ["-z", String(zoom), svg.path, output.path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CrossCheckError(
        description: "resvg failed on \(svg.lastPathComponent) with status \(process.terminationStatus)")
    }
    return Array(try Data(contentsOf: output))
  }
}

/// resvg did not draw an SVG.
public struct CrossCheckError: Error, CustomStringConvertible {
  public var description: String
}
