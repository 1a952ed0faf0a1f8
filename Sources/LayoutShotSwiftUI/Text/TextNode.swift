import Foundation
import LayoutShot

/// Text's node: measured with the core label that draws it.
final class TextNode: LayoutNode {
  let label: LayoutShot.Label
  let scale: CGFloat

  init(label: LayoutShot.Label, scale: CGFloat) {
    self.label = label
    self.scale = scale
    super.init(kind: "Text")
  }

  /// The text laid out at `width` (unlimited when `nil` or infinite).
  private func layout(width: CGFloat?) -> TextLayout? {
    label.textLayout(width: width.flatMap { $0.isFinite ? Double(max($0, 0)) : nil })
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard let layout = layout(width: proposal.width) else { return .zero }
    return CGSize(width: roundedUp(layout.usedWidth), height: roundedUp(layout.height))
  }

  /// `value` rounded up to the pixel, as text sizes are (Documentation/SwiftUILayout.md#text).
  private func roundedUp(_ value: Double) -> CGFloat {
    CGFloat((value * Double(scale) - 1e-7).rounded(.up) / Double(scale))
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard key.axis == .vertical, let layout = layout(width: size.width) else { return nil }
    let top = (Double(size.height) - layout.height) / 2
    switch key.id {
    case ObjectIdentifier(FirstTextBaselineID.self): return CGFloat(top + layout.firstBaseline)
    case ObjectIdentifier(LastTextBaselineID.self): return CGFloat(top + layout.lastBaseline)
    default: return nil
    }
  }

  override func emit(into parent: Emission) {
    parent.add(label, for: self)
  }
}
