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

  @MainActor
  init(tabs: [LayoutNode], selected: Int, pages: PageTabViewStyle?, in context: ResolveContext) {
    content = tabs.indices.contains(selected) ? tabs[selected] : nil
    self.pages = pages
    let tint = context.environment.resolvedTint
    let titleSize =
      BarMetrics(screen: LayoutRun.screen).showsInlineTabItems
      ? BarLook.tabInlineTitleFontSize : BarLook.tabStackedTitleFontSize
    let resolve = { (view: AnyView, name: String) in LayoutNode.barPart(view, named: name, in: context) }
    if let pages {
      items = []
      pageIndicator =
        pages.indexDisplayMode.showsDots(pageCount: tabs.count)
        ? resolve(AnyView(PageIndicator(count: tabs.count, current: selected)), "PageIndicator") : nil
    } else {
      pageIndicator = nil
      items = tabs.enumerated().map { index, tab in
        let color = index == selected ? tint : Color(core: BarLook.unselectedItemColor)
        let item = tab.tabItem ?? TabItem(title: nil, image: nil)
        return ItemViews(
          image: item.image.map { resolve(AnyView($0.foregroundStyle(color)), "TabItemImage") },
          title: item.title.map {
            resolve(
              AnyView($0.font(.system(size: titleSize, weight: .medium)).foregroundColor(color).lineLimit(1)),
              "TabItemTitle")
          },
          badge: tab.tabBadge.map { resolve(AnyView(TabBadgeView(text: $0)), "TabItemBadge") })
      }
    }
    super.init(kind: "TabView", children: [])
    children =
      [content].compactMap { $0 } + items.flatMap { [$0.image, $0.title, $0.badge].compactMap { $0 } }
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
        badge.place(in: frames.badge(size, imageCenterX: placed.image.midX), proposal: .unspecified)
      }
    }
  }

  override func emit(into parent: Emission) {
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}
