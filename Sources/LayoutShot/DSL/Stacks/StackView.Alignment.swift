extension StackView {
  /// How a stack view places its arranged subviews across its axis
  /// (`UIStackView.Alignment`, with UIKit's raw values).
  ///
  /// ```swift
  /// let row = StackView("row", arrangedSubviews: [icon, title])
  /// row.alignment = .center          // each view keeps its intrinsic height, centred
  /// row.alignment = .firstBaseline   // text views line up on their first baselines
  /// ```
  ///
  /// Only ``fill`` stretches the views across the axis; the others give each view its intrinsic
  /// size across the axis (or 0, through `UISV-ambiguity-suppression`, when it has none).
  public enum Alignment: Int, Hashable, Sendable, CaseIterable {
    /// The views fill the stack across its axis (UIKit's default).
    case fill = 0
    /// The views line up on their leading edges (a vertical stack) or top edges (a horizontal one).
    case leading = 1
    /// In a horizontal stack, the views line up on their first baselines (a view without text on
    /// its top edge); in a vertical stack, the same as ``leading``.
    case firstBaseline = 2
    /// The views are centred across the axis.
    case center = 3
    /// The views line up on their trailing edges (a vertical stack) or bottom edges (a horizontal
    /// one).
    case trailing = 4
    /// In a horizontal stack, the views line up on their last baselines (a view without text on
    /// its bottom edge); in a vertical stack, the same as ``trailing``.
    case lastBaseline = 5

    /// UIKit's name for ``leading`` in a horizontal stack.
    public static let top = Alignment.leading
    /// UIKit's name for ``trailing`` in a horizontal stack.
    public static let bottom = Alignment.trailing
  }
}
