import Foundation

/// The environment values that text reads beyond the standard ones: case, weight, italic, the
/// lines under and through it, its design and digits, its spacing, shrinking and baseline offset.
extension EnvironmentValues {
  /// Points between the lines of text below (0 by default).
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// The smallest share of its size text below shrinks to when it does not fit (1 by default:
  /// it does not shrink).
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  /// Points added after each character of text below that sets none (`kerning(_:)`).
  var kerning: CGFloat? {
    get { self[KerningKey.self] }
    set { self[KerningKey.self] = newValue }
  }

  /// Points added after each character of text below that sets none (`tracking(_:)`).
  var tracking: CGFloat? {
    get { self[TrackingKey.self] }
    set { self[TrackingKey.self] = newValue }
  }

  /// The design of text below that sets none; `nil` for its font's.
  var fontDesign: Font.Design? {
    get { self[FontDesignKey.self] }
    set { self[FontDesignKey.self] = newValue }
  }

  /// Whether text below is set in the monospaced design.
  var isMonospaced: Bool {
    get { self[MonospacedKey.self] }
    set { self[MonospacedKey.self] = newValue }
  }

  /// Whether the digits of text below are tabular.
  var usesTabularDigits: Bool {
    get { self[TabularDigitsKey.self] }
    set { self[TabularDigitsKey.self] = newValue }
  }

  /// Points text below that sets none is raised above its baseline.
  var baselineOffset: CGFloat? {
    get { self[BaselineOffsetKey.self] }
    set { self[BaselineOffsetKey.self] = newValue }
  }

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

private enum FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
private enum MonospacedKey: EnvironmentKey { static let defaultValue = false }
private enum TabularDigitsKey: EnvironmentKey { static let defaultValue = false }
private enum LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private enum MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private enum KerningKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private enum TrackingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private enum BaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private enum TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private enum FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private enum ItalicKey: EnvironmentKey { static let defaultValue = false }
private enum UnderlineKey: EnvironmentKey { static let defaultValue: Text.Decoration? = nil }
private enum StrikethroughKey: EnvironmentKey { static let defaultValue: Text.Decoration? = nil }
