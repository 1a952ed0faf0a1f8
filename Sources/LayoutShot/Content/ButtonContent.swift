import Typesetting

/// A button's title and the padding around it.
public struct ButtonContent: Hashable, Sendable {
  /// The title, laid out on one line.
  public var title: TextContent
  /// The space between the title and the button's edges that the intrinsic size includes: the
  /// classic system button's 6 points above and below, plus the button's content insets.
  public var padding: EdgeInsets

  /// A title with the padding around it.
  public init(title: TextContent, padding: EdgeInsets) {
    self.title = title
    self.padding = padding
  }

  /// The title laid out in `frame`, inside the padding, centred as a `UIButton` centres it.
  public func titleLayout(in frame: Rect) -> TextLayout {
    let inner = Rect(
      x: frame.minX + padding.left, y: frame.minY + padding.top,
      width: max(frame.width - padding.left - padding.right, 0),
      height: max(frame.height - padding.top - padding.bottom, 0))
    var title = title
    title.style.alignment = .center
    return title.layout(in: inner)
  }
}
