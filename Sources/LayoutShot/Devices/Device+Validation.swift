// The checks every device passes: custom ones when they are made or loaded, built-in ones in the
// device tests.

extension Device {
  /// The words that select groups of devices (see ``DeviceSelector``), which no device may take as
  /// its id or alias.
  public static let selectorWords: Set<String> = [
    "all", "default", "phone", "phones", "tablet", "tablets", "ios", "android",
  ]

  /// Checks every field and throws for the first that is wrong.
  ///
  /// - Throws: ``DeviceError/invalidField(path:reason:)`` with the field's path from the device
  ///   (`safeArea.landscape.left`) and what it must be.
  public func validate() throws(DeviceError) {
    if let problem = firstProblem() {
      throw .invalidField(path: problem.path, reason: problem.reason)
    }
  }

  /// The first field that breaks a rule, in declaration order, with the reason.
  func firstProblem() -> (path: String, reason: String)? {
    var check = Check()
    checkNames(&check)
    checkScreen(&check)
    checkInsets(&check)
    checkShape(&check)
    checkMarginsAndClasses(&check)
    return check.problem
  }

  private func checkNames(_ check: inout Check) {
    check.require(!id.isEmpty, "id", "must not be empty")
    check.require(
      Self.isSlug(id), "id",
      "\(JSONText.string(id)) is not kebab case: lowercase letters and digits joined by single "
        + "dashes, such as \"my-phone\"")
    check.require(
      !Self.selectorWords.contains(id), "id",
      "\(JSONText.string(id)) is a word that selects a group of devices and cannot be an id")
    check.require(name.contains { !$0.isWhitespace }, "name", "must not be empty")
    for (index, alias) in aliases.enumerated() {
      let slug = Self.slug(alias)
      check.require(
        !slug.isEmpty, "aliases[\(index)]", "\(JSONText.string(alias)) has no letters or digits to name it by"
      )
      check.require(
        !Self.selectorWords.contains(slug), "aliases[\(index)]",
        "\(JSONText.string(alias)) is a word that selects a group of devices and cannot be an alias")
    }
  }

  private func checkScreen(_ check: inout Check) {
    for (field, value) in [("width", size.width), ("height", size.height)] {
      check.require(
        value.isFinite && value > 0, "size.\(field)",
        "must be a positive number of points, not \(text(value))")
    }
    check.require(
      size.width <= size.height, "size",
      "must be the portrait size, not wider than tall (\(size)); landscape swaps it")
    check.require(
      scale.isFinite && scale > 0, "scale",
      "must be a positive number of pixels per point, not \(text(scale))")
    for (field, value, points) in [
      ("width", pixels.width, size.width), ("height", pixels.height, size.height),
    ] {
      check.require(
        value.isFinite && abs(value - points * scale) <= 1, "pixels.\(field)",
        "must be \(text(points)) × \(text(scale)) = \(text(points * scale)) within one pixel, "
          + "not \(text(value))")
    }
  }

  private func checkInsets(_ check: inout Check) {
    checkInsets(safeArea, statusBar, under: "", &check)
    for edition in OSEdition.allCases {
      guard let figures = editions[edition] else { continue }
      check.require(
        edition != .ios18, "editions.ios18",
        "must be left out: the device's own safeArea and statusBar are the iOS 18 edition's")
      checkInsets(figures.safeArea, figures.statusBar, under: "editions.\(edition.rawValue).", &check)
    }
  }

  /// Checks one edition's insets and status bar, naming fields after `prefix`.
  private func checkInsets(
    _ safeArea: PerOrientation<EdgeInsets?>, _ statusBar: PerOrientation<Double?>, under prefix: String,
    _ check: inout Check
  ) {
    for orientation in Orientation.allCases {
      let screen = size(orientation)
      if let insets = safeArea[orientation] {
        let path = "\(prefix)safeArea.\(orientation.rawValue)"
        let edges = [
          (edge: "top", value: insets.top, opposite: "bottom", other: insets.bottom, extent: "height"),
          (edge: "left", value: insets.left, opposite: "right", other: insets.right, extent: "width"),
          (edge: "bottom", value: insets.bottom, opposite: "top", other: insets.top, extent: "height"),
          (edge: "right", value: insets.right, opposite: "left", other: insets.left, extent: "width"),
        ]
        for side in edges {
          let length = side.extent == "width" ? screen.width : screen.height
          check.require(
            side.value.isFinite && side.value >= 0
              && side.value + (side.other.isFinite ? max(0, side.other) : 0) <= length,
            "\(path).\(side.edge)",
            "must be ≥ 0 and fit inside the screen \(side.extent) (\(text(length))) with the "
              + "\(side.opposite) inset, not \(text(side.value))")
        }
      }
      if let height = statusBar[orientation] {
        check.require(
          height.isFinite && height >= 0 && height <= screen.height,
          "\(prefix)statusBar.\(orientation.rawValue)",
          "must be ≥ 0 and fit inside the screen height (\(text(screen.height))), not \(text(height))")
      }
    }
  }

  private func checkShape(_ check: inout Check) {
    if let radius = cornerRadius {
      check.require(
        radius.isFinite && radius >= 0 && radius <= size.width / 2, "cornerRadius",
        "must be ≥ 0 and at most half the screen width (\(text(size.width / 2))), not \(text(radius))")
    }
    guard let rect = cutoutRect else { return }
    check.require(
      cutout != .noCutout, "cutoutRect", "must be null when the cutout is \"none\"")
    let inside =
      [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) && rect.minX >= 0
      && rect.minY >= 0 && rect.width > 0 && rect.height > 0 && rect.maxX <= size.width
      && rect.maxY <= size.height
    check.require(
      inside, "cutoutRect",
      "must be a non-empty rectangle inside the portrait screen (\(size)), not \(rect)")
  }

  private func checkMarginsAndClasses(_ check: inout Check) {
    let margins = [("compact", layoutMargins.compact), ("regular", layoutMargins.regular)]
    for case (let field, let value?) in margins {
      check.require(
        value.isFinite && value >= 0 && value < size.width / 2, "layoutMargins.\(field)",
        "must be ≥ 0 and less than half the screen width (\(text(size.width / 2))), not \(text(value))")
    }
    for orientation in Orientation.allCases {
      if let measured = layoutMargins.measured?[orientation] {
        let width = size(orientation).width
        check.require(
          measured.isFinite && measured >= 0 && measured < width / 2,
          "layoutMargins.measured.\(orientation.rawValue)",
          "must be ≥ 0 and less than half the screen width (\(text(width / 2))), not \(text(measured))")
      }
      let allowed = WindowSizeClass.allowed(on: platform)
      let classes = sizeClass[orientation]
      for (axis, value) in [("h", classes.horizontal), ("v", classes.vertical)] {
        check.require(
          allowed.contains(value), "sizeClass.\(orientation.rawValue).\(axis)",
          "\(JSONText.string(value.rawValue)) is not a size class of \(platform == .ios ? "iOS" : "Android") "
            + "(" + allowed.map { JSONText.string($0.rawValue) }.joined(separator: ", ") + ")")
      }
    }
  }

  private func text(_ value: Double) -> String {
    NumberText.points(value)
  }

  /// The first broken rule met.
  private struct Check {
    var problem: (path: String, reason: String)?

    mutating func require(_ condition: Bool, _ path: String, _ reason: @autoclosure () -> String) {
      if problem == nil, !condition { problem = (path, reason()) }
    }
  }
}
