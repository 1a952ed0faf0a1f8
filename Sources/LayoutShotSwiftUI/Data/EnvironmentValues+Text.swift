/// The environment values that text reads beyond the standard ones: case, weight, italic and
/// the lines under and through it.
extension EnvironmentValues {
  /// The case text below is shown in; `nil` for as written.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// The weight of text below that sets none; `nil` for its font's.
  var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }

  /// Whether text below is italic.
  var isItalic: Bool {
    get { self[ItalicKey.self] }
    set { self[ItalicKey.self] = newValue }
  }

  /// The underline of text below, when it is underlined.
  var underline: Text.Decoration? {
    get { self[UnderlineKey.self] }
    set { self[UnderlineKey.self] = newValue }
  }

  /// The strikethrough of text below, when it is struck through.
  var strikethrough: Text.Decoration? {
    get { self[StrikethroughKey.self] }
    set { self[StrikethroughKey.self] = newValue }
  }
}

private enum TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private enum FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private enum ItalicKey: EnvironmentKey { static let defaultValue = false }
private enum UnderlineKey: EnvironmentKey { static let defaultValue: Text.Decoration? = nil }
private enum StrikethroughKey: EnvironmentKey { static let defaultValue: Text.Decoration? = nil }
