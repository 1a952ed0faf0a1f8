import Typesetting

// What labels and buttons share: finding their font and freezing their text.

extension View {
  /// The text content of a label or button, its font found in the shared registry.
  ///
  /// - Throws: ``LayoutError/fontUnavailable(view:font:reason:location:)``.
  func textContent(
    _ text: String, font descriptor: FontDescriptor, color: Color, style: ParagraphStyle,
    preferredMaxLayoutWidth: Double?, wrapsToSolvedWidth: Bool, insets: EdgeInsets = .zero,
    isTopAligned: Bool = false
  ) throws(LayoutError) -> TextContent {
    let font: SizedFont
    do {
      font = try descriptor.resolved(in: .shared)
    } catch {
      throw .fontUnavailable(
        view: displayName, font: descriptor.description, reason: error.description, location: creationLocation
      )
    }
    return TextContent(
      text: text, font: font, color: color, style: style, preferredMaxLayoutWidth: preferredMaxLayoutWidth,
      wrapsToSolvedWidth: wrapsToSolvedWidth, insets: insets, isTopAligned: isTopAligned)
  }
}
