/// The shadow a view casts (`CALayer`'s `shadowColor`, `shadowOpacity`, `shadowOffset`,
/// `shadowRadius` and `shadowPath`), drawn under the view as Core Animation draws it.
///
/// The shadow's shape is the alpha of everything the view draws — its background, drawing,
/// content, subviews and border, composited — or, when ``path`` is set, that path filled (in the
/// view's bounds' coordinates, as `shadowPath` is in the layer's). It is moved by ``offset``,
/// blurred by a Gaussian whose standard deviation is ``radius``, and drawn in ``color`` at
/// ``opacity``. The view's alpha applies to it as to the rest of the view, and a dynamic colour
/// is resolved for the view's appearance. A view that clips to its bounds clips its own shadow
/// away, as `masksToBounds` does (which is why apps put a shadow on a container view); a
/// superview that clips to its bounds clips the shadow like any other content.
///
/// **The blur.** Apple documents `shadowRadius` only as "the blur radius (in points) used to
/// render the layer's shadow". Its standard deviation is the radius itself: Bjango's
/// measurements ("Matching drop shadows across CSS, Android, iOS, Figma, and Sketch",
/// bjango.com) find that iOS blurs twice as much as CSS, Figma and Sketch for the same number,
/// so that a design's blur `b` is matched with `shadowRadius = b / 2` (the usual Sketch-to-UIKit
/// helpers do the same); and CSS defines a blur radius `b` as a Gaussian of standard deviation
/// `b / 2` (CSS Backgrounds and Borders 3, §7.2 "shadow-blur"). So σ = `shadowRadius`.
///
/// ```swift
/// let card = View("card")
/// card.backgroundColor = .systemBackground
/// card.cornerRadius = 12
/// card.shadow = Shadow(color: .black, opacity: 0.2, offset: Size(width: 0, height: 4), radius: 8)
/// ```
public struct Shadow: Hashable, Sendable {
  /// The colour (`shadowColor`); black by default, as in Core Animation.
  public var color: Color
  /// The opacity, 0...1, multiplying the colour's own alpha (`shadowOpacity`).
  public var opacity: Double
  /// How far the shadow is moved, in points; positive is right and down (`shadowOffset`).
  ///
  /// Core Animation's default, (0, −3), moves it up.
  public var offset: Size
  /// The blur radius, in points: the standard deviation of the Gaussian blur (`shadowRadius`);
  /// 0 for a sharp shadow.
  public var radius: Double
  /// The shape that casts the shadow, in the view's bounds' coordinates (`shadowPath`); `nil`
  /// (the default) for the view's own content.
  public var path: Path?

  /// A shadow; the defaults are Core Animation's, except the opacity (0 there, meaning no shadow;
  /// here a view without a shadow has ``View/shadow`` `nil`).
  public init(
    color: Color = .black, opacity: Double = 1, offset: Size = Size(width: 0, height: -3), radius: Double = 3,
    path: Path? = nil
  ) {
    self.color = color
    self.opacity = opacity
    self.offset = offset
    self.radius = radius
    self.path = path
  }
}
