/// Why a solved layout could not be drawn as a ``Scene``.
///
/// ```swift
/// do {
///   let scene = try solved.scene(options: .review)
/// } catch {
///   print(error)  // The text 'Hello' of 'title' cannot be drawn in 'Inter Bold 17 pt': …
/// }
/// ```
public enum SceneBuildError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The screen's size or scale cannot make a scene.
  case invalidScene(SceneError)
  /// A glyph of a text has outline data the font cannot give: `reason` is the font error's
  /// description, which names the table and the byte offset.
  case unreadableText(view: String, text: String, font: String, reason: String)
  /// The font of the name tags (``SceneOptions/nameTagFont``) cannot be found or read; `reason`
  /// says which files were looked for and how to install one.
  case nameTagFontUnavailable(font: String, reason: String)

  /// One sentence that says what is wrong, then the font's own explanation where there is one.
  public var description: String {
    switch self {
    case .invalidScene(let error):
      error.description
    case .unreadableText(let view, let text, let font, let reason):
      "The text '\(text)' of '\(view)' cannot be drawn in '\(font)': \(reason)"
    case .nameTagFontUnavailable(let font, let reason):
      "The font '\(font)' of the name tags is not available. \(reason)"
    }
  }
}
