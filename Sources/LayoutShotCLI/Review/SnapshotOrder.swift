import LayoutShot

/// The order a review lists snapshot files in: by folder (the layout), then by device in the
/// catalog's order — phones from the smallest, then tablets, then other platforms — portrait
/// before landscape, then by variant (``rank(_:)``: standard, dark, sizes, right to left,
/// pseudolanguages), then by the rest of the name.
///
/// Sorting the paths as text would put `ipad-10` before `iphone-se-2-3` and `landscape` before
/// `portrait`. A file name is read as ``SnapshotPath`` writes it,
/// `<device>-<orientation>[-dark][-<size>][-rtl][-<pseudolanguage>][-<extent>][-<name>]`
/// (``SnapshotPath/fileName(_:)``); names of devices the catalog does not know, and files named
/// otherwise, come after the known devices, in text order.
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
    paths.map(key).sorted(by: Key.precedes).map(\.path)
  }

  /// What a path is sorted by, in order, ending with the path itself.
  private struct Key {
    var folder: String
    var device: Int
    var deviceName: String
    var orientation: Int
    var variant: [Int]
    var rest: String
    var path: String

    static func precedes(_ a: Key, _ b: Key) -> Bool {
      if a.folder != b.folder { return a.folder < b.folder }
      if a.device != b.device { return a.device < b.device }
      if a.deviceName != b.deviceName { return a.deviceName < b.deviceName }
      if a.orientation != b.orientation { return a.orientation < b.orientation }
      if a.variant != b.variant { return a.variant.lexicographicallyPrecedes(b.variant) }
      if a.rest != b.rest { return a.rest < b.rest }
      return a.path < b.path
    }
  }

  /// Where `variant` comes among a snapshot's variants: the standard one, then dark, then
  /// increased contrast, then elevated, then the iOS 26 edition, then the keyboard shown, then other text sizes (smallest first), then right to
  /// left, then the pseudolanguages, then languages — each later setting varying slowest, so
  /// `dark` comes before `ax3` and `dark-ax3` before `rtl`.
  static func rank(_ variant: Variant) -> [Int] {
    let sizes = ContentSizeCategory.allCases.filter { $0 != .large }
    return [
      variant.language == nil ? 0 : 1,
      variant.pseudoLocale.map { 1 + (PseudoLocale.allCases.firstIndex(of: $0) ?? 0) } ?? 0,
      variant.layoutDirection == .rightToLeft ? 1 : 0,
      sizes.firstIndex(of: variant.contentSize).map { $0 + 1 } ?? 0,
      variant.keyboard == .shown ? 1 : 0,
      variant.os == Variant.standard.os ? 0 : 1 + (OSEdition.allCases.firstIndex(of: variant.os) ?? 0),
      variant.level == .elevated ? 1 : 0,
      variant.increasesContrast ? 1 : 0,
      variant.appearance == .dark ? 1 : 0,
    ]
  }

  private func key(_ path: String) -> Key {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? ""
    let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
    if let name = SnapshotPath.fileName(stem) {
      let orientation = Orientation.allCases.firstIndex(of: name.orientation) ?? 0
      return Key(
        folder: folder, device: catalog.position(ofDeviceNamed: name.device) ?? Int.max,
        deviceName: name.device,
        orientation: orientation, variant: Self.rank(name.variant), rest: name.rest.joined(separator: "-"),
        path: path)
    }
    return Key(
      folder: folder, device: Int.max, deviceName: stem, orientation: 0, variant: [], rest: "", path: path)
  }
}
