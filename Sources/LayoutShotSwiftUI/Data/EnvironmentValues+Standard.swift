import Foundation

/// The environment values LayoutShot itself reads and sets: the screen's traits, fonts and
/// colours of text, and text layout.
extension EnvironmentValues {
  /// Light or dark: the screen's appearance unless a view overrides it.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The direction leading-to-trailing content runs in: the screen's.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The font of text that sets none; `nil` for body.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The colour of text and symbols that set none; `nil` for the primary label colour.
  var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }

  /// How lines of multi-line text line up.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// The most lines text shows; `nil` for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// Where text that does not fit is cut.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// The screen's scale: points to pixels.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// Whether text is made bold by `.bold()` on a container.
  var isBold: Bool {
    get { self[BoldKey.self] }
    set { self[BoldKey.self] = newValue }
  }
}

private enum ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private enum LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private enum FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private enum ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private enum MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private enum LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private enum TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private enum DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }
private enum BoldKey: EnvironmentKey { static let defaultValue = false }

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  case light
  case dark
}

/// How the lines of multi-line text line up.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading
  case center
  case trailing
}
