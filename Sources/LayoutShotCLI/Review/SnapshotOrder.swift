import LayoutShot

/// The order a review lists snapshot files in: by folder (the layout), then by device in the
/// catalog's order — phones from the smallest, then tablets, then other platforms — portrait
/// before landscape, then by the rest of the name.
///
/// Sorting the paths as text would put `ipad-10` before `iphone-se-2-3` and `landscape` before
/// `portrait`. A file name is read as ``SnapshotPath`` writes it,
/// `<device>-<orientation>[-rtl][-<name>]`; names of devices the catalog does not know, and
/// files named otherwise, come after the known devices, in text order.
///
/// ```swift
/// let order = SnapshotOrder(catalog: .standard)
/// paths.sorted(by: order.areInIncreasingOrder)
/// // Card/iphone-se-2-3-portrait.png, Card/iphone-se-2-3-landscape.png, Card/ipad-10-portrait.png
/// ```
struct SnapshotOrder: Sendable {
  /// Each device name's position in the catalog.
  private let positions: [String: Int]

  /// The order of `catalog`'s devices.
  init(catalog: DeviceCatalog) {
    var positions: [String: Int] = [:]
    for (index, device) in catalog.devices.enumerated() {
      for name in device.names where positions[name] == nil { positions[name] = index }
    }
    self.positions = positions
  }

  /// Whether the file at relative path `first` is listed before the one at `second`.
  func areInIncreasingOrder(_ first: String, _ second: String) -> Bool {
    let (a, b) = (key(first), key(second))
    return (a.folder, a.device, a.deviceName, a.orientation, a.rest, first)
      < (b.folder, b.device, b.deviceName, b.orientation, b.rest, second)
  }

  /// The parts of `path` it is sorted by.
  private func key(_ path: String) -> (
    folder: String, device: Int, deviceName: String, orientation: Int, rest: String
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
      return (folder, positions[device] ?? Int.max, device, rank, parts[(index + 1)...].joined(separator: "-"))
    }
    return (folder, Int.max, stem, 0, "")
  }
}
