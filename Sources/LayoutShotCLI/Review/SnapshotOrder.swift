import LayoutShot

/// The order a review lists snapshot files in: by folder (the layout), then by device in the
/// catalog's order — phones from the smallest, then tablets, then other platforms — portrait
/// before landscape, then by the rest of the name.
///
/// Sorting the paths as text would put `ipad-10` before `iphone-se-2-3` and `landscape` before
/// `portrait`. A file name is read as ``SnapshotPath`` writes it,
/// `<device>-<orientation>[-rtl][-<extent>][-<name>]`; names of devices the catalog does not know, and
/// files named otherwise, come after the known devices, in text order.
///
/// ```swift
/// SnapshotOrder(catalog: .standard).sorted(["Card/ipad-10-portrait.png", "Card/iphone-se-2-3-landscape.png",
///                                           "Card/iphone-se-2-3-portrait.png"])
/// // Card/iphone-se-2-3-portrait.png, Card/iphone-se-2-3-landscape.png, Card/ipad-10-portrait.png
/// ```
struct SnapshotOrder: Sendable {
  /// The catalog whose device order is followed.
  let catalog: DeviceCatalog

  /// `paths` (relative to a snapshot folder) in this order; each path is read once.
  func sorted(_ paths: some Sequence<String>) -> [String] {
    paths.map(key).sorted(by: <).map(\.path)
  }

  /// What `path` is sorted by, in order, ending with the path itself.
  private func key(_ path: String) -> (
    folder: String, device: Int, deviceName: String, orientation: Int, rest: String, path: String
  ) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? ""
    let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
    // The device is everything before the first part that names an orientation.
    let parts = stem.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    let orientations = [Orientation.portrait.rawValue, Orientation.landscape.rawValue]
    if let index = parts.indices.dropFirst().first(where: { orientations.contains(parts[$0]) }) {
      let device = parts[..<index].joined(separator: "-")
      let rank = orientations.firstIndex(of: parts[index]) ?? 0
      let position = catalog.position(ofDeviceNamed: device) ?? Int.max
      return (folder, position, device, rank, parts[(index + 1)...].joined(separator: "-"), path)
    }
    return (folder, Int.max, stem, 0, "", path)
  }
}
