import Foundation
import LayoutShot

/// A tab view's node: the selected tab above the tab bar, and the bar's items — each tab's image,
/// title and badge — placed as UIKit's tab bar places its buttons, with the bar metrics and looks
/// both faces read (Documentation/SwiftUITabs.md).
final class TabViewNode: LayoutNode {
  /// One item's views in the tab bar.
  private struct ItemViews {
    let image: LayoutNode?
    let title: LayoutNode?
    let badge: LayoutNode?
  }

  /// The selected tab's content; `nil` for a tab view with no tabs.
  private let content: LayoutNode?
  private let items: [ItemViews]
  /// The page style, or `nil` for the tab bar.
  private let pages: PageTabViewStyle?
  private let pageIndicator: LayoutNode?
  /// The iOS 26 floating bar's glass platter and the capsule behind the selected item; `nil`
  /// on the iOS 18 bar (Documentation/Bars.md#ios-26-tab-bar).
  private let platter: LayoutNode?
  private let indicator: LayoutNode?
  private let selected: Int

  @MainActor
  init(tabs: [LayoutNode], selected: Int, pages: PageTabViewStyle?, in context: ResolveContext) {
    content = tabs.indices.contains(selected) ? tabs[selected] : nil
    self.pages = pages
    self.selected = selected
    let tint = context.environment.resolvedTint
    let metrics = BarMetrics(screen: LayoutRun.screen)
    let floats = pages == nil && metrics.floatsTabBar
    let titleFont: Font =
      floats
      ? .system(size: FloatingTabBarLayout.titleFontSize, weight: .semibold)
      : .system(
        size: metrics.showsInlineTabItems ? BarLook.tabInlineTitleFontSize : BarLook.tabStackedTitleFontSize,
        weight: .medium)
    let unselectedColor = Color(
      core: floats ? FloatingTabBarLayout.unselectedItemColor : BarLook.unselectedItemColor)
    platter =
      floats
      ? ControlNode(
        kind: "TabBarPlatter", sizing: .fixed(.zero),
        drawing: Drawing(GlassMaterial.regular.elements(.bounds)))
      : nil
    indicator =
      floats && tabs.indices.contains(selected)
      ? ControlNode(
        kind: "TabBarSelection", sizing: .fixed(.zero),
        drawing: Drawing([
          .fill(.bounds, cornerRadius: .infinity, color: FloatingTabBarLayout.indicatorColor)
        ]))
      : nil
    let resolve = { (view: AnyView, name: String) in LayoutNode.barPart(view, named: name, in: context) }
    if let pages {
      items = []
      pageIndicator =
        pages.indexDisplayMode.showsDots(pageCount: tabs.count)
        ? resolve(AnyView(PageIndicator(count: tabs.count, current: selected)), "PageIndicator") : nil
    } else {
      pageIndicator = nil
      items = tabs.enumerated().map { index, tab in
        let color = index == selected ? tint : unselectedColor
        let item = tab.tabItem ?? TabItem(title: nil, image: nil)
        return ItemViews(
          image: item.image.map { resolve(AnyView($0.foregroundStyle(color)), "TabItemImage") },
          title: item.title.map {
            resolve(
              AnyView($0.font(titleFont).foregroundColor(color).lineLimit(1)),
              "TabItemTitle")
          },
          badge: tab.tabBadge.map { resolve(AnyView(TabBadgeView(text: $0)), "TabItemBadge") })
      }
    }
    super.init(kind: "TabView", children: [])
    children =
      [content, platter, indicator].compactMap { $0 }
      + items.flatMap { [$0.image, $0.title, $0.badge].compactMap { $0 } }
      + [pageIndicator].compactMap { $0 }
  }

  /// A tab view takes all it is offered.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let metrics = BarMetrics(screen: LayoutRun.screen)
    let frames = TabBarFrames(
      bounds: bounds, reach: safeArea.insets(reaching: bounds, regions: .container), metrics: metrics,
      itemCount: items.count, showsBar: pages == nil)
    content?.placeAsContent(
      in: frames.contentArea, containerBounds: bounds,
      insets: EdgeInsets(top: 0, leading: 0, bottom: frames.barHeight, trailing: 0),
      containerSafeArea: safeArea)
    if let platter, let place = frames.platter {
      platter.place(in: place, proposal: ProposedViewSize(place.size))
    }
    if let indicator, let place = frames.indicator(of: selected) {
      indicator.place(in: place, proposal: ProposedViewSize(place.size))
    }
    if let pageIndicator {
      let size = pageIndicator.sizeThatFits(.unspecified)
      pageIndicator.place(in: frames.pageIndicator(size), proposal: .unspecified)
    }
    for (index, item) in items.enumerated() {
      let imageSize = item.image?.sizeThatFits(.unspecified) ?? .zero
      let titleSize = item.title?.sizeThatFits(.unspecified) ?? .zero
      let placed = frames.item(index, imageSize: imageSize, titleSize: titleSize)
      item.image?.place(in: placed.image, proposal: .unspecified)
      item.title?.place(in: placed.title, proposal: .unspecified)
      if let badge = item.badge {
        let size = badge.sizeThatFits(.unspecified)
        badge.place(in: frames.badge(size, image: placed.image), proposal: .unspecified)
      }
    }
  }

  override func emit(into parent: Emission) {
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}
