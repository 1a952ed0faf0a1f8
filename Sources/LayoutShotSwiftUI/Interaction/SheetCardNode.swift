import Foundation
import LayoutShot

/// A presented view on its card: the card's background filling it, the view laid out inside the
/// card's safe area, and the grabber at its top; the card's core view rounds its corners, clips,
/// and draws at the presentation's level (Documentation/Sheets.md#the-card).
final class SheetCardNode: LayoutNode {
  private let background: LayoutNode
  private let content: LayoutNode
  private let grabber: LayoutNode?
  private let cornerRadius: CGFloat
  private let roundedCorners: RoundedCorners
  private let level: InterfaceLevel?
  /// The part of the card its content must not use (left to right: `leading` is the left edge).
  private let insets: EdgeInsets

  init(
    background: LayoutNode, content: LayoutNode, grabber: LayoutNode?, cornerRadius: CGFloat,
    roundedCorners: RoundedCorners, level: InterfaceLevel?, insets: EdgeInsets
  ) {
    self.background = background
    self.content = content
    self.grabber = grabber
    self.cornerRadius = cornerRadius
    self.roundedCorners = roundedCorners
    self.level = level
    self.insets = insets
    background.sourceType = background.sourceType ?? "Background"
    grabber?.sourceType = "Grabber"
    super.init(kind: "Card", children: [background, content] + [grabber].compactMap { $0 })
  }

  /// A card takes what it is offered.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    background.safeArea = .none
    background.place(in: bounds, proposal: ProposedViewSize(bounds.size))
    let area = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(bounds.width - insets.leading - insets.trailing, 0),
      height: max(bounds.height - insets.top - insets.bottom, 0))
    content.placeAsContent(in: area, containerBounds: bounds, insets: insets, containerSafeArea: .none)
    if let grabber {
      let size = CGSize(
        width: CGFloat(SheetMetrics.grabberSize.width), height: CGFloat(SheetMetrics.grabberSize.height))
      grabber.place(
        in: CGRect(
          x: bounds.midX - size.width / 2, y: bounds.minY + SheetMetrics.grabberTop, width: size.width,
          height: size.height),
        proposal: ProposedViewSize(size))
    }
  }

  override func emit(into parent: Emission) {
    let view = LayoutShot.View()
    view.cornerRadius = Double(cornerRadius)
    view.roundedCorners = roundedCorners
    view.cornerCurve = .continuous
    view.clipsToBounds = true
    view.overrideLevel = level
    let inner = parent.add(view, for: self)
    for child in children { child.emit(into: inner) }
  }
}
