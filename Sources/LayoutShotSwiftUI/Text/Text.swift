import Foundation
import LayoutShot

/// Read-only text: SwiftUI's `Text`, typeset by the core with the system font
/// (Documentation/SwiftUILayout.md#text, Documentation/SwiftUIDrawing.md#text).
///
/// It wraps at the width it is proposed and is as wide as its longest line; proposed no width it
/// is one line (its ideal size). Its height is its lines', rounded up to the pixel. Texts joined
/// with `+` keep each its own font, weight, colour and decorations; a string literal's markdown
/// (`**bold**`, `*italic*`, `` `code` ``, `~~struck~~`, `[link](url)`) is shown styled.
///
/// ```swift
/// Text("Ada Lovelace").font(.headline)
/// Text(biography).lineLimit(3).foregroundColor(.secondary)
/// Text("Total ").bold() + Text(price, format: .currency(code: "EUR")).foregroundStyle(.secondary)
/// ```
public struct Text: Equatable {
  /// A stretch of the text with its own look; what a run does not set, the text around it does.
  struct Run: Equatable {
    var string: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var style: AnyShapeStyle?
    /// Whether the run is a markdown link, drawn in the tint.
    var isLink = false
    /// The underline's colour (`nil` for the text's) when the run is underlined.
    var underline: Decoration?
    /// The strikethrough's colour (`nil` for the text's) when the run is struck through.
    var strikethrough: Decoration?
    /// Points added after each character by `kerning(_:)`, when set.
    var kerning: CGFloat?
    /// Points added after each character by `tracking(_:)`, when set.
    var tracking: CGFloat?
    /// Points the run is raised above the baseline, when set.
    var baselineOffset: CGFloat?
    /// The design of its font, when set (`fontDesign(_:)`).
    var design: Font.Design?
    /// Whether it is set in the monospaced design (`monospaced()`).
    var isMonospaced = false
    /// Whether its digits are tabular (`monospacedDigit()`).
    var usesTabularDigits = false
  }

  /// A line drawn under or through a run, in a colour of its own or the text's.
  struct Decoration: Equatable {
    var color: Color?
  }

  var runs: [Run]

  /// Text showing `key`, its markdown styled (Documentation/SwiftUIDrawing.md#markdown).
  public init(_ key: LocalizedStringKey) { runs = key.styledRuns() }

  /// Text showing `content` as it is (a string literal is a ``LocalizedStringKey`` instead).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

  /// Text showing `content` as it is, never localised.
  public init(verbatim content: String) { runs = [Run(string: content)] }

  /// Text showing `input` formatted by `format`.
  ///
  /// ```swift
  /// Text(0.256, format: .percent)          // "25.6%"
  /// ```
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(verbatim: format.formatted(input))
  }

  init(runs: [Run]) { self.runs = runs }

  /// The characters shown.
  var string: String { runs.map(\.string).joined() }

  public typealias Body = Never

  /// Where text that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  /// How the letters of text are cased.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  /// The two texts one after the other, each keeping its own look.
  ///
  /// ```swift
  /// Text("Hello, ") + Text("world").bold()
  /// ```
  public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

  /// This text in `font`, where a run sets none.
  public func font(_ font: Font?) -> Text { with { $0.font = $0.font ?? font } }

  /// This text in `weight`, where a run sets none.
  public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = $0.weight ?? weight } }

  /// This text in bold.
  public func bold() -> Text { fontWeight(.bold) }

  /// This text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

  /// This text in italic.
  public func italic() -> Text { with { $0.isItalic = true } }

  /// This text in italic when `isActive`.
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

  /// This text in `color`, where a run sets none.
  public func foregroundColor(_ color: Color?) -> Text {
    with { $0.style = $0.style ?? color.map(AnyShapeStyle.init) }
  }

  /// This text in `style`, where a run sets none: a colour, a hierarchical level of the foreground
  /// around it, the tint, or a gradient spread over the text's frame and filling its glyphs
  /// (Documentation/SwiftUIDrawing.md#text-in-a-gradient).
  ///
  /// ```swift
  /// Text("Premium").font(.largeTitle.bold())
  ///   .foregroundStyle(LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing))
  /// ```
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    with { $0.style = $0.style ?? AnyShapeStyle(style) }
  }

  /// This text underlined when `isActive`, in `color` (the text's when `nil`).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    with { $0.underline = isActive ? Decoration(color: color) : nil }
  }

  /// This text struck through when `isActive`, in `color` (the text's when `nil`).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    with { $0.strikethrough = isActive ? Decoration(color: color) : nil }
  }

  /// This text in `design`, where a run sets none: the system font here, the monospaced design
  /// with tabular digits (Documentation/SwiftUIDrawing.md#font-designs).
  ///
  /// ```swift
  /// Text("42").font(.largeTitle).fontDesign(.rounded)
  /// ```
  public func fontDesign(_ design: Font.Design?) -> Text { with { $0.design = $0.design ?? design } }

  /// This text with its font's width; every width draws in the system font here.
  public func fontWidth(_ width: Font.Width?) -> Text { self }

  /// This text with digits of one width, each as wide as the widest
  /// (Documentation/SwiftUIDrawing.md#font-designs).
  ///
  /// ```swift
  /// Text(timeRemaining).monospacedDigit()
  /// ```
  public func monospacedDigit() -> Text { with { $0.usesTabularDigits = true } }

  /// This text in the monospaced design when `isActive`: the system font with tabular digits here
  /// (Documentation/SwiftUIDrawing.md#font-designs).
  public func monospaced(_ isActive: Bool = true) -> Text {
    isActive ? with { $0.isMonospaced = true } : self
  }

  /// This text with `kerning` points added after each character, where a run sets none; with
  /// `tracking(_:)` as well, both are added (Documentation/SwiftUIDrawing.md#text).
  ///
  /// ```swift
  /// Text("AVIATION").kerning(2)
  /// ```
  public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = $0.kerning ?? kerning } }

  /// This text with `tracking` points added after each character, where a run sets none
  /// (Documentation/SwiftUIDrawing.md#text).
  ///
  /// ```swift
  /// Text("SOLD OUT").tracking(3)
  /// ```
  public func tracking(_ tracking: CGFloat) -> Text { with { $0.tracking = $0.tracking ?? tracking } }

  /// This text raised `baselineOffset` points above the baseline (lowered when negative), where a
  /// run sets none; its line grows to hold it (Documentation/SwiftUIDrawing.md#text).
  ///
  /// ```swift
  /// Text("E = mc") + Text("2").font(.caption).baselineOffset(8)
  /// ```
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    with { $0.baselineOffset = $0.baselineOffset ?? baselineOffset }
  }

  private func with(_ change: (inout Run) -> Void) -> Text {
    var text = self
    for index in text.runs.indices { change(&text.runs[index]) }
    return text
  }
}

extension Text: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let base = environment.font ?? .body
    let label = LayoutShot.Label(text: "")
    label.font = base.descriptor
    label.adjustsFontForContentSizeCategory = true
    label.overrideContentSize = environment.dynamicTypeSize.category
    let foreground = environment.foregroundStyle(level: 0).representativeColor
    label.textColor = foreground
    label.numberOfLines = environment.lineLimit ?? 0
    label.textAlignment = environment.multilineTextAlignment.coreAlignment
    label.lineBreakMode = environment.truncationMode.lineBreakMode
    label.lineSpacing = Double(environment.lineSpacing)
    label.minimumScaleFactor = Double(min(max(environment.minimumScaleFactor, 0), 1))
    let styles = runs.map { $0.resolvedStyle(in: environment) }
    // A run in a gradient is drawn by the node, its glyphs filled with it; the label's are clear.
    let gradients = styles.map { style -> ResolvedStyle? in
      if case .gradient = style { style } else { nil }
    }
    let styled = runs.indices.map { index in
      let run = runs[index]
      var styled = AttributedRun(
        environment.textCase.map { run.string.cased($0) } ?? run.string,
        font: run.resolvedFont(base: base, in: environment).descriptor,
        color: gradients[index] == nil ? styles[index].representativeColor : .clear)
      styled.kern = Double(
        (run.kerning ?? environment.kerning ?? 0) + (run.tracking ?? environment.tracking ?? 0))
      styled.baselineOffset = Double(run.baselineOffset ?? environment.baselineOffset ?? 0)
      return styled
    }
    if styled.count == 1, styled[0].kern == 0, styled[0].baselineOffset == 0 {
      label.text = styled[0].text
      label.font = styled[0].font ?? base.descriptor
      label.textColor = styled[0].color ?? foreground
    } else {
      label.attributedRuns = styled
    }
    let decorations = zip(runs, styles).map { run, style in
      RunDecorations(
        underline: (run.underline ?? environment.underline).map {
          $0.color?.coreColor ?? style.representativeColor
        },
        strikethrough: (run.strikethrough ?? environment.strikethrough).map {
          $0.color?.coreColor ?? style.representativeColor
        })
    }
    return [
      TextNode(
        label: label, scale: environment.displayScale,
        redactionColor: environment.redactionColor(for: foreground),
        decorations: decorations.contains { !$0.isEmpty } ? decorations : [],
        reservedLines: environment.reservedLines,
        gradients: gradients.contains { $0 != nil } ? gradients : [])
    ]
  }
}

extension Text.Run {
  /// The run's font: its own, else `base`, in its weight (or bold when the text around is),
  /// italic when it is, in its design or the one around, its digits tabular when either's are.
  func resolvedFont(base: Font, in environment: EnvironmentValues) -> Font {
    var font = self.font ?? base
    if let weight = weight ?? environment.fontWeight {
      font = font.weight(weight)
    } else if environment.isBold {
      font = font.weight(.bold)
    }
    if isItalic || environment.isItalic { font = font.italic() }
    if isMonospaced || environment.isMonospaced {
      font = font.monospaced()
    } else if let design = design ?? environment.fontDesign {
      font = font.design(design)
    }
    if usesTabularDigits || environment.usesTabularDigits { font = font.monospacedDigit() }
    return font
  }

  /// The run's style: the tint for a link, else its own, else the foreground.
  func resolvedStyle(in environment: EnvironmentValues) -> ResolvedStyle {
    if isLink { return environment.tintStyle }
    return style?.resolved(in: environment) ?? environment.foregroundStyle(level: 0)
  }
}

extension String {
  /// The string in `textCase`.
  func cased(_ textCase: Text.Case) -> String {
    switch textCase {
    case .uppercase: uppercased()
    case .lowercase: lowercased()
    }
  }
}

extension TextAlignment {
  /// The core's alignment of lines.
  var coreAlignment: Typesetting.TextAlignment {
    switch self {
    case .leading: .natural
    case .center: .center
    case .trailing: .right
    }
  }
}

extension Text.TruncationMode {
  /// The core's line break mode for text cut this way.
  var lineBreakMode: LineBreakMode {
    switch self {
    case .head: .byTruncatingHead
    case .tail: .byTruncatingTail
    case .middle: .byTruncatingMiddle
    }
  }
}

extension Text: View {}
