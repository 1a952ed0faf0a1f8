import Foundation

/// Adapts files on disk: where each adapted file goes, and the checks that keep the originals safe.
package enum AdaptFiles {
  /// One file to adapt and where its adapted text goes (`nil`: standard output).
  package struct Job: Equatable {
    /// The original, as given.
    package var input: String
    /// The original's absolute path, which the adapted file's `#sourceLocation` names.
    package var path: String
    /// The adapted file's path.
    package var output: String?
  }

  /// Where each of `files` is adapted to: `folder` followed by the file's path below `root`, named
  /// with ``adaptedName(_:)``.
  ///
  /// - Throws: ``AdaptError/escapesFolder(file:folder:)`` for a file outside `root`,
  ///   ``AdaptError/outputIsInputFolder(file:folder:)`` when `folder` holds an input or an output
  ///   would be an input, and ``AdaptError/sameOutput(file:other:output:)`` for two inputs with
  ///   one output.
  package static func plan(_ files: [String], root: String, folder: String?) throws(AdaptError) -> [Job] {
    let rootPath = absolute(root)
    var jobs: [Job] = []
    var seen: [String: String] = [:]
    let inputs = Set(files.map { resolved(absolute($0)) })
    for file in files {
      let path = absolute(file)
      guard let folder else {
        jobs.append(Job(input: file, path: path, output: nil))
        continue
      }
      guard let relative = relativePath(of: path, below: rootPath) else {
        throw .escapesFolder(file: file, folder: root)
      }
      let outputFolder = absolute(folder)
      let inputFolder = (path as NSString).deletingLastPathComponent
      if resolved(outputFolder) == resolved(inputFolder) {
        throw .outputIsInputFolder(file: file, folder: folder)
      }
      let output = (outputFolder as NSString).appendingPathComponent(adaptedName(relative))
      if inputs.contains(resolved(output)) { throw .outputIsInputFolder(file: file, folder: folder) }
      if let other = seen[output] { throw .sameOutput(file: file, other: other, output: output) }
      seen[output] = file
      jobs.append(Job(input: file, path: path, output: output))
    }
    return jobs
  }

  /// The adapted file's name for `path`: `Login.swift` → `Login.adapted.swift`.
  ///
  /// A name of its own keeps its `#fileID` apart from the original's, which `#sourceLocation` gives its code.
  package static func adaptedName(_ path: String) -> String {
    path.hasSuffix(".swift") ? String(path.dropLast(6)) + ".adapted.swift" : path + ".adapted.swift"
  }

  /// Reads, adapts and writes one job's file, writing only when the adapted text changed (so
  /// that a build that depends on it does not compile it again for nothing).
  @discardableResult
  package static func run(_ job: Job) throws(AdaptError) -> AdaptedSource {
    let source: String
    do {
      source = try String(contentsOfFile: job.path, encoding: .utf8)
    } catch {
      throw .unreadable(file: job.input, reason: reason(error))
    }
    let adapted = try SourceAdapter.adapt(source, path: job.path)
    guard let output = job.output else {
      FileHandle.standardOutput.write(Data(adapted.text.utf8))
      return adapted
    }
    let data = Data(adapted.text.utf8)
    if FileManager.default.contents(atPath: output) == data { return adapted }
    do {
      try FileManager.default.createDirectory(
        atPath: (output as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try data.write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      throw .unwritable(file: output, reason: reason(error))
    }
    return adapted
  }

  /// `path` made absolute against the current folder, with `.` and `..` resolved as written.
  static func absolute(_ path: String) -> String {
    let base = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var parts: [Substring] = []
    for part in base.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// `path` with symbolic links resolved, so that two spellings of one folder compare equal.
  static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  /// The path of `path` below `folder`, or `nil` when it is not below it.
  static func relativePath(of path: String, below folder: String) -> String? {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
    return String(path.dropFirst(prefix.count))
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      return underlying.localizedDescription
    }
    return nsError.localizedDescription
  }
}
