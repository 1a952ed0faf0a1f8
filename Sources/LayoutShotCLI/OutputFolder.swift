import Foundation
import LayoutShot

/// Writing command output without leaving half-written files behind.
enum OutputFolder {
  /// Writes `files` (paths relative to the folder) as the folder `destination`: first into a new
  /// folder beside it, which then replaces `destination` in one rename.
  ///
  /// An existing `destination` is replaced only when it holds a file named `marker` (a previous
  /// output of the same command) or nothing at all, so a mistyped path cannot wipe a folder of
  /// other files.
  ///
  /// - Throws: A ``CLIError`` that names the folder; the destination is then as it was.
  static func replace(_ destination: URL, with files: [(path: String, data: Data)], marker: String)
    throws(CLIError)
  {
    let manager = FileManager.default
    let path = destination.standardizedFileURL.path
    var isDirectory: ObjCBool = false
    let exists = manager.fileExists(atPath: path, isDirectory: &isDirectory)
    if exists {
      let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? []
      guard isDirectory.boolValue, contents.isEmpty || contents.contains(marker) else {
        throw CLIError(
          "'\(path)' exists and is not an earlier LayoutShot output (no \(marker) in it); choose another folder."
        )
      }
    }
    let suffix = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    let staging = URL(fileURLWithPath: path + ".partial-" + suffix, isDirectory: true)
    let old = URL(fileURLWithPath: path + ".old-" + suffix, isDirectory: true)
    do {
      for file in files {
        let url = staging.appendingPathComponent(file.path)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.data.write(to: url)
      }
      if files.isEmpty { try manager.createDirectory(at: staging, withIntermediateDirectories: true) }
      if exists { try manager.moveItem(atPath: path, toPath: old.path) }
      do {
        try manager.moveItem(atPath: staging.path, toPath: path)
      } catch {
        if exists { try? manager.moveItem(atPath: old.path, toPath: path) }
        throw error
      }
      try? manager.removeItem(at: old)
    } catch {
      try? manager.removeItem(at: staging)
      throw CLIError("Cannot write '\(path)': \(FileErrorReason.text(error)).")
    }
  }

  /// Writes one file atomically: to a temporary file beside it (its folder made if need be), then
  /// renamed over it.
  ///
  /// - Throws: A ``CLIError`` that names the file or its folder and says why, in one line.
  static func write(_ data: Data, to url: URL) throws(CLIError) {
    let manager = FileManager.default
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).partial-\(ProcessInfo.processInfo.processIdentifier)")
    try prepare(url.deletingLastPathComponent())
    do {
      try data.write(to: temporary)
    } catch {
      try? manager.removeItem(at: temporary)
      throw CLIError("Cannot write '\(url.path)': \(FileErrorReason.text(error)).")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? manager.removeItem(at: temporary)
      throw CLIError("Cannot write '\(url.path)': \(reason).")
    }
  }

  /// Makes the folder `url` (and its parents) unless it exists, so that a command can refuse an
  /// output folder it cannot use before doing any work.
  ///
  /// - Throws: A ``CLIError`` that names the folder and says why, in one line.
  static func prepare(_ url: URL) throws(CLIError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw CLIError("Cannot write into '\(url.path)': it is a file, not a folder.")
      }
    } else {
      do {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      } catch {
        throw CLIError("Cannot create the folder '\(url.path)': \(FileErrorReason.text(error)).")
      }
    }
    guard access(url.path, W_OK | X_OK) == 0 else {
      throw CLIError("Cannot write into '\(url.path)': \(String(cString: strerror(errno))).")
    }
  }
}
