// The equation strings of the "non-visual format", and explaining a format in anchor notation.

extension LayoutConstraint {
  /// The constraint one equation string describes, inactive.
  ///
  /// The seed article's `addConstraintWithFormat:` reads the same strings:
  ///
  /// ```swift
  /// let views: [String: LayoutItem] = ["v1": v1, "v2": v2]
  /// try LayoutConstraint.constraint(withEquation: "v1.top = v2.top", views: views).isActive = true
  /// try LayoutConstraint.constraint(withEquation: "v1.width = 2 * v2.height + 8 @750", views: views)
  /// ```
  ///
  /// Attributes are named as the anchors are; relations are `=` (or `==`), `>=` and `<=`; the
  /// multiplier and the constant may come in either order; `@` gives a priority; `superview`,
  /// `safeArea` and `margins` name the superview of the other item and its guides.
  ///
  /// - Throws: A ``FormatError`` with the position of the problem.
  public static func constraint(
    withEquation equation: String, views: [String: LayoutItem], fileID: String = #fileID, line: Int = #line
  ) throws(FormatError) -> LayoutConstraint {
    var parser = EquationParser(equation, views: views, location: SourceLocation(fileID: fileID, line: line))
    return try parser.parse()
  }

  /// The constraints of several equation strings, one per line; blank lines and lines starting
  /// with `//` are skipped.
  ///
  /// - Throws: A ``FormatError`` for the first line that does not parse; its ``FormatError/format``
  ///   is that line and its message says which line it is.
  public static func constraints(
    withEquations equations: String, views: [String: LayoutItem], fileID: String = #fileID, line: Int = #line
  ) throws(FormatError) -> [LayoutConstraint] {
    try equationConstraints(equations, views: views, location: SourceLocation(fileID: fileID, line: line))
  }

  /// The constraints of equation strings, one per line, made at `location` (`nil` when explaining).
  static func equationConstraints(_ equations: String, views: [String: LayoutItem], location: SourceLocation?)
    throws(FormatError) -> [LayoutConstraint]
  {
    var constraints: [LayoutConstraint] = []
    let lines = equations.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, text) in lines.enumerated() {
      let trimmed = text.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
      do {
        var parser = EquationParser(String(text), views: views, location: location)
        constraints.append(try parser.parse())
      } catch {
        var lineError = error
        lineError.message = "Line \(index + 1): \(error.message)"
        throw lineError
      }
    }
    return constraints
  }

  /// The constraint in anchor notation, even when a visual format made it.
  var anchorDescription: String {
    ConstraintText.describe(
      first: "\(firstItem.displayName).\(firstAttribute)", relation: relation,
      second: secondItem.map { "\($0.displayName).\(secondAttribute)" }, multiplier: multiplier,
      constant: constant, systemSpacing: systemSpacingMultiplier, priority: priority, identifier: identifier)
  }
}

/// Explaining constraint formats without a layout.
///
/// What a visual format or an equation string makes; `layoutshot explain` prints it.
public enum ConstraintFormat {
  /// The constraints `format` makes, one per line in anchor notation, or the error with its caret.
  ///
  /// A format that starts with `H:`, `V:`, `|` or `[` is a visual format; anything else is read as
  /// equation strings, one per line. The views are stand-ins named after the names the format
  /// uses, subviews of a view named `superview`.
  ///
  /// ```swift
  /// ConstraintFormat.explain("H:|-[icon(30)]-[title]-|")
  /// // .success(["icon.leading == superview.layoutMargins.leading", "icon.width == 30",
  /// //           "title.leading == icon.trailing + 8", "superview.layoutMargins.trailing == title.trailing"])
  /// ```
  public static func explain(
    _ format: String, options: FormatOptions = [], metrics: [String: Double] = [:]
  ) -> Result<[String], FormatError> {
    let trimmed = format.drop { $0 == " " || $0 == "\t" }
    // A visual format starts with its orientation, a bar or a view; an equation with an item's
    // name and a dot. A name then a colon before any dot (a mistyped orientation) is a visual format.
    let beforeDot = trimmed.prefix { $0 != "." }
    let isVisual =
      ["H:", "V:", "|", "["].contains { trimmed.hasPrefix($0) }
      || (["H", "V"].contains { trimmed.hasPrefix($0) } && beforeDot.contains(":"))
    let superview = View("superview")
    var views: [String: LayoutItem] = [:]
    for name in isVisual ? visualViewNames(format) : equationItemNames(format) {
      let view = View(name)
      superview.addSubview(view)
      views[name] = view
    }
    do throws(FormatError) {
      let constraints =
        isVisual
        ? try LayoutConstraint.visualConstraints(
          format, options: options, metrics: metrics, views: views, location: nil)
        : try LayoutConstraint.equationConstraints(format, views: views, location: nil)
      return .success(constraints.map(\.anchorDescription))
    } catch {
      return .failure(error)
    }
  }

  /// The names a visual format uses for views: those inside brackets (a name that is also a metric
  /// is a view there too; predicates look metrics up first).
  private static func visualViewNames(_ format: String) -> [String] {
    var names: [String] = []
    var depth = 0
    var current = ""
    for character in format + " " {
      if character.isLetter || character == "_" || (character.isNumber && !current.isEmpty) {
        current.append(character)
        continue
      }
      if depth > 0 && !current.isEmpty && !names.contains(current)
        && character.isASCII
      {
        names.append(current)
      }
      current = ""
      if character == "[" { depth += 1 }
      if character == "]" { depth = max(0, depth - 1) }
    }
    return names
  }

  /// The names an equation uses for items: a name followed by a dot, other than the superview's.
  private static func equationItemNames(_ format: String) -> [String] {
    var names: [String] = []
    var current = ""
    for character in format + " " {
      if character.isLetter || character == "_" || (character.isNumber && !current.isEmpty) {
        current.append(character)
        continue
      }
      if character == ".", !current.isEmpty, !["superview", "safeArea", "margins"].contains(current),
        !names.contains(current), current.allSatisfy(\.isASCII)
      {
        names.append(current)
      }
      current = ""
    }
    return names
  }
}
