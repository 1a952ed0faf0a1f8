import Foundation
import LayoutShot

/// Where reference snapshots live, and how they are written.
///
/// References are kept in `Snapshots/` at the root of the package that holds the test, found by
/// walking up from the test file to the nearest `Package.swift`:
///
///     Snapshots/<Layout>/<device>-<orientation>[-<name>].<extension>
///     Snapshots/ComplexWidth/iphone-12-portrait.png
///     Snapshots/ComplexWidth/iphone-12-landscape-compact.json   (named: "compact")
///
/// A right-to-left screen adds `-rtl` after the orientation (see ``SnapshotPath``). The folder can be set per call
/// (`snapshotDirectory:`), or for a whole run with `LAYOUTSHOT_SNAPSHOTS`; a relative folder is
/// taken from the package root.
///
/// Every write goes to a temporary file in the same folder that is then renamed over the
/// reference, so a crash never leaves a half-written reference, and parallel test processes that
/// write different snapshots never see each other's partial files.
public struct SnapshotStore: Hashable, Sendable {
  /// The folder that holds a folder per layout.
  public let directory: URL
  /// The root of the package the test belongs to, if it was found.
  public let packageRoot: URL?

  /// A store over `directory`.
  public init(directory: URL, packageRoot: URL? = nil) {
    self.directory = directory.standardizedFileURL
    self.packageRoot = packageRoot?.standardizedFileURL
  }

  /// The store for a test file: the override when given (relative to the package root), else
  /// `LAYOUTSHOT_SNAPSHOTS`, else `Snapshots/` at the package root.
  ///
  /// - Throws: ``SnapshotError/packageRootNotFound(testFile:)`` when a relative or default folder
  ///   is needed and no `Package.swift` is above the test file.
  public static func forTest(
    filePath: String, directory override: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotError) -> SnapshotStore {
    let root = packageRoot(above: URL(fileURLWithPath: filePath).deletingLastPathComponent())
    let chosen = override ?? environment["LAYOUTSHOT_SNAPSHOTS"].flatMap { $0.isEmpty ? nil : $0 }
    if let chosen, chosen.hasPrefix("/") {
      return SnapshotStore(directory: URL(fileURLWithPath: chosen, isDirectory: true), packageRoot: root)
    }
    guard let root else { throw .packageRootNotFound(testFile: filePath) }
    return SnapshotStore(
      directory: root.appendingPathComponent(chosen ?? "Snapshots", isDirectory: true), packageRoot: root)
  }

  /// The nearest folder at or above `folder` that holds a `Package.swift`.
  static func packageRoot(above folder: URL) -> URL? {
    var current = folder.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
        return current
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// The path of a snapshot relative to the store (see ``SnapshotPath``).
  ///
  /// - Throws: ``SnapshotError/invalidName(_:reason:)`` when a piece cannot be a file name.
  public static func relativePath(
    layout: String, screen: Screen, extent: LayoutExtent = .screen, named name: String?, pathExtension: String
  ) throws(SnapshotError) -> String {
    do {
      return try SnapshotPath.relativePath(
        layout: layout, screen: screen, extent: extent, named: name, pathExtension: pathExtension)
    } catch {
      throw .invalidName(error.name, reason: error.reason)
    }
  }

  /// The reference file at `relativePath`.
  public func url(for relativePath: String) -> URL {
    directory.appendingPathComponent(relativePath)
  }

  /// The bytes of the file at `url`, or `nil` when there is none.
  ///
  /// - Throws: ``SnapshotError/fileSystem(path:reason:)`` when the file exists but cannot be read.
  package static func read(_ url: URL) throws(SnapshotError) -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .fileSystem(path: url.path, reason: FileErrorReason.text(error))
    }
  }

  /// Writes `data` to `url` atomically: to a temporary file beside it, then renamed over it.
  ///
  /// - Throws: ``SnapshotError/fileSystem(path:reason:)`` when the folder cannot be made or the
  ///   file cannot be written; no temporary file is left behind.
  package static func write(_ data: Data, to url: URL) throws(SnapshotError) {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp"
    )
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .fileSystem(path: url.path, reason: FileErrorReason.text(error))
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .fileSystem(path: url.path, reason: reason)
    }
  }
}
