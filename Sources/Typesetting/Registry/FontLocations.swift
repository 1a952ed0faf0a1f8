import Foundation

/// Where font files are looked for: the bundled Inter files and DejaVu Sans's.
///
/// The bundled files (``bundledDirectories(environment:)``) are in the Typesetting module's
/// resource bundle, which SwiftPM builds next to the executable (`LayoutShot_Typesetting.resources`
/// on Linux, `.bundle` on macOS); failing that, in the package's own sources (a SwiftPM build
/// always has them), then in the folders of `LAYOUTSHOT_FONT_PATH`, for an executable copied away
/// from its build.
///
/// DejaVu Sans is looked for first in the folders of the `LAYOUTSHOT_FONT_PATH` environment variable (colon-separated, like
/// `PATH`), then the standard places Linux distributions and macOS install fonts to:
/// `/usr/share/fonts/truetype/dejavu` (Debian and Ubuntu, package `fonts-dejavu-core`),
/// `/usr/share/fonts/dejavu-sans-fonts` (Fedora), `/usr/share/fonts/dejavu`,
/// `/usr/share/fonts/TTF` (Arch), `/usr/local/share/fonts`, `~/.local/share/fonts`, `~/.fonts`,
/// `~/Library/Fonts` and `/Library/Fonts` (macOS, where Homebrew's `font-dejavu` cask installs).
package enum FontLocations {
  /// The environment variable with extra folders to search first.
  package static let pathVariable = "LAYOUTSHOT_FONT_PATH"

  /// The folders searched, in order, for an environment.
  package static func searchDirectories(environment: [String: String]) -> [String] {
    var directories = (environment[pathVariable] ?? "").split(separator: ":").map(String.init)
    directories += [
      "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu-sans-fonts", "/usr/share/fonts/dejavu",
      "/usr/share/fonts/TTF", "/usr/share/fonts/truetype", "/usr/local/share/fonts",
      "/usr/local/share/fonts/dejavu",
    ]
    if let home = environment["HOME"], !home.isEmpty {
      directories += [home + "/.local/share/fonts", home + "/.fonts", home + "/Library/Fonts"]
    }
    directories += ["/Library/Fonts", "/opt/homebrew/share/fonts"]
    return directories
  }

  /// The folders the bundled fonts are looked for in, in order.
  package static func bundledDirectories(environment: [String: String]) -> [String] {
    var bundles: [URL] = []
    let executableFolders = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()]
    for folder in executableFolders.compactMap({ $0 }) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted()
      where name.hasSuffix("_Typesetting.resources") || name.hasSuffix("_Typesetting.bundle") {
        let bundle = folder.appendingPathComponent(name)
        bundles += [
          bundle.appendingPathComponent("Fonts"), bundle.appendingPathComponent("Contents/Resources/Fonts"),
        ]
      }
    }
    var directories = bundles.map(\.path)
    // This file is Sources/Typesetting/Registry/FontLocations.swift; the fonts are in
    // Sources/Typesetting/Resources/Fonts.
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    directories.append(sources.appendingPathComponent("Resources/Fonts").path)
    directories += (environment[pathVariable] ?? "").split(separator: ":").map(String.init)
    var seen = Set<String>()
    return directories.filter { seen.insert($0).inserted }
  }

  /// The first existing file named `fileName` in `directories`, and every path tried.
  static func find(_ fileName: String, in directories: [String]) -> (path: String?, tried: [String]) {
    var tried: [String] = []
    for directory in directories {
      let path = directory.hasSuffix("/") ? directory + fileName : directory + "/" + fileName
      tried.append(path)
      if FileManager.default.isReadableFile(atPath: path) { return (path, tried) }
    }
    return (nil, tried)
  }

  /// Why reading `path` failed, in a few words.
  static func reason(for error: any Error, path: String) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
    if isDirectory.boolValue { return "it is a folder" }
    return "it cannot be read (\((error as NSError).code))"
  }
}
