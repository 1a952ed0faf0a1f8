import Foundation

/// The package checkout the tests were built from, for tests that read its files (the README, the
/// documentation, the test sources themselves).
///
/// ```swift
/// let readme = try String(contentsOf: Checkout.file("README.md"), encoding: .utf8)
/// ```
package enum Checkout {
  /// The package root: two folders above this file (`Tests/LayoutShotTestSupport/`).
  package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The file at `relative`, a path from the package root.
  package static func file(_ relative: String) -> URL {
    root.appendingPathComponent(relative)
  }

  /// The paths, relative to the package root, of the files below `folder` whose names end in
  /// `suffix`, sorted.
  package static func files(under folder: String, endingIn suffix: String) -> [String] {
    let base = file(folder)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
      return []
    }
    var paths: [String] = []
    let prefix = root.standardizedFileURL.path + "/"
    for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
      let path = url.standardizedFileURL.path
      if path.hasPrefix(prefix) { paths.append(String(path.dropFirst(prefix.count))) }
    }
    return paths.sorted()
  }
}
