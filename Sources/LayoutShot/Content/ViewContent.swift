/// What a view shows besides its style: a label's text, a button's title, an image view's image.
///
/// A ``Layout`` keeps each view's content as a value, with its font already found, so that the
/// engine can measure text again for the width a view gets, and whoever draws a solved layout can
/// lay the text out in the view's frame (``SolvedLayout/textLayout(of:)``).
package enum ViewContent: Hashable, Sendable {
  /// A ``Label``'s text.
  case text(TextContent)
  /// A ``Button``'s title and padding.
  case button(ButtonContent)
  /// An ``ImageView``'s image and how it fits the view.
  case image(ImageContent)

  /// The text this content lays out, if any: a label's text or a button's title.
  package var text: TextContent? {
    switch self {
    case .text(let text): text
    case .button(let button): button.title
    case .image: nil
    }
  }
}
