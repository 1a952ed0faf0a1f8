import Foundation
import PackagePlugin

/// Lists the previews of the target that uses the plugin — every `#Preview` and `PreviewProvider`
/// in its Swift files — in a Swift file it adds to the target: an enum `<Target>Previews` whose
/// `all` is the previews as layouts (`SwiftUIPreview`), for the command line and snapshot tests.
///
/// ```swift
/// .target(name: "App", dependencies: ["LayoutShotSwiftUI"], plugins: ["LayoutShotPreviews"])
/// // then: LayoutShotCLI.main(layouts: AppPreviews.all)
/// ```
///
/// One build command reads every Swift file of the target (its inputs) and writes the list (its
/// output), so a build lists the previews again whenever a file changes.
@main
struct LayoutShotPreviews: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let files = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
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
}
