import Foundation
import LayoutShot

/// A one-line text field (SwiftUI's `TextField`): its text, or its prompt (else its title) in the
/// placeholder colour when empty, as wide as it is offered; in the text field style of the
/// environment, bare or on a rounded border (Documentation/SwiftUIControls.md#textfield).
///
/// ```swift
/// TextField("Email", text: $email)
///   .textFieldStyle(.roundedBorder)
/// ```
public struct TextField<Label: View> {
  let text: String
  let prompt: Text
  let isSecure: Bool
  /// The axis the text grows along: one scrolling line (horizontal) or lines that wrap (vertical).
  var axis = Axis.horizontal

  public typealias Body = Never

  /// A field of `text`, showing `prompt` (or nothing) when empty; `label` names it.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text.wrappedValue, prompt: prompt ?? Text(""), isSecure: false)
  }

  init(text: String, prompt: Text, isSecure: Bool) {
    self.text = text
    self.prompt = prompt
    self.isSecure = isSecure
  }
}

extension TextField where Label == Text {
  /// A field of `text` titled with the localized `titleKey`, shown when it is empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text.wrappedValue, prompt: Text(titleKey), isSecure: false)
  }

  /// A field of `text` titled with the localized `titleKey`, showing `prompt` (else the title)
  /// when empty.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text.wrappedValue, prompt: prompt ?? Text(titleKey), isSecure: false)
  }

  /// A field of `text` titled `title`, shown when it is empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text.wrappedValue, prompt: Text(title), isSecure: false)
  }

  /// A field of `text` titled `title`, showing `prompt` (else the title) when empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text.wrappedValue, prompt: prompt ?? Text(title), isSecure: false)
  }

  /// A field of `text` that grows along `axis`: `.vertical` wraps its text into as many lines as
  /// it needs, within the environment's line limit.
  ///
  /// ```swift
  /// TextField("Message", text: $message, axis: .vertical).lineLimit(1...4)
  /// ```
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text.wrappedValue, prompt: Text(titleKey), isSecure: false)
    self.axis = axis
  }

  /// A field of `text` titled `title` that grows along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text.wrappedValue, prompt: Text(title), isSecure: false)
    self.axis = axis
  }

  /// A field of `text` titled `titleKey`, showing `prompt` when empty, that grows along `axis`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text.wrappedValue, prompt: prompt ?? Text(titleKey), isSecure: false)
    self.axis = axis
  }
}

extension TextField: View {}

extension TextField: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let shown: Text
    if text.isEmpty {
      shown = prompt.foregroundColor(Color(core: .placeholderText))
    } else {
      shown = Text(verbatim: isSecure ? String(repeating: Self.look.bullet, count: text.count) : text)
    }
    let isRounded = context.environment.isTextFieldRounded
    let line = axis == .vertical ? context.nodes(of: shown) : context.nodes(of: shown.lineLimit(1))
    return [
      TextFieldNode(
        line: line, isRounded: isRounded, wraps: axis == .vertical, isEnabled: context.environment.isEnabled)
    ]
  }

  /// The shared look of text fields.
  static var look: TextFieldLook { .current }
}

/// A text field's node: its line of text across the width offered (its lines, wrapped at that
/// width, when it `wraps`), on a rounded border when `isRounded` (7 points in from its sides, the
/// field its text plus 13 points high, rounded up).
final class TextFieldNode: LayoutNode {
  private let isRounded: Bool
  private let wraps: Bool
  private let isEnabled: Bool
  private let look = TextFieldLook.current

  init(line: [LayoutNode], isRounded: Bool, wraps: Bool, isEnabled: Bool) {
    self.isRounded = isRounded
    self.wraps = wraps
    self.isEnabled = isEnabled
    super.init(kind: "TextField", children: line)
  }

  /// The space between the text and the field's sides.
  private var inset: CGFloat { isRounded ? CGFloat(look.textInset) : 0 }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let offer =
      wraps
      ? ProposedViewSize(width: proposal.width.map { max($0 - 2 * inset, 0) }, height: nil) : .unspecified
    let line = children.first?.sizeThatFits(offer) ?? .zero
    let height = isRounded ? CGFloat(look.roundedHeight(lineHeight: Double(line.height))) : line.height
    return CGSize(width: proposal.width ?? line.width + 2 * inset, height: height)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    for child in children {
      let offer = ProposedViewSize(width: max(bounds.width - 2 * inset, 0), height: nil)
      let size = child.sizeThatFits(offer)
      let origin = CGPoint(x: bounds.minX + inset, y: bounds.minY + (bounds.height - size.height) / 2)
      child.place(in: CGRect(origin: origin, size: size), proposal: offer)
    }
  }

  override func emit(into parent: Emission) {
    let view = LayoutShot.View()
    let inner = parent.add(view, for: self)
    if isRounded {
      view.drawing = Drawing(look.roundedBorder(isEnabled: isEnabled, pixel: 1 / Double(parent.scale)))
    }
    for child in children { child.emit(into: inner) }
  }
}
