import ArgumentParser
import Foundation
import LayoutShot

/// `layoutshot merge FOLDER… --out DIR`: joins the folders that shards of one render wrote into
/// the folder an unsharded render would have written.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join the output folders of a sharded render into one folder.",
    discussion: """
      Each folder's files are copied to the same path below --out. A path may appear in several \
      folders only with the same bytes: a file that differs between two folders is an error, and \
      nothing is written. --out must be a new or empty folder; it is written all at once.

      Example, the last job of a CI matrix whose jobs ran `layoutshot render --shard I/4 --out shard-I`:
        layoutshot merge shard-1 shard-2 shard-3 shard-4 --out Snapshots-head
        layoutshot diff Snapshots Snapshots-head --report review

      \(ExitStatus.help)
      """)

  @Argument(help: "The folders to join (each a render's --out).")
  var folders: [String]

  @Option(help: "The folder to write: new, or empty.")
  var out: String

  func validate() throws {
    guard !folders.isEmpty else { throw ValidationError("Give at least one folder to merge.") }
  }

  func run() throws {
    let files = try Self.merged(folders.map { URL(fileURLWithPath: $0, isDirectory: true) })
    let destination = URL(fileURLWithPath: out, isDirectory: true)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory) {
      let contents = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []
      guard isDirectory.boolValue, contents.isEmpty else {
        throw CLIError(
          "'\(destination.path)' already exists and is not an empty folder; merge writes a new one.")
      }
    }
    try OutputFolder.replace(destination, with: files, marker: "")
    print("Merged \(files.count) files from \(folders.count) folders into \(out).")
  }

  /// The files of `folders` by their path below each, sorted by path; a path found in several
  /// folders once, when its bytes agree.
  ///
  /// - Throws: ``CLIError`` for a folder that is missing or unreadable, or a file whose bytes differ
  ///   between two folders.
  static func merged(_ folders: [URL]) throws(CLIError) -> [(path: String, data: Data)] {
    var found: [String: (data: Data, folder: String)] = [:]
    for folder in folders {
      for path in try files(in: folder) {
        let url = folder.appendingPathComponent(path)
        let data: Data
        do {
          data = try Data(contentsOf: url)
        } catch {
          throw CLIError("Cannot read '\(url.path)': \(FileErrorReason.text(error)).")
        }
        if let earlier = found[path] {
          guard earlier.data == data else {
            throw CLIError(
              "'\(path)' differs between '\(earlier.folder)' and '\(folder.path)'; the folders are not shards of "
                + "one render.")
          }
        } else {
          found[path] = (data, folder.path)
        }
      }
    }
    return found.keys.sorted().map { ($0, found[$0]?.data ?? Data()) }
  }

  /// The paths of the files below `folder`, relative to it; hidden files (a write in progress)
  /// left out.
  private static func files(in folder: URL) throws(CLIError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CLIError("'\(folder.path)' is not a folder.")
    }
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
      throw CLIError("Cannot read the folder '\(folder.path)'.")
    }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      let name = (path as NSString).lastPathComponent
      if name.hasPrefix(".") {
        enumerator.skipDescendants()
        continue
      }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        paths.append(path)
      }
    }
    return paths
  }
}
