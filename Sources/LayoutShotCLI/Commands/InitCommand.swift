import ArgumentParser
import Foundation

/// `layoutshot init [DIR]`: writes a snapshot package for an app's layouts (``PackageTemplate``).
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract:
      "Write a snapshot package for your app's layouts: a Layouts library, tests, a CLI and a CI workflow.",
    discussion: """
      The package depends on this LayoutShot checkout by path, unless --url names a repository \
      (with --from, its first version). Nothing is overwritten: if any of the files exists, \
      nothing is written.

      With --swiftui, the app file is a SwiftUI view and the layouts are the previews: every \
      #Preview and PreviewProvider in the app's files, listed at each build by the \
      LayoutShotPreviews plugin.

      Examples:
        layoutshot init ../MyApp/LayoutSnapshots
        layoutshot init ../MyApp/LayoutSnapshots --swiftui
        layoutshot init LayoutSnapshots --url https://github.com/example/layoutshot --from 1.0.0

      \(ExitStatus.help)
      """)

  @Argument(help: "The folder to write the package into (made if need be).")
  var directory: String = "LayoutSnapshots"

  @Option(help: "Depend on LayoutShot from this Git repository instead of this checkout.")
  var url: String?

  @Option(help: "With --url: the first version to take.")
  var from: String?

  @Flag(help: "The app's files are SwiftUI views: their #Previews are the layouts.")
  var swiftui = false

  @Option(
    help: "Depend on the LayoutShot checkout at this path (default: the one this command was built from).")
  var path: String?

  func validate() throws {
    if url != nil && path != nil { throw ValidationError("Give --url or --path, not both.") }
    if url != nil && from == nil { throw ValidationError("--url needs --from, the first version to take.") }
    if url == nil && from != nil { throw ValidationError("--from goes with --url.") }
  }

  func run() throws {
    let dependency: PackageTemplate.Dependency
    if let url, let from {
      dependency = .url(url, from: from)
    } else if let path {
      dependency = .path(URL(fileURLWithPath: path).standardizedFileURL.path)
    } else {
      guard let checkout = Self.checkout else {
        throw CLIError(
          "This layoutshot was not built from a LayoutShot checkout on this machine; give --path or --url and --from."
        )
      }
      dependency = .path(checkout)
    }
    let folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    let files = PackageTemplate(dependency: dependency, isSwiftUI: swiftui).files
    let existing = files.map(\.path).filter {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
    }
    guard existing.isEmpty else {
      throw CLIError(
        "'\(folder.path)' already has \(existing.joined(separator: ", ")); init writes no file over another.")
    }
    var written: [URL] = []
    do throws(CLIError) {
      for file in files {
        let url = folder.appendingPathComponent(file.path)
        try OutputFolder.write(Data(file.text.utf8), to: url)
        written.append(url)
      }
    } catch {
      // No half-written package: what was written goes again.
      for url in written { try? FileManager.default.removeItem(at: url) }
      throw error
    }
    print("Wrote the snapshot package \(folder.path) (\(files.count) files). Next:")
    print(
      "  cd \(directory) && swift test   # records the references, then fails: look at Snapshots/ and commit")
  }

  /// The LayoutShot checkout this command was built from, when it is on this machine: the package
  /// folder that holds `Sources/LayoutShotCLI/Commands/`, with its `Package.swift`.
  static var checkout: String? {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
      ? root.path : nil
  }
}
