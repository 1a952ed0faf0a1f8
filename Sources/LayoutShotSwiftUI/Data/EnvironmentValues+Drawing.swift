import LayoutShot

/// The environment values that drawing reads: the foreground styles and the tint.
extension EnvironmentValues {
  /// The foreground styles `foregroundStyle(_:)` set, resolved where they were set (primary,
  /// secondary, tertiary); empty when none was set.
  var foregroundStyles: [ResolvedStyle] {
    get { self[ForegroundStylesKey.self] }
    set { self[ForegroundStylesKey.self] = newValue }
  }

  /// The tint `tint(_:)` set; `nil` for the accent colour.
  var tint: ResolvedStyle? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// The opacity of each hierarchical level of one foreground colour: 100, 50, 25 and 18 %
  /// (Documentation/SwiftUIDrawing.md#hierarchical-styles).
  static let hierarchicalOpacities = [1, 0.5, 0.25, 0.18]

  /// The label colour of each hierarchical level, with no foreground set.
  static let hierarchicalLabelColors: [Render.Color] = [
    .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel,
  ]

  /// The foreground at hierarchical `level` (0 primary … 3 quaternary): the styles
  /// `foregroundStyle(_:_:)` set (past the last one, the last); else one style or the
  /// `foregroundColor(_:)` colour made fainter; else the label colours.
  func foregroundStyle(level: Int) -> ResolvedStyle {
    let level = min(max(level, 0), 3)
    switch foregroundStyles.count {
    case 0:
      guard let color = foregroundColor else { return .color(Self.hierarchicalLabelColors[level]) }
      return .color(color.coreColor.withAlphaMultiplied(by: Self.hierarchicalOpacities[level]))
    case 1: return foregroundStyles[0].opacity(Self.hierarchicalOpacities[level])
    default: return foregroundStyles[min(level, foregroundStyles.count - 1)]
    }
  }

  /// The tint as a style: what `tint(_:)` set, else the accent colour.
  var tintStyle: ResolvedStyle { tint ?? .color(Color.accentColor.coreColor) }
}

private enum ForegroundStylesKey: EnvironmentKey { static let defaultValue: [ResolvedStyle] = [] }
private enum TintKey: EnvironmentKey { static let defaultValue: ResolvedStyle? = nil }

extension EnvironmentValues {
  /// Whether controls below are enabled (`disabled(_:)` turns it off).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Why the contents below are redacted; empty when they are not.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

private enum IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private enum RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
  /// The opacity of the bars and boxes drawn for redacted contents, of their foreground colour
  /// (Documentation/SwiftUIDrawing.md#redaction).
  static let redactionOpacity = 0.16

  /// The colour a view whose foreground is `foreground` is drawn in as a placeholder, when the
  /// contents here are redacted as placeholders; `nil` when they are not.
  func redactionColor(for foreground: Render.Color) -> Render.Color? {
    redactionReasons.contains(.placeholder) ? foreground.withAlphaMultiplied(by: Self.redactionOpacity) : nil
  }
}
