import Foundation

/// A new empty folder in the temporary directory, removed when the value is released: test
/// support shared by the test targets, not part of any product.
package final class TemporaryFolder {
  package let url: URL

  package init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutshot-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  package var path: String { url.path }

  /// The file at `relative` inside the folder.
  package func file(_ relative: String) -> URL {
    url.appendingPathComponent(relative)
  }

  /// Writes `text` to the file at `relative`, making its folders.
  package func write(_ relative: String, _ text: String) throws {
    let target = file(relative)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: target)
  }

  /// Every file below the folder, as paths relative to it, sorted.
  package func files() -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
    var found: [String] = []
    while let next = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: url.appendingPathComponent(next).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        found.append(next)
      }
    }
    return found.sorted()
  }
}
