import Foundation
import LayoutShot

/// Read-only text: SwiftUI's `Text`, typeset by the core with the system font
/// (Documentation/SwiftUILayout.md#text).
///
/// It wraps at the width it is proposed and is as wide as its longest line; proposed no width it
/// is one line (its ideal size). Its height is its lines', rounded up to the pixel.
///
/// ```swift
/// Text("Ada Lovelace").font(.headline)
/// Text(biography).lineLimit(3).foregroundColor(.secondary)
/// ```
public struct Text: Equatable {
  let content: String
  var font: Font?
  var weight: Font.Weight?
  var isItalic = false
  var style: AnyShapeStyle?

  /// Text showing `key` as written.
  public init(_ key: LocalizedStringKey) { content = key.text }

  /// Text showing `content`.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Text showing `content` as it is, never localised.
  public init(verbatim content: String) { self.content = content }

  public typealias Body = Never

  /// Where text that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  /// This text in `font`.
  public func font(_ font: Font?) -> Text { with { $0.font = font } }

  /// This text in `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }

  /// This text in bold.
  public func bold() -> Text { fontWeight(.bold) }

  /// This text in bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

  /// This text in italic.
  public func italic() -> Text { with { $0.isItalic = true } }

  /// This text in `color`.
  public func foregroundColor(_ color: Color?) -> Text { with { $0.style = color.map(AnyShapeStyle.init) } }

  /// This text in `style`: a colour, a hierarchical level of the foreground around it, the tint
  /// (a gradient draws the text in its first colour, Documentation/SwiftUIDrawing.md#text-in-a-gradient).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with { $0.style = AnyShapeStyle(style) } }

  private func with(_ change: (inout Text) -> Void) -> Text {
    var text = self
    change(&text)
    return text
  }
}

extension Text: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    var font = (self.font ?? environment.font ?? .body)
    if let weight { font = font.weight(weight) } else if environment.isBold { font = font.weight(.bold) }
    if isItalic { font = font.italic() }
    let label = LayoutShot.Label(text: content)
    label.font = font.descriptor
    label.adjustsFontForContentSizeCategory = true
    label.textColor =
      (style?.resolved(in: environment) ?? environment.foregroundStyle(level: 0)).representativeColor
    label.numberOfLines = environment.lineLimit ?? 0
    label.textAlignment = environment.multilineTextAlignment.coreAlignment
    label.lineBreakMode = environment.truncationMode.lineBreakMode
    let redaction = environment.redactionColor(for: label.textColor)
    return [TextNode(label: label, scale: environment.displayScale, redactionColor: redaction)]
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
