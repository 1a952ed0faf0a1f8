extension StackView {
  /// How a stack view sizes and places its arranged subviews along its axis
  /// (`UIStackView.Distribution`, with UIKit's raw values).
  ///
  /// ```swift
  /// let buttons = StackView("buttons", arrangedSubviews: [cancel, save])
  /// buttons.distribution = .fillEqually   // two buttons of one width
  /// buttons.spacing = 8
  /// ```
  ///
  /// Each case is the set of constraints UIKit generates (see ``StackView``); the names
  /// (`UISV-fill-equally`, …) are the identifiers diagnostics show.
  public enum Distribution: Int, Hashable, Sendable, CaseIterable {
    /// The views fill the stack, edge to edge with the spacing between them; when they do not fit
    /// exactly, the ones with the lowest hugging priority stretch, or the ones with the lowest
    /// compression resistance shrink (UIKit's default).
    case fill = 0
    /// Every view has the length of the first visible one (`UISV-fill-equally`).
    case fillEqually = 1
    /// Each view's length is the stack's length times its share of the views' intrinsic lengths
    /// plus the spacing (`UISV-fill-proportionally`); a view without an intrinsic length gets 0.
    case fillProportionally = 2
    /// The views keep their intrinsic lengths and the gaps between them are equal, at least the
    /// spacing (`UISV-distributing` guides).
    case equalSpacing = 3
    /// The views' centres are equally far apart, with gaps of at least the spacing
    /// (`UISV-distributing` guides between the centres).
    case equalCentering = 4
  }
}
