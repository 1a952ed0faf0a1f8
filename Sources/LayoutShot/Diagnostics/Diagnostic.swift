/// Something about a solved layout that its author should know: conflicting constraints, a frame
/// the constraints do not pin down, a view no constraint mentions, an impossible size.
///
/// Diagnostics come back with the ``SolvedLayout``; nothing is printed and nothing stops, as UIKit
/// logs a conflict and carries on with one constraint broken.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem.
  public enum Kind: String, Hashable, Sendable {
    /// Required constraints that cannot all hold; one was broken to recover.
    case unsatisfiable
    /// Views whose frames the constraints do not determine.
    case ambiguous
    /// A view no constraint mentions.
    case unusedView = "unused-view"
    /// A view that ends with a negative or non-finite size.
    case invalidSize = "invalid-size"
    /// The safe areas and margins of views, or the heights of wrapping labels, did not settle after
    /// several passes.
    case notConverged = "not-converged"
    /// A label or button shows characters its font has no glyph for; they are drawn as the font's
    /// `.notdef` box.
    case missingGlyphs = "missing-glyphs"
    /// Text its frame cuts short: it needs more lines, width or height than it has, and is drawn
    /// truncated or clipped.
    case truncatedText = "truncated-text"
    /// A view drawn outside the screen, in part or whole.
    case offScreen = "off-screen"
    /// A geometry reader that takes all the length its stack offers it without using it, so that
    /// the stack fills everything it is offered.
    case greedyGeometryReader = "greedy-geometry-reader"
  }

  /// A constraint as a diagnostic shows it.
  public struct ConstraintReport: Hashable, Sendable, CustomStringConvertible {
    /// The constraint in anchor notation, such as `red.width == 2 * blue.width @750`.
    public var text: String
    /// Where it was made; `nil` for the constraints LayoutShot makes itself (the screen's size,
    /// a guide's insets, an intrinsic size).
    public var location: SourceLocation?

    public var description: String {
      location.map { "\($0): \(text)" } ?? text
    }
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// One sentence.
  public var message: String
  /// The views concerned.
  public var views: [String]
  /// The attributes that can move, for an ambiguous layout (`card.x`, `card.width`).
  public var attributes: [String]
  /// The minimal set of conflicting required constraints, for an unsatisfiable layout.
  public var constraints: [ConstraintReport]
  /// The constraint broken to recover, for an unsatisfiable layout.
  public var brokenConstraint: ConstraintReport?

  /// A diagnostic; only the kind and the message are needed, the rest depends on the kind.
  public init(
    kind: Kind, message: String, views: [String] = [], attributes: [String] = [],
    constraints: [ConstraintReport] = [], brokenConstraint: ConstraintReport? = nil
  ) {
    self.kind = kind
    self.message = message
    self.views = views
    self.attributes = attributes
    self.constraints = constraints
    self.brokenConstraint = brokenConstraint
  }

  /// The diagnostic as text, in the manner of UIKit's console messages.
  public var description: String {
    var lines = [message]
    if !constraints.isEmpty {
      lines += constraints.map { "    \($0)" }
    }
    if let brokenConstraint {
      lines.append("Will attempt to recover by breaking constraint")
      lines.append("    \(brokenConstraint)")
    }
    if !attributes.isEmpty {
      lines.append("    free to move: " + attributes.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}
