// The frame dump: a solved layout as JSON that reads well in a diff, one view per line.

extension SolvedLayout {
  /// The solved layout as JSON: the screen, every view in tree order with its parent, its
  /// snapped frame in the root's coordinates and, for labels, buttons and image views, its text
  /// or image, and the diagnostics.
  ///
  /// Keys come in a fixed order, numbers are rounded to 4 decimals without trailing zeros, and one
  /// view takes one line, so the text diff of two dumps says which view moved. The `variant` line
  /// after the orientation names the screen's settings (``Variant``) and always its iOS edition:
  /// `"variant": {"appearance": "dark", "contentSize": "AX3", "layoutDirection": "rtl", "os": "ios26"}`,
  /// with a `"pseudoLocale"` when strings are in a pseudolanguage, a `"language"` when translated,
  /// and the contrast, level and keyboard when they are not the standard ones. A dump written
  /// before the edition was recorded (no `os`) reads as iOS 18's, the only edition there was.
  ///
  /// ```json
  /// {
  ///   "layout": "ComplexWidth",
  ///   "device": "custom",
  ///   "orientation": "portrait",
  ///   "variant": {"appearance": "light", "contentSize": "L", "layoutDirection": "ltr", "os": "ios26"},
  ///   "size": {"width": 375, "height": 667},
  ///   "scale": 2,
  ///   "safeArea": {"top": 20, "left": 0, "bottom": 0, "right": 0},
  ///   "views": [
  ///     {"name": "root", "parent": null, "frame": {"x": 0, "y": 0, "width": 375, "height": 667}},
  ///     {"name": "blue", "parent": "root", "frame": {"x": 8, "y": 28, "width": 150, "height": 631}}
  ///   ],
  ///   "diagnostics": []
  /// }
  /// ```
  public func frameDump() -> String {
    let insets = screen.safeAreaInsets
    var lines = [
      "{",
      "  \"layout\": \(JSONText.string(layout.name)),",
      "  \"device\": \(JSONText.string(screen.device)),",
      "  \"orientation\": \(JSONText.string(screen.orientation.rawValue)),",
    ]
    let variant = Variant(of: screen)
    lines.append(
      "  \"variant\": {\"appearance\": \(JSONText.string(variant.appearance.rawValue)), \"contentSize\": "
        + "\(JSONText.string(variant.contentSize.rawValue)), \"layoutDirection\": "
        + "\(JSONText.string(variant.layoutDirection == .leftToRight ? "ltr" : "rtl"))"
        + (variant.pseudoLocale.map { ", \"pseudoLocale\": \(JSONText.string($0.rawValue))" } ?? "")
        + (variant.language.map { ", \"language\": \(JSONText.string($0))" } ?? "")
        + (variant.increasesContrast ? ", \"contrast\": \"high\"" : "")
        + (variant.level == .base ? "" : ", \"level\": \(JSONText.string(variant.level.rawValue))")
        + ", \"os\": \(JSONText.string(variant.os.rawValue))"
        + (variant.keyboard == .hidden
          ? "" : ", \"keyboard\": \(JSONText.string(variant.keyboard.rawValue))")
        + "},")
    lines += [
      "  \"size\": {\"width\": \(JSONText.number(screen.size.width)), \"height\": \(JSONText.number(screen.size.height))},",
      "  \"scale\": \(JSONText.number(screen.scale)),",
      "  \"safeArea\": {\"top\": \(JSONText.number(insets.top)), \"left\": \(JSONText.number(insets.left)), "
        + "\"bottom\": \(JSONText.number(insets.bottom)), \"right\": \(JSONText.number(insets.right))},",
    ]
    let views = layout.views.enumerated().map { index, view in
      let frame = frames[index]
      let parent = view.parent.map { JSONText.string(layout.views[$0].name) } ?? "null"
      return "    {\"name\": \(JSONText.string(view.name)), \"parent\": \(parent), \"frame\": "
        + "{\"x\": \(JSONText.number(frame.minX)), \"y\": \(JSONText.number(frame.minY)), "
        + "\"width\": \(JSONText.number(frame.width)), \"height\": \(JSONText.number(frame.height))}"
        + Self.contentJSON(view.content) + "}"
    }
    lines += JSONText.array("views", views, last: false)
    lines += JSONText.array("diagnostics", diagnostics.map { "    " + Self.json($0) }, last: true)
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A text view's text and an image view's image as extra keys: `, "text": "Skip"`,
  /// `, "image": "avatar (240×240 px @3x)"` or `, "image": null` for an empty image view.
  private static func contentJSON(_ content: ViewContent?) -> String {
    switch content {
    case .text(let text): ", \"text\": \(JSONText.string(text.text))"
    case .button(let button): ", \"text\": \(JSONText.string(button.title.text))"
    case .image(let image): ", \"image\": " + (image.image.map { JSONText.string($0.description) } ?? "null")
    case nil: ""
    }
  }

  private static func json(_ diagnostic: Diagnostic) -> String {
    func report(_ report: Diagnostic.ConstraintReport) -> String {
      "{\"constraint\": \(JSONText.string(report.text)), \"location\": "
        + (report.location.map { JSONText.string($0.description) } ?? "null") + "}"
    }
    return "{\"kind\": \(JSONText.string(diagnostic.kind.rawValue)), "
      + "\"message\": \(JSONText.string(diagnostic.message)), "
      + "\"views\": [\(diagnostic.views.map(JSONText.string).joined(separator: ", "))], "
      + "\"attributes\": [\(diagnostic.attributes.map(JSONText.string).joined(separator: ", "))], "
      + "\"constraints\": [\(diagnostic.constraints.map(report).joined(separator: ", "))], "
      + "\"broken\": \(diagnostic.brokenConstraint.map(report) ?? "null")}"
  }
}

/// JSON pieces with LayoutShot's fixed formatting, for the frame dump and the device catalog.
///
/// Reading is Foundation's `JSONDecoder`; writing stays here because `JSONEncoder` cannot give
/// these bytes: its pretty printing puts every member on a line of its own, and it writes doubles
/// in full (`8.333333333333334`) and `/` as `\/`, which would change every committed snapshot.
enum JSONText {
  /// A JSON string literal, with quotes, backslashes and control characters escaped.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A number rounded to 4 decimals, trailing zeros trimmed; `null` for NaN and infinities.
  static func number(_ value: Double) -> String {
    value.isFinite ? NumberText.points(value) : "null"
  }

  /// `"key": [` then the items one per line, then `]` (with a comma unless `last`).
  static func array(_ key: String, _ items: [String], last: Bool) -> [String] {
    let close = last ? "  ]" : "  ],"
    guard !items.isEmpty else { return ["  \"\(key)\": []" + (last ? "" : ",")] }
    var lines = ["  \"\(key)\": ["]
    for (index, item) in items.enumerated() {
      lines.append(index == items.count - 1 ? item : item + ",")
    }
    lines.append(close)
    return lines
  }
}
