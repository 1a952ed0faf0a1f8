import LayoutShot

// UIKit's drawing functions (`UIGraphicsBeginImageContextWithOptions` and friends, `UIRectFill`,
// `UIRectFrame`): they draw into the current context of the calling thread
// (`GraphicsContextStack`), as UIKit's do.

/// Starts an image context `size` points large, opaque (black where nothing is drawn) or not, at
/// `scale` pixels per point (0: the screen's), and makes it current.
///
/// ```swift
/// UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 0)
/// UIColor.red.setFill()
/// UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
/// let dot = UIGraphicsGetImageFromCurrentImageContext()
/// UIGraphicsEndImageContext()
/// ```
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let context = CGContext(size: size, scale: scale > 0 ? Double(scale) : LayoutRun.screen?.scale ?? 1)
  if opaque { context.paintBlack(CGRect(origin: .zero, size: size)) }
  GraphicsContextStack.push(context)
}

/// Starts a transparent image context `size` points large at 1 pixel per point.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context has drawn, as an image; `nil` without one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  GraphicsContextStack.current?.image
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
  GraphicsContextStack.pop()
}

/// The context drawing calls draw into on this thread; `nil` outside any.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current
}

/// Makes `context` the current one.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.push(context)
}

/// Ends the context last pushed.
public func UIGraphicsPopContext() {
  GraphicsContextStack.pop()
}

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Draws a frame 1 point wide just inside `rect` in the current fill colour.
///
/// The fill colour, not the stroke colour, as `UIRectFrameUsingBlendMode` documents it
/// (`Documentation/ImageRendering.md#what-is-drawn`).
public func UIRectFrame(_ rect: CGRect) {
  guard let context = UIGraphicsGetCurrentContext() else { return }
  var frame = Path(rect: rect.rect)
  let inner = rect.rect.insetBy(dx: 1, dy: 1)
  if !inner.isEmpty { frame.addRect(inner) }
  context.fillUserPath(frame, rule: .evenOdd)
}
