import LayoutShot

/// An action shown when a row is swiped (`UIContextualAction`): kept, as a picture shows rows at
/// rest, never swiped.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///   done(true)
/// }
/// ```
@MainActor
open class UIContextualAction: NSObject {
  /// How the action looks (`UIContextualAction.Style`).
  public enum Style: Int, Sendable {
    /// A grey action, or a red one that removes the row.
    case normal, destructive
  }

  /// What runs when the action is tapped: the action, the view it was in, and a completion to
  /// call with whether it was performed.
  public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's style.
  public let style: Style
  /// The action's title.
  open var title: String?
  /// What runs when the action is tapped (never, in a layout).
  public let handler: Handler
  /// The action's background colour (kept).
  open var backgroundColor: UIColor?
  /// The action's image (kept).
  open var image: UIImage?

  /// An action of `style` titled `title`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}
