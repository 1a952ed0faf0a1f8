/// The file-name pieces of a snapshot, checked so that no name can leave its folder.
enum SnapshotName {
  /// `text` as one path component: letters, digits, `_` and `-` kept, every other run of
  /// characters (spaces, separators, control characters) made one `-`, runs of dots made one dot,
  /// and dots and dashes trimmed from the start.
  ///
  /// So `../secrets` becomes `secrets` and `Card: compact/RTL` becomes `Card-compact-RTL`: no name
  /// can climb out of its folder, hide itself or hold a separator.
  ///
  /// - Throws: ``SnapshotError/invalidName(_:reason:)`` for a name with no letter or digit.
  static func component(_ text: String) throws(SnapshotError) -> String {
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
    guard !result.isEmpty else { throw .invalidName(text, reason: "it has no letter or digit") }
    return result
  }
}
