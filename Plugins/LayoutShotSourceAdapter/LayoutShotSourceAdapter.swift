import Foundation
import PackagePlugin

/// Adapts a folder of shared app files (UIKit code with `@objc`, `#selector` and Interface Builder
/// attributes) into sources of the target that uses the plugin, with the `layoutshot-adapt` tool.
///
/// The target names the folders in a `layoutshot-adapt.json` in its own folder, which it
/// excludes from its sources; each folder is relative to the package's root and may lead out
/// of it, to the app's own files:
///
/// ```json
/// { "folders": ["../MyApp/Views"] }
/// ```
///
/// Every `.swift` file below each folder becomes one build command, whose input is the file and
/// whose output is its adapted copy in the plugin's work folder, so a build adapts again only
/// the files that changed. The originals are only read.
@main
struct LayoutShotSourceAdapter: BuildToolPlugin {
  /// The configuration file's name, in the folder of the target that uses the plugin.
  static let configurationName = "layoutshot-adapt.json"

  /// The configuration: the folders of app files to adapt.
  struct Configuration: Decodable {
    var folders: [String]
  }

  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let configurationURL = target.directoryURL.appendingPathComponent(Self.configurationName)
    let folders = try Self.folders(configurationURL, packageRoot: context.package.directoryURL)
    let tool = try context.tool(named: "layoutshot-adapt")
    var commands: [Command] = []
    for (number, folder) in folders.enumerated() {
      let output = context.pluginWorkDirectoryURL.appendingPathComponent(
        "\(number + 1)-\(folder.lastPathComponent)")
      for (relative, file) in try Self.swiftFiles(below: folder) {
        // As `layoutshot-adapt` names it (AdaptFiles.adaptedName): a name apart from the original's,
        // whose #fileID the adapted code has.
        let adapted = output.appendingPathComponent(String(relative.dropLast(6)) + ".adapted.swift")
        commands.append(
          .buildCommand(
            displayName: "Adapting \(relative) for Linux",
            executable: tool.url,
            arguments: [file.path, "--root", folder.path, "--out", output.path],
            inputFiles: [file],
            outputFiles: [adapted]))
      }
    }
    return commands
  }

  /// The folders the configuration at `url` names, resolved against `packageRoot`.
  static func folders(_ url: URL, packageRoot: URL) throws -> [URL] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ConfigurationError(
        "\(url.path): error: LayoutShotSourceAdapter needs this file, naming the folders of app files to"
          + " adapt, relative to the package: {\"folders\": [\"../MyApp/Views\"]}; exclude it from the target"
      )
    }
    let configuration: Configuration
    do {
      configuration = try JSONDecoder().decode(Configuration.self, from: data)
    } catch {
      throw ConfigurationError(
        "\(url.path): error: not a LayoutShotSourceAdapter configuration ({\"folders\": [\"…\"]}): \(error)")
    }
    return try configuration.folders.map { folder in
      let resolved = URL(fileURLWithPath: folder, relativeTo: packageRoot).standardizedFileURL
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw ConfigurationError(
          "\(url.path): error: the folder '\(folder)' (\(resolved.path)) does not exist")
      }
      return resolved
    }
  }

  /// The `.swift` files below `folder`, in a stable order.
  static func swiftFiles(below folder: URL) throws -> [(path: String, url: URL)] {
    try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
      .map { ($0, folder.appendingPathComponent($0)) }
  }

  /// A configuration that cannot be used, said in one line.
  struct ConfigurationError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
