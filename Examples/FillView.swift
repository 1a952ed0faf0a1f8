import LayoutShot

/// A view that exactly covers another, written as equation strings: `v1` fills `v2`, and `v2` sits
/// 20 points inside the root's layout margins.
///
/// The lesson: an equation string says one constraint the way it reads on paper,
/// `v1.top = v2.top`, and `constraints(withEquations:views:)` reads several, one per line. Four of
/// them make one view fill another, which takes four multi-line item-and-attribute initializers in
/// UIKit, and `margins` names the layout margins guide of the other item's superview, so `v2` is
/// placed with equation strings too. Everything is determined on every screen.
///
/// Ported from the article that introduces the "non-visual format" with these four strings (it
/// pins `v1` to `v2` by left and right, as here); the article leaves `v2`'s place to the reader.
public struct FillView: LayoutProgram {
  public init() {}

  public func body(root: View, screen: Screen) -> LayoutBody {
    let v1 = View("v1")
    v1.backgroundColor = .systemBlue.withAlphaComponent(0.5)
    let v2 = View("v2")
    v2.backgroundColor = .systemGray6
    // `v2` first, so that `v1` draws over it.
    root.addSubviews(v2, v1)
    // The body cannot throw and a result builder has no `catch`, so the equations are parsed by
    // `fillConstraints(for:)`, which returns the constraints of the groups that parse and the error
    // of each that does not, rather than trapping (a `try!` would also stop every layout rendered
    // after this one). A format error is a bug in this example, and it shows twice: the views lack
    // the group's constraints, which the engine reports (ambiguous views), and `formatErrors()`
    // returns the error with its caret; the example tests expect none.
    LayoutConstraint.activate(Self.fillConstraints(for: ["v1": v1, "v2": v2]).constraints)
  }

  /// The errors of the example's equation strings: empty unless the example has a bug.
  public static func formatErrors() -> [FormatError] {
    let root = View("root")
    let v1 = View("v1")
    let v2 = View("v2")
    root.addSubviews(v2, v1)
    // A view does not keep its superview alive, and `margins` needs it.
    return withExtendedLifetime(root) { fillConstraints(for: ["v1": v1, "v2": v2]).errors }
  }

  /// The constraints of the equation strings, and the error of each group that did not parse.
  private static func fillConstraints(for views: [String: LayoutItem])
    -> (constraints: [LayoutConstraint], errors: [FormatError])
  {
    var constraints: [LayoutConstraint] = []
    var errors: [FormatError] = []
    func add(_ equations: String, line: Int = #line) {
      do {
        constraints += try LayoutConstraint.constraints(withEquations: equations, views: views, line: line)
      } catch {
        errors.append(error)
      }
    }
    // v1 fills v2: the article's four strings, `=` as in the article (`==` works as well).
    add(
      """
      v1.top = v2.top
      v1.bottom = v2.bottom
      v1.left = v2.left
      v1.right = v2.right
      """)
    // v2 keeps 20 points inside the root's layout margins: `margins` is the layout margins guide of
    // v2's superview. The bottom and trailing constants are negative: the equation reads
    // `v2.bottom = margins.bottom - 20`, so v2 ends 20 points before the guide does.
    add(
      """
      v2.top = margins.top + 20
      v2.bottom = margins.bottom - 20
      v2.leading = margins.leading + 20
      v2.trailing = margins.trailing - 20
      """)
    return (constraints, errors)
  }
}
