/// Where a snapshot's file goes, below a folder of snapshots: the path the snapshot tests, the
/// `render` command and the `diff` command share.
///
///     <Layout>/<device>-<orientation>[-dark][-keyboard][-<content size>][-rtl][-<extent>][-<name>].<extension>
///     ComplexWidth/iphone-12-portrait.png
///     ComplexWidth/iphone-12-portrait-dark-ax3-rtl.png
///     SettingsForm/iphone-se-2-3-portrait-content.png
///
/// ```swift
/// try SnapshotPath.relativePath(layout: "Card", screen: Device.iPhoneX.screen(.landscape), pathExtension: "png")
/// // "Card/iphone-x-landscape.png"
/// ```
package enum SnapshotPath {
  /// `text` as one path component: letters, digits, `_` and `-` kept, every other run of
  /// characters (spaces, separators, control characters) made one `-`, runs of dots made one dot,
  /// and dots and dashes trimmed from the start.
  ///
  /// So `../secrets` becomes `secrets` and `Card: compact/RTL` becomes `Card-compact-RTL`: no name
  /// can climb out of its folder, hide itself or hold a separator.
  ///
  /// - Throws: ``SnapshotPathError`` for a name with no letter or digit.
  package static func component(_ text: String) throws(SnapshotPathError) -> String {
    var result = ""
    var pending: Character?
    for scalar in text.unicodeScalars {
      let isWordCharacter =
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
        || (scalar >= "0" && scalar <= "9")
        || scalar == "_"
      if isWordCharacter {
        if let separator = pending, !result.isEmpty { result.append(separator) }
        pending = nil
        result.unicodeScalars.append(scalar)
      } else if scalar == "." || scalar == "-" {
        // A dot wins over a dash in a run, so `name.v2` and `a - b` keep their look.
        pending = pending == "." || scalar == "." ? "." : "-"
      } else {
        pending = pending ?? "-"
      }
    }
    guard !result.isEmpty else { throw SnapshotPathError(name: text, reason: "it has no letter or digit") }
    return result
  }

  /// The path of a layout's snapshot on `screen`; a screen in another variant than the standard one
  /// adds its words (``Variant/nameComponents``: `-dark`, `-ax3`, `-rtl`), an extent other than
  /// the screen its word (``LayoutExtent/fileSuffix``), a `name` tells apart several snapshots of
  /// one layout on one screen.
  ///
  /// - Throws: ``SnapshotPathError`` when a piece cannot be a file name.
  package static func relativePath(
    layout: String, screen: Screen, extent: LayoutExtent = .screen, named name: String? = nil,
    pathExtension: String
  ) throws(SnapshotPathError) -> String {
    try stem(layout: layout, screen: screen, extent: extent, named: name) + "."
      + (try component(pathExtension))
  }

  /// The path without its extension: `Card/iphone-x-landscape`.
  package static func stem(
    layout: String, screen: Screen, extent: LayoutExtent = .screen, named name: String? = nil
  ) throws(SnapshotPathError) -> String {
    var file = try component(screen.device) + "-" + screen.orientation.rawValue
    for word in Variant(of: screen).nameComponents { file += "-" + word }
    if let suffix = extent.fileSuffix { file += "-" + suffix }
    if let name { file += "-" + (try component(name)) }
    return try component(layout) + "/" + file
  }

  /// A snapshot's file name read back into what ``stem(layout:screen:extent:named:)`` wrote.
  package struct FileName: Hashable, Sendable {
    /// The device's name: `iphone-se-2-3`.
    package var device: String
    package var orientation: Orientation
    /// The variant, from its words (``Variant/nameComponents``) right after the orientation.
    package var variant: Variant
    /// The words after the variant's: the extent's and the snapshot's name (`content`, `loading`).
    package var rest: [String]
  }

  /// Splits a file name without folder and extension into device, orientation, variant and rest.
  ///
  /// The words are those ``stem(layout:screen:extent:named:)`` writes:
  ///
  ///     iphone-se-2-3-landscape-dark-ax3-rtl-content
  ///     device: iphone-se-2-3, landscape, variant: dark, AX3, rtl, rest: [content]
  ///
  /// A language's word is not told apart from the rest and stays in it.
  ///
  /// The device is everything before the first word (not the first) that names an orientation;
  /// the variant's words are read in the order they are written, each at most once. `nil` when
  /// no word names an orientation.
  package static func fileName(_ stem: String) -> FileName? {
    let words = stem.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard let index = words.indices.dropFirst().first(where: { Orientation(rawValue: words[$0]) != nil }),
      let orientation = Orientation(rawValue: words[index])
    else { return nil }
    var rest = words[(index + 1)...]
    var variant = Variant.standard
    if rest.first == Appearance.dark.rawValue {
      variant.appearance = .dark
      rest = rest.dropFirst()
    }
    if rest.starts(with: ["high", "contrast"]) {
      variant.increasesContrast = true
      rest = rest.dropFirst(2)
    }
    if rest.first == InterfaceLevel.elevated.rawValue {
      variant.level = .elevated
      rest = rest.dropFirst()
    }
    if let word = rest.first, let edition = OSEdition(rawValue: word), edition != Variant.standard.os {
      variant.os = edition
      rest = rest.dropFirst()
    }
    if rest.first == "keyboard" {
      variant.keyboard = .shown
      rest = rest.dropFirst()
    }
    if let word = rest.first,
      let size = ContentSizeCategory.allCases.first(where: { $0.rawValue.lowercased() == word }),
      size != .large
    {
      variant.contentSize = size
      rest = rest.dropFirst()
    }
    if rest.first == "rtl" && !rest.starts(with: ["rtl", "strings"]) {
      variant.layoutDirection = .rightToLeft
      rest = rest.dropFirst()
    }
    if let pseudoLocale = PseudoLocale.allCases.first(where: {
      rest.starts(with: $0.rawValue.split(separator: "-").map(String.init))
    }) {
      variant.pseudoLocale = pseudoLocale
      variant.layoutDirection = pseudoLocale == .rightToLeft ? .rightToLeft : variant.layoutDirection
      rest = rest.dropFirst(pseudoLocale.rawValue.split(separator: "-").count)
    }
    return FileName(
      device: words[..<index].joined(separator: "-"), orientation: orientation, variant: variant,
      rest: Array(rest))
  }
}

/// A layout, device or snapshot name that cannot become a file name.
package struct SnapshotPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name as given.
  package var name: String
  /// Why it cannot: "it has no letter or digit".
  package var reason: String

  /// The error for `name`, with `reason`.
  package init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }

  package var description: String { "'\(name)' cannot name a snapshot file: \(reason)." }
}
