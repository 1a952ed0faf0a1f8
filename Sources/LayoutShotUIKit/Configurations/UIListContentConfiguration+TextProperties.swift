import LayoutShot

extension UIListContentConfiguration {
  /// How a list configuration's text or secondary text is drawn
  /// (`UIListContentConfiguration.TextProperties`).
  ///
  /// ```swift
  /// content.textProperties.font = .preferredFont(forTextStyle: .headline)
  /// content.secondaryTextProperties.numberOfLines = 1
  /// ```
  public struct TextProperties {
    /// The font.
    public var font: UIFont
    /// The colour, before ``colorTransformer``.
    public var color: UIColor
    /// A change made to ``color`` when drawn.
    public var colorTransformer: UIConfigurationColorTransformer?
    /// How the lines are aligned.
    public var alignment = TextAlignment.natural
    /// How a line too long is broken or truncated.
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The most lines shown; 0 for no limit.
    public var numberOfLines = 0
    /// Whether the font shrinks to fit the width (kept; text is not shrunk).
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to (kept).
    public var minimumScaleFactor: CGFloat = 0
    /// Whether letters tighten before the text is truncated (kept).
    public var allowsDefaultTighteningForTruncation = true
    /// Whether the font follows the content size category.
    public var adjustsFontForContentSizeCategory = true
    /// Whether a truncated text shows its whole text on hover (kept).
    public var showsExpansionTextWhenTruncated = false
    /// A change of case applied to the text when drawn.
    public var transform = TextTransform.none

    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }

    /// ``color`` after ``colorTransformer``.
    public func resolvedColor() -> UIColor {
      colorTransformer?(color) ?? color
    }

    /// These properties with `resolved`'s values where they still have `factory`'s: the defaults
    /// a new state calls for, in what the app did not set.
    func updated(from factory: TextProperties, to resolved: TextProperties) -> TextProperties {
      var properties = self
      if font == factory.font { properties.font = resolved.font }
      if color == factory.color { properties.color = resolved.color }
      if transform == factory.transform { properties.transform = resolved.transform }
      if numberOfLines == factory.numberOfLines { properties.numberOfLines = resolved.numberOfLines }
      return properties
    }

    /// `text` with ``transform`` applied.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized: text.capitalized
      }
    }

    /// How lines are aligned (`UIListContentConfiguration.TextProperties.TextAlignment`).
    public enum TextAlignment: Int, Hashable, Sendable {
      /// By the writing direction: leading.
      case natural
      /// Centred.
      case center
      /// Filling the width (drawn leading here).
      case justified
    }

    /// A change of case (`UIListContentConfiguration.TextProperties.TextTransform`).
    public enum TextTransform: Int, Hashable, Sendable {
      /// As written.
      case none
      /// Capital letters.
      case uppercase
      /// Small letters.
      case lowercase
      /// Each word capitalised.
      case capitalized
    }
  }
}
