import LayoutShot

// Drawing strings into the current context (`NSString.draw(at:withAttributes:)`,
// `draw(in:withAttributes:)`, `NSAttributedString.draw(at:)`, `draw(in:)`): laid out as a label
// lays them out, their glyph outlines filled in the context, their attachments drawn.

/// Draws runs of text into the current context.
enum StringDrawing {
  /// Draws `runs` (text without a colour in black, as UIKit's string drawing does; without a
  /// font in the 12-point system font) with their top-left corner at `rect`'s origin: on one
  /// line when `wraps` is false, else wrapped at `rect`'s width and clipped to it.
  static func draw(_ runs: [AttributedRun], font: UIFont?, in rect: CGRect, wraps: Bool) {
    guard let context = UIGraphicsGetCurrentContext(),
      let layout = StringMeasure.layout(
        of: runs, font: font ?? StringMeasure.defaultFont, with: rect.size,
        options: wraps ? .usesLineFragmentOrigin : [])
    else { return }
    let placed = layout.offsetBy(dx: Double(rect.minX), dy: Double(rect.minY))
    context.saveGState()
    if wraps { context.clip(to: rect) }
    let black = Color(white: 0)
    context.draw(placed) { run in runs.indices.contains(run) ? runs[run].color ?? black : black }
    for line in placed.lines {
      for box in line.boxes {
        guard let image = runs[box.run].attachment?.image else { continue }
        context.draw(image, in: CGRect(box.rect))
      }
    }
    context.restoreGState()
  }

  /// The runs of a plain string in `attributes`.
  static func runs(of string: String, attributes: [NSAttributedString.Key: Any]?) -> [AttributedRun] {
    [AttributedRun(string, color: (attributes?[.foregroundColor] as? UIColor)?.cgColor.layoutShotColor)]
  }
}

extension NSString {
  /// Draws the string on one line with its top-left corner at `point`, in `attrs`' `.font`
  /// (12-point system font when none) and `.foregroundColor` (black when none).
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(
      StringDrawing.runs(of: String(self), attributes: attrs), font: attrs?[.font] as? UIFont,
      in: CGRect(origin: point, size: .zero), wraps: false)
  }

  /// Draws the string wrapped in `rect`, clipped to it.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(
      StringDrawing.runs(of: String(self), attributes: attrs), font: attrs?[.font] as? UIFont, in: rect,
      wraps: true)
  }
}

extension StringProtocol {
  /// Draws the string on one line with its top-left corner at `point`, as `NSString`'s
  /// `draw(at:withAttributes:)`.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSString(string: String(self)).draw(at: point, withAttributes: attrs)
  }

  /// Draws the string wrapped in `rect`, as `NSString`'s `draw(in:withAttributes:)`.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
    NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
  }
}

extension NSAttributedString {
  /// Draws the text on one line with its top-left corner at `point`, run by run.
  public func draw(at point: CGPoint) {
    StringDrawing.draw(
      UILabel.runs(of: self), font: nil, in: CGRect(origin: point, size: .zero), wraps: false)
  }

  /// Draws the text wrapped in `rect`, clipped to it, run by run.
  public func draw(in rect: CGRect) {
    StringDrawing.draw(UILabel.runs(of: self), font: nil, in: rect, wraps: true)
  }
}
