import Foundation

/// Where the default font family's files are looked for.
///
/// First the folders of the `LAYOUTSHOT_FONT_PATH` environment variable (colon-separated, like
/// `PATH`), then the standard places Linux distributions and macOS install fonts to:
/// `/usr/share/fonts/truetype/dejavu` (Debian and Ubuntu, package `fonts-dejavu-core`),
/// `/usr/share/fonts/dejavu-sans-fonts` (Fedora), `/usr/share/fonts/dejavu`,
/// `/usr/share/fonts/TTF` (Arch), `/usr/local/share/fonts`, `~/.local/share/fonts`, `~/.fonts`,
/// `~/Library/Fonts` and `/Library/Fonts` (macOS, where Homebrew's `font-dejavu` cask installs).
public enum FontLocations {
  /// The environment variable with extra folders to search first.
  public static let pathVariable = "LAYOUTSHOT_FONT_PATH"

  /// The folders searched, in order, for an environment.
  public static func searchDirectories(environment: [String: String]) -> [String] {
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
