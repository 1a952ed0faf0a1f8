import Typesetting

// The text of a solved layout, laid out in the views' frames: what a renderer draws.

extension SolvedLayout {
  /// The text of the label or button named `name`, laid out in its snapped frame.
  ///
  /// Coordinates are the root's (points, y downward). The text wraps at the frame's width, shows as
  /// many lines as fit its height, and is centred vertically; a button's title is centred inside
  /// its padding. `nil` for a view without text.
  ///
  /// ```swift
  /// let solved = try LayoutEngine().solve(TypeScale(), on: screen)
  /// let title = solved.textLayout(of: "title")
  /// title?.lines.map(\.text)               // ["LayoutShot"]
  /// let outline = try title?.outlinePath()  // glyph outlines to fill with title's colour
  /// ```
  public func textLayout(of name: String) -> TextLayout? {
    guard let index = layout.viewIndex(named: name) else { return nil }
    return textLayout(ofView: index)
  }

  /// The text of the view at `index` of ``Layout/views``, laid out in its snapped frame.
  public func textLayout(ofView index: Int) -> TextLayout? {
    switch layout.views[index].content {
    case .text(let text): text.layout(in: frames[index])
    case .button(let button): button.titleLayout(in: frames[index])
    case .image, nil: nil
    }
  }
}
