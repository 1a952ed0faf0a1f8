/// Why a device could not be made, loaded, added to a catalog or selected: what is wrong, and
/// where.
///
/// Its description is one sentence for people, with user text in single quotes:
///
/// ```
/// devices[2].safeArea.portrait.top: must be ≥ 0 and fit inside the screen height (852), not -4.
/// Unknown device 'iphone-15-por'. Did you mean 'iphone-15-pro'?
/// ```
public enum DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A field of a device is missing, of the wrong type or out of range. `path` names it from the
  /// device (`safeArea.portrait.top`) or, in a JSON file, from the top (`devices[2].scale`).
  case invalidField(path: String, reason: String)
  /// The text is not JSON: Foundation's reason, and the `line` and `column` (from 1, counting
  /// characters) where it stops making sense, or the end of the text where Foundation does not
  /// say.
  case invalidJSON(reason: String, line: Int, column: Int)
  /// A device file could not be read.
  case unreadableFile(path: String, reason: String)
  /// Two devices answer to the same name (an id or an alias slug); `first` and `second` say which.
  case duplicateName(String, first: String, second: String)
  /// No device has this id or alias; `suggestions` are the closest names, best first.
  case unknownDevice(String, suggestions: [String])
  /// A glob that matches no device's id or alias.
  case noMatch(pattern: String)

  public var description: String {
    switch self {
    case .invalidField(let path, let reason):
      return path.isEmpty ? "Invalid device: \(reason)." : "\(path): \(reason)."
    case .invalidJSON(let reason, let line, let column):
      return "Invalid JSON at line \(line), column \(column): \(reason)."
    case .unreadableFile(let path, let reason):
      return "Cannot read the device file '\(path)': \(reason)."
    case .duplicateName(let name, let first, let second):
      return "The device name '\(name)' is taken twice, by \(first) and by \(second); "
        + "ids and alias slugs must be unique."
    case .unknownDevice(let name, let suggestions):
      let known = "Unknown device '\(name)'."
      guard !suggestions.isEmpty else {
        return known + " Name a device by its id or an alias slug, or a group: 'all', 'default', "
          + "'phones', 'tablets', 'ios' or 'android'."
      }
      let quoted = suggestions.map { "'\($0)'" }
      let options =
        quoted.count == 1
        ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
      return known + " Did you mean \(options)?"
    case .noMatch(let pattern):
      return "No device id or alias matches '\(pattern)'."
    }
  }
}
