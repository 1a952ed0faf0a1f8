import LayoutShot

/// Works out a compositional layout for its collection view: each section from the provider,
/// its groups repeated until its items are placed, its headers and footers, and the content
/// size (Documentation/CollectionViews.md#compositional-layout).
///
/// Lengths are named along the layout's direction (`main`: y when it scrolls down) and across it
/// (`cross`), so one algorithm serves both directions; groups run in their own direction.
@MainActor
struct CompositionalLayoutBuilder {
  let configuration: UICollectionViewCompositionalLayoutConfiguration
  let collectionView: UICollectionView
  let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  let measuredSizes: [DisplayedKey: CGSize]

  /// A laid-out compositional layout.
  struct Result {
    var elements: [UICollectionViewLayoutAttributes] = []
    var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var estimated: Set<DisplayedKey> = []
    var contentSize = CGSize.zero
    /// The list sections, by index.
    var listSections: [Int: ListSectionLayout] = [:]

    static let empty = Result()
  }

  /// A cell placed by a group: its frame, and which of its sides are estimated.
  private struct Leaf {
    var frame: CGRect
    /// The size the item's dimensions asked for, before its insets.
    var requested: CGSize
    var estimatesWidth: Bool
    var estimatesHeight: Bool
  }

  private var isVertical: Bool { configuration.scrollDirection == .vertical }

  func build() -> Result {
    var result = Result()
    let area = collectionView.bounds.inset(by: collectionView.adjustedContentInset).size
    let container = CGSize(width: max(0, area.width), height: max(0, area.height))
    let safeArea = collectionView.safeAreaInsets
    let adjusted = collectionView.adjustedContentInset
    let sideSafeArea = (
      leading: max(0, safeArea.left - adjusted.left), trailing: max(0, safeArea.right - adjusted.right)
    )
    var main: CGFloat = 0
    var reported = false
    let sectionCount = collectionView.numberOfSections
    for sectionIndex in 0..<sectionCount {
      if sectionIndex > 0 { main += configuration.interSectionSpacing }
      let environment = CompositionalLayoutEnvironment(
        contentSize: container, traitCollection: collectionView.traitCollection,
        section: (sectionIndex, sectionCount), sideSafeArea: sideSafeArea)
      guard let section = sectionProvider(sectionIndex, environment) else { continue }
      let sectionTop = main
      let headers = section.boundarySupplementaryItems.filter {
        $0.alignment.isTop || isLeading($0.alignment)
      }
      if !headers.isEmpty { main += section.paddingAboveHeaders }
      let insets = section.contentInsets
      let (mainBefore, mainAfter, crossBefore, crossAfter) =
        isVertical
        ? (insets.top, insets.bottom, insets.leading, insets.trailing)
        : (insets.leading, insets.trailing, insets.top, insets.bottom)
      let crossLength = self.cross(of: container)
      let effective = CGSize(
        width: max(0, container.width - insets.leading - insets.trailing),
        height: max(0, container.height - insets.top - insets.bottom))
      let boundaryCross =
        section.supplementariesFollowContentInsets
        ? (crossBefore, crossLength - crossBefore - crossAfter) : (0, crossLength)
      main = placeBoundaryItems(
        headers, section: sectionIndex, at: main, across: boundaryCross, container: container, into: &result)
      main += mainBefore
      var cursor = CGPoint.zero
      var lineThickness: CGFloat = 0
      let count = collectionView.numberOfItems(inSection: sectionIndex)
      var itemIndex = 0
      let isOrthogonal = section.orthogonalScrollingBehavior != .none
      while itemIndex < count {
        let proposed = section.group.layoutSize.resolved(in: effective)
        let (size, leaves) = layOut(
          section.group, proposed: proposed, section: sectionIndex, firstItem: itemIndex, itemCount: count)
        guard !leaves.isEmpty else { break }
        let origin =
          isVertical
          ? CGPoint(x: crossBefore + cursor.x, y: main + cursor.y)
          : CGPoint(x: main + cursor.x, y: crossBefore + cursor.y)
        for (offset, leaf) in leaves.enumerated() {
          let indexPath = IndexPath(item: itemIndex + offset, section: sectionIndex)
          let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
          attributes.frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
          attributes.fitsWidth = leaf.estimatesWidth
          attributes.fitsHeight = leaf.estimatesHeight
          if !reported, let problem = Self.problem(with: leaf.requested, at: indexPath) {
            collectionView.reportInvalidLayout(problem)
            reported = true
          }
          result.elements.append(attributes)
          result.items[indexPath] = attributes
          if leaf.estimatesWidth || leaf.estimatesHeight { result.estimated.insert(DisplayedKey(attributes)) }
        }
        itemIndex += leaves.count
        let more = itemIndex < count
        // Groups follow the layout's direction, or run across in an orthogonal section.
        if isOrthogonal == isVertical {
          cursor.x += size.width + (more ? section.interGroupSpacing : 0)
          lineThickness = max(lineThickness, isVertical ? size.height : size.width)
        } else {
          cursor.y += size.height + (more ? section.interGroupSpacing : 0)
          lineThickness = max(lineThickness, isVertical ? size.width : size.height)
        }
      }
      main += isOrthogonal ? lineThickness : (isVertical ? cursor.y : cursor.x)
      main += mainAfter
      main = placeBoundaryItems(
        section.boundarySupplementaryItems.filter { $0.alignment.isBottom || isTrailing($0.alignment) },
        section: sectionIndex, at: main, across: boundaryCross, container: container, into: &result)
      if let style = section.listStyle {
        result.listSections[sectionIndex] = ListSectionLayout(
          style: style, itemCount: count,
          frame: CGRect(x: 0, y: sectionTop, width: container.width, height: main - sectionTop))
      }
    }
    result.contentSize =
      isVertical
      ? CGSize(width: container.width, height: main) : CGSize(width: main, height: container.height)
    return result
  }

  private func isLeading(_ alignment: NSRectAlignment) -> Bool { !isVertical && alignment == .leading }
  private func isTrailing(_ alignment: NSRectAlignment) -> Bool { !isVertical && alignment == .trailing }

  private func cross(of size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

  /// Places headers or footers in a band at `main`, `across` giving their start and room across;
  /// returns where the section continues (past the items that extend its boundary).
  private func placeBoundaryItems(
    _ items: [NSCollectionLayoutBoundarySupplementaryItem], section: Int, at main: CGFloat,
    across: (start: CGFloat, room: CGFloat), container: CGSize, into result: inout Result
  ) -> CGFloat {
    var main = main
    for item in items {
      let room =
        isVertical
        ? CGSize(width: across.room, height: container.height)
        : CGSize(width: container.width, height: across.room)
      let indexPath = IndexPath(item: 0, section: section)
      let attributes = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: item.elementKind, with: indexPath)
      attributes.zIndex = item.zIndex
      attributes.fitsWidth = item.layoutSize.widthDimension.isEstimated
      attributes.fitsHeight = item.layoutSize.heightDimension.isEstimated
      let key = DisplayedKey(attributes)
      var size = item.layoutSize.resolved(in: room)
      if let measured = measuredSizes[key] {
        if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
        if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
      }
      if item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated {
        result.estimated.insert(key)
      }
      let crossSize = cross(of: size)
      let crossOffset: CGFloat
      switch item.alignment {
      case .topLeading, .bottomLeading, .leading: crossOffset = 0
      case .topTrailing, .bottomTrailing, .trailing: crossOffset = across.room - crossSize
      default: crossOffset = (across.room - crossSize) / 2
      }
      let origin =
        isVertical
        ? CGPoint(x: across.start + crossOffset, y: main) : CGPoint(x: main, y: across.start + crossOffset)
      attributes.frame = CGRect(origin: origin, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y)
      result.elements.append(attributes)
      if item.extendsBoundary { main += isVertical ? size.height : size.width }
    }
    return main
  }

  /// Lays out `group` at `proposed` size with its top-left at zero: its size (its estimated sides
  /// grown to its content) and the frames of its cells, the first being item `firstItem`, no
  /// more than the items left.
  private func layOut(
    _ group: NSCollectionLayoutGroup, proposed: CGSize, section: Int, firstItem: Int, itemCount: Int
  ) -> (CGSize, [Leaf]) {
    let horizontal = group.isHorizontal
    func along(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
    let room = along(proposed)
    let fixedGap = group.interItemSpacing?.spacing ?? 0
    // The children and their sizes: `count` of one item sharing the length, else the subitems
    // in turn while the next one fits.
    var children: [(item: NSCollectionLayoutItem, size: CGSize, leaves: [Leaf])] = []
    var used: CGFloat = 0
    var nextItem = firstItem
    func size(of child: NSCollectionLayoutItem, sharing share: CGFloat?) -> CGSize {
      var size = child.layoutSize.resolved(in: proposed)
      if let share {
        if horizontal { size.width = share } else { size.height = share }
      }
      return size
    }
    let share = group.count.map { count in
      count > 0 ? max(0, (room - fixedGap * CGFloat(count - 1)) / CGFloat(count)) : 0
    }
    let limit = group.count ?? Int.max
    var index = 0
    // The group has as many places as fit, however many items are left; items that take no
    // room would fit without end, so they stop at the items left.
    while children.count < limit, !group.subitems.isEmpty {
      let child = group.subitems[index % group.subitems.count]
      var childSize = size(of: child, sharing: share)
      let spacing = edgeSpacing(of: child, horizontal: horizontal)
      let length = along(childSize) + spacing.before + spacing.after
      if group.count == nil, !children.isEmpty, used + fixedGap + length > room + 1e-9 { break }
      if fixedGap + length <= 0, children.count >= max(1, itemCount - firstItem) { break }
      var leaves: [Leaf]
      if let nested = child as? NSCollectionLayoutGroup {
        let (nestedSize, nestedLeaves) = layOut(
          nested, proposed: childSize, section: section, firstItem: nextItem, itemCount: itemCount)
        childSize = nestedSize
        leaves = nestedLeaves
      } else {
        let key = DisplayedKey(
          UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: nextItem, section: section)))
        let estimatesWidth = child.layoutSize.widthDimension.isEstimated
        let estimatesHeight = child.layoutSize.heightDimension.isEstimated
        if let measured = measuredSizes[key] {
          if estimatesWidth { childSize.width = measured.width }
          if estimatesHeight { childSize.height = measured.height }
        }
        leaves = [
          Leaf(
            frame: CGRect(origin: .zero, size: childSize), requested: childSize,
            estimatesWidth: estimatesWidth,
            estimatesHeight: estimatesHeight)
        ]
      }
      used += (children.isEmpty ? 0 : fixedGap) + along(childSize) + spacing.before + spacing.after
      nextItem += leaves.count
      children.append((child, childSize, leaves))
      index += 1
      if leaves.isEmpty { break }
    }
    // An estimated side of the group grows to its content.
    var groupSize = proposed
    let crossExtent =
      children.map { child -> CGFloat in
        let spacing = edgeSpacing(of: child.item, horizontal: !horizontal)
        return (horizontal ? child.size.height : child.size.width) + spacing.before + spacing.after
      }.max() ?? 0
    if horizontal {
      if group.layoutSize.widthDimension.isEstimated { groupSize.width = used }
      if group.layoutSize.heightDimension.isEstimated { groupSize.height = crossExtent }
    } else {
      if group.layoutSize.heightDimension.isEstimated { groupSize.height = used }
      if group.layoutSize.widthDimension.isEstimated { groupSize.width = crossExtent }
    }
    // Flexible spacings (between items and at their edges) share what is left over.
    let flexibleCount =
      (group.interItemSpacing?.isFlexibleSpacing == true ? max(0, children.count - 1) : 0)
      + children.reduce(0) { $0 + edgeSpacing(of: $1.item, horizontal: horizontal).flexible }
    let leftover = max(0, along(groupSize) - used)
    let extra = flexibleCount > 0 ? leftover / CGFloat(flexibleCount) : 0
    var leaves: [Leaf] = []
    var position: CGFloat = 0
    for (number, child) in children.enumerated() {
      let spacing = edgeSpacing(of: child.item, horizontal: horizontal, extra: extra)
      let crossSpacing = edgeSpacing(of: child.item, horizontal: !horizontal)
      if number > 0 {
        position += fixedGap + (group.interItemSpacing?.isFlexibleSpacing == true ? extra : 0)
      }
      position += spacing.before
      let offset =
        horizontal
        ? CGPoint(x: position, y: crossSpacing.before) : CGPoint(x: crossSpacing.before, y: position)
      for leaf in child.leaves {
        var placed = leaf
        placed.frame = leaf.frame.offsetBy(dx: offset.x, dy: offset.y)
        if !(child.item is NSCollectionLayoutGroup) {
          placed.frame = inset(placed.frame, by: child.item.contentInsets, leaf: leaf)
        }
        leaves.append(placed)
      }
      position += along(child.size) + spacing.after
    }
    let shown = min(leaves.count, max(0, itemCount - firstItem))
    return (groupSize, Array(leaves.prefix(shown)))
  }

  /// The frame shrunk by the item's content insets, except on an estimated side.
  private func inset(_ frame: CGRect, by insets: NSDirectionalEdgeInsets, leaf: Leaf) -> CGRect {
    var frame = frame
    if !leaf.estimatesWidth {
      frame.origin.x += insets.leading
      frame.size.width = max(0, frame.width - insets.leading - insets.trailing)
    }
    if !leaf.estimatesHeight {
      frame.origin.y += insets.top
      frame.size.height = max(0, frame.height - insets.top - insets.bottom)
    }
    return frame
  }

  /// An item's edge spacing along one direction: before and after it, each flexible one grown
  /// by `extra`, and how many of the two are flexible.
  private func edgeSpacing(of item: NSCollectionLayoutItem, horizontal: Bool, extra: CGFloat = 0)
    -> (before: CGFloat, after: CGFloat, flexible: Int)
  {
    let edges = item.edgeSpacing
    let (before, after) = horizontal ? (edges?.leading, edges?.trailing) : (edges?.top, edges?.bottom)
    func length(_ spacing: NSCollectionLayoutSpacing?) -> CGFloat {
      guard let spacing else { return 0 }
      return spacing.spacing + (spacing.isFlexibleSpacing ? extra : 0)
    }
    let flexible = [before, after].filter { $0?.isFlexibleSpacing == true }.count
    return (length(before), length(after), flexible)
  }

  /// Why a cell's size cannot be laid out; `nil` when it can.
  static func problem(with size: CGSize, at indexPath: IndexPath) -> String? {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return "item \(indexPath.item) in section \(indexPath.section) has the size "
        + "\(NumberText.points(Double(size.width))) × \(NumberText.points(Double(size.height))); "
        + "a compositional layout's sizes must be finite and not negative"
    }
    return nil
  }
}
