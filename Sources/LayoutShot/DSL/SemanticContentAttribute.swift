/// What a view's content means for its direction (`UISemanticContentAttribute`): whether it flips
/// in a right-to-left layout.
///
/// Each view resolves its own attribute against the screen's ``Screen/layoutDirection``
/// (``resolved(against:)``); see ``View/semanticContentAttribute``.
///
/// ```swift
/// let transport = StackView("transport", arrangedSubviews: [rewind, play, forward])
/// transport.semanticContentAttribute = .playback   // left to right on an Arabic screen too
/// ```
public enum SemanticContentAttribute: Int, Hashable, Sendable, CaseIterable {
  /// The default: the view follows the screen's direction.
  case unspecified = 0
  /// Playback controls (play, rewind, fast-forward, a scrubber), which stay left to right.
  case playback = 1
  /// Controls whose meaning is a direction (a text-alignment control, a D-pad), which stay left
  /// to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4

  /// The direction a view with this attribute lays out in when the ambient direction is
  /// `direction`: `direction` for ``unspecified``, left to right for ``playback``, ``spatial``
  /// and ``forceLeftToRight``, right to left for ``forceRightToLeft``.
  ///
  /// ```swift
  /// SemanticContentAttribute.playback.resolved(against: .rightToLeft)   // .leftToRight
  /// ```
  public func resolved(against direction: LayoutDirection) -> LayoutDirection {
    switch self {
    case .unspecified: direction
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }
}

extension View {
  /// The direction the view's own content and arrangement follow
  /// (`effectiveUserInterfaceLayoutDirection`): its ``semanticContentAttribute`` resolved against
  /// the screen the running layout program lays out for (left to right outside a program's
  /// body).
  ///
  /// It decides a label's ``TextAlignment/natural`` alignment, the order of a horizontal
  /// ``StackView``'s arranged subviews, whether an ``ImageView`` mirrors an image marked
  /// ``ImageAsset/flipsForRightToLeftLayoutDirection``, the sides of the view's
  /// ``directionalLayoutMargins``, and where leading and trailing are for the constraints the
  /// view holds (see ``semanticContentAttribute``).
  public var effectiveLayoutDirection: LayoutDirection {
    effectiveLayoutDirection(on: LayoutRun.screen?.layoutDirection ?? .leftToRight)
  }

  /// The view's direction on a screen laid out in `direction`: its ``semanticContentAttribute``
  /// resolved against it.
  ///
  /// Only the view's own attribute counts: a superview's forced attribute is
  /// not inherited.
  public func effectiveLayoutDirection(on direction: LayoutDirection) -> LayoutDirection {
    semanticContentAttribute.resolved(against: direction)
  }
}
