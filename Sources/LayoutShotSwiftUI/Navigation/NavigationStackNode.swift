import Foundation
import LayoutShot

/// A navigation stack's node: the root view below the navigation bar, and the bar's parts — its
/// title (inline, or large below the bar's row), its toolbar items at the ends of the row, its
/// search field, its background when made visible — and the bottom toolbar's items, placed with
/// the bar metrics the UIKit face uses (Documentation/SwiftUINavigation.md).
final class NavigationStackNode: LayoutNode {
  /// The root view (its views in an implicit stack).
  let content: LayoutNode
  private let background: LayoutNode?
  private let title: LayoutNode?
  private let largeTitle: LayoutNode?
  private let leadingItems: LayoutNode?
  private let trailingItems: LayoutNode?
  private let principal: LayoutNode?
  private let search: LayoutNode?
  private let bottomItems: LayoutNode?
  private let isBarHidden: Bool
  /// Whether the title shows large: unless inline is asked for, and not at a compact height.
  private let showsLargeTitle: Bool

  @MainActor
  private init(content: LayoutNode, bar: NavigationBarContent, in context: ResolveContext) {
    self.content = content
    isBarHidden = bar.isBarHidden
    let large =
      bar.title != nil && bar.displayMode != .inline && BarMetrics(screen: LayoutRun.screen).showsLargeTitles
    showsLargeTitle = large
    let nodes = { (view: AnyView, name: String) in LayoutNode.barPart(view, named: name, in: context) }
    let slot = { (slot: ToolbarItemPlacement.Slot) in
      bar.items.filter { $0.placement.slot == slot }.flatMap(\.nodes)
    }
    let row = { (kind: String, nodes: [LayoutNode]) -> LayoutNode? in
      nodes.isEmpty
        ? nil
        : LayoutProtocolNode(
          layout: HStackLayout(spacing: BarMetrics.itemSpacing), kind: kind, children: nodes)
    }
    background =
      bar.backgroundVisibility == .visible
      ? nodes(
        AnyView(Rectangle().fill(bar.backgroundStyle ?? AnyShapeStyle(Color(core: BarLook.material)))),
        "NavigationBarBackground")
      : nil
    let principalNodes = slot(.principal)
    principal = principalNodes.isEmpty ? nil : LayoutNode.implicitZStack(principalNodes)
    title = bar.title.flatMap { title in
      large || !principalNodes.isEmpty ? nil : title
    }.map {
      nodes(
        AnyView($0.font(.system(size: BarLook.titleFontSize, weight: .semibold)).lineLimit(1)),
        "NavigationTitle")
    }
    largeTitle = bar.title.flatMap { large ? $0 : nil }.map {
      nodes(
        AnyView($0.font(.system(size: BarLook.largeTitleFontSize, weight: .bold)).lineLimit(1)), "LargeTitle")
    }
    let metrics = BarMetrics(screen: LayoutRun.screen)
    if metrics.usesGlass {
      let glass = { (kind: String, nodes: [LayoutNode], height: CGFloat, cell: CGFloat) -> LayoutNode? in
        nodes.isEmpty ? nil : GlassItemsNode(kind: kind, items: nodes, height: height, iconCell: cell)
      }
      let (button, cell) = (metrics.navigationButtonHeight, GlassBarLook.navigationIconCell)
      leadingItems = glass("LeadingItems", slot(.leading), button, cell)
      trailingItems = glass("TrailingItems", slot(.trailing), button, cell)
      bottomItems = glass(
        "BottomBarItems", slot(.bottom), GlassBarLook.toolbarButtonHeight, GlassBarLook.toolbarIconCell)
    } else {
      leadingItems = row("LeadingItems", slot(.leading))
      trailingItems = row("TrailingItems", slot(.trailing))
      bottomItems = row("BottomBarItems", slot(.bottom))
    }
    search = bar.search.map { nodes(AnyView(SearchField(search: $0)), "SearchField") }
    super.init(kind: "NavigationStack", children: [])
    children = [background, content].compactMap { $0 } + barParts
  }

  /// The nodes of `root` under a navigation bar, in `context`.
  @MainActor
  static func make<Root: View>(root: Root, in context: ResolveContext) -> [LayoutNode] {
    let bar = NavigationBarContent()
    var inner = context.withEnvironment { $0.navigationBar = bar }
    inner.stackAxis = nil
    inner.keepsSections = false
    let content = LayoutNode.implicitVStack(inner.nodes(of: root))
    var outer = context
    outer.stackAxis = nil
    outer.keepsSections = false
    return [NavigationStackNode(content: content, bar: bar, in: outer)]
  }

  /// The bar's parts that show, drawn over the content.
  private var barParts: [LayoutNode] {
    guard !isBarHidden else { return [bottomItems].compactMap { $0 } }
    return [title, largeTitle, principal, leadingItems, trailingItems, search, bottomItems].compactMap { $0 }
  }

  /// A navigation stack takes all it is offered.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let metrics = BarMetrics(screen: LayoutRun.screen)
    let frames = NavigationBarFrames(
      bounds: bounds, reach: safeArea.insets(reaching: bounds, regions: .container), metrics: metrics,
      isBarHidden: isBarHidden, showsLargeTitle: showsLargeTitle, hasSearch: search != nil,
      hasBottomBar: bottomItems != nil)
    content.placeAsContent(
      in: frames.contentArea, containerBounds: bounds, insets: frames.contentInsets,
      containerSafeArea: safeArea)
    background?.place(in: frames.background, proposal: ProposedViewSize(frames.background.size))
    guard !isBarHidden else {
      placeBottomItems(frames)
      return
    }
    if let centre = principal ?? title {
      let size = centre.sizeThatFits(ProposedViewSize(width: frames.titleWidth, height: nil))
      centre.place(
        in: frames.centredInRow(size), proposal: ProposedViewSize(width: frames.titleWidth, height: nil))
    }
    if let largeTitle {
      let proposal = ProposedViewSize(width: frames.largeTitleWidth, height: nil)
      let size = largeTitle.sizeThatFits(proposal)
      let baseline = largeTitle.dimensions(size)[VerticalAlignment.firstTextBaseline.key]
      largeTitle.place(in: frames.largeTitle(size, baseline: baseline), proposal: proposal)
    }
    for (items, isLeading) in [(leadingItems, true), (trailingItems, false)] {
      guard let items else { continue }
      let size = items.sizeThatFits(.unspecified)
      items.place(in: frames.item(size, leading: isLeading), proposal: .unspecified)
    }
    if let search {
      search.place(in: frames.searchField, proposal: ProposedViewSize(frames.searchField.size))
    }
    placeBottomItems(frames)
  }

  private func placeBottomItems(_ frames: NavigationBarFrames) {
    guard let bottomItems else { return }
    let row = frames.bottomItemsRow
    let size = bottomItems.sizeThatFits(ProposedViewSize(width: row.width, height: nil))
    bottomItems.place(
      in: CGRect(x: row.minX, y: row.midY - size.height / 2, width: size.width, height: size.height),
      proposal: ProposedViewSize(width: row.width, height: nil))
  }

  override func emit(into parent: Emission) {
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}
