import Foundation
import PackagePlugin

/// Lists the previews of the target that uses the plugin — every `#Preview` and `PreviewProvider`
/// in its Swift files — in a Swift file it adds to the target: an enum `<Target>Previews` whose
/// `all` is the previews as layouts (`SwiftUIPreview`), for the command line and snapshot tests.
///
/// ```swift
/// .target(name: "App", dependencies: ["LayoutShotSwiftUI"], plugins: ["LayoutShotPreviews"])
/// // then: LayoutShotCLI.main(layouts: .previews(in: AppPreviews.all))
/// ```
///
/// The files read are the target's own and, when the target also uses `LayoutShotSourceAdapter`,
/// the app files below the folders its `layoutshot-adapt.json` names, which that plugin adds to
/// the target. One build command reads them all (its inputs) and writes the list (its output), so
/// a build lists the previews again whenever a file changes.
@main
struct LayoutShotPreviews: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let own = target.sourceFiles(withSuffix: "swift").map(\.url)
    let adapted = try Self.adaptedFiles(
      configuration: target.directoryURL.appendingPathComponent("layoutshot-adapt.json"),
      packageRoot: context.package.directoryURL)
    let files = (own + adapted).sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)Previews.swift")
    return [
      .buildCommand(
        displayName: "Listing the previews of \(target.name)",
        executable: try context.tool(named: "layoutshot-previews").url,
        arguments: [target.name, output.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output])
    ]
  }

  /// The `.swift` files below the folders the source adapter's configuration names.
  ///
  /// The folders are relative to the package; there are none without a configuration. The adapter
  /// plugin reports a configuration it cannot use; this one only skips what it cannot read.
  static func adaptedFiles(configuration: URL, packageRoot: URL) throws -> [URL] {
    struct Configuration: Decodable { var folders: [String] }
    guard let data = FileManager.default.contents(atPath: configuration.path),
      let folders = try? JSONDecoder().decode(Configuration.self, from: data).folders
    else { return [] }
    return try folders.flatMap { folder in
      let root = URL(fileURLWithPath: folder, relativeTo: packageRoot).standardizedFileURL
      guard FileManager.default.fileExists(atPath: root.path) else { return [URL]() }
      return try FileManager.default.subpathsOfDirectory(atPath: root.path)
        .filter { $0.hasSuffix(".swift") }
        .map { root.appendingPathComponent($0) }
    }
  }
}
