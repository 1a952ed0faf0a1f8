/// Field paths for messages: `devices[2].safeArea.portrait.top`.
enum FieldPath {
  /// A coding path as text: keys joined by dots, array positions in brackets.
  ///
  /// A path that starts with an array position is a device file's list of devices, so it reads
  /// `devices[2]`.
  static func text(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        if text.isEmpty { text = "devices" }
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text
  }

  /// `field` inside `base`: `devices[2]` and `scale` give `devices[2].scale`.
  static func join(_ base: String, _ field: String) -> String {
    base.isEmpty ? field : field.isEmpty ? base : field.hasPrefix("[") ? base + field : base + "." + field
  }
}
