import LayoutShot

/// What a collection view draws around the cells of its list sections, as UIKit's list layout
/// draws decoration views: each section's background, and the separators above and below its
/// items (`Documentation/CollectionViews.md#separators`).
///
/// Backgrounds are held at their sections' rectangles, the first reaching up and the last down
/// to the visible rectangle's edges so that the list's colour fills the screen. A separator is
/// held by constraints to its cell: its leading edge to a list cell's `separatorLayoutGuide`
/// (to the content margin of another cell) unless its insets are set, its trailing edge to the
/// cell's, one pixel tall at the cell's bottom (or top).
@MainActor
final class ListDecorations {
  private var backgrounds: [ListSectionBackgroundView] = []
  private var separators: [TableSeparatorView] = []
  private var separatorConstraints: [NSLayoutConstraint] = []
  private var used = (backgrounds: 0, separators: 0)

  /// Takes every decoration off the collection view (before its cells are recycled, so no
  /// separator stays tied to a cell in the reuse pool).
  func removeAll(placement: ContentPlacement?) {
    NSLayoutConstraint.deactivate(separatorConstraints)
    separatorConstraints = []
    for view in separators where view.superview != nil { view.removeFromSuperview() }
    for view in backgrounds where view.superview != nil {
      placement?.remove(view)
      view.removeFromSuperview()
    }
    used = (0, 0)
  }

  /// Draws the decorations of the list sections among `shown` (the elements shown and their
  /// views) in `collectionView`, whose visible rectangle is `visible`.
  func update(
    _ collectionView: UICollectionView, shown: [(UICollectionViewLayoutAttributes, UICollectionReusableView)],
    visible: CGRect, placement: ContentPlacement
  ) {
    let layout = collectionView.collectionViewLayout
    var sections = Set<Int>()
    var lowestHeader: UIView?
    for (attributes, view) in shown {
      let section = attributes.indexPath.section
      guard let list = layout.listSection(section) else { continue }
      sections.insert(section)
      if attributes.representedElementCategory == .cell {
        addSeparators(of: view, at: attributes.indexPath, in: list, collectionView: collectionView)
      } else if lowestHeader == nil {
        lowestHeader = view
      }
    }
    for view in separators.prefix(used.separators) {
      if let lowestHeader, lowestHeader.superview === collectionView {
        collectionView.insertSubview(view, belowSubview: lowestHeader)
      } else {
        collectionView.addSubview(view)
      }
    }
    NSLayoutConstraint.activate(separatorConstraints)
    for section in sections.sorted() {
      guard let list = layout.listSection(section) else { continue }
      var frame = list.frame
      if section == 0 {
        frame = frame.union(CGRect(x: frame.minX, y: visible.minY, width: frame.width, height: 0))
      }
      if section == collectionView.numberOfSections - 1 {
        frame = frame.union(CGRect(x: frame.minX, y: visible.maxY, width: frame.width, height: 0))
      }
      let background = nextBackground()
      background.backgroundColor = list.style.backgroundColor
      collectionView.insertSubview(background, at: 0)
      placement.place(background, at: frame)
    }
  }

  private func nextBackground() -> ListSectionBackgroundView {
    defer { used.backgrounds += 1 }
    if used.backgrounds < backgrounds.count { return backgrounds[used.backgrounds] }
    let view = ListSectionBackgroundView()
    backgrounds.append(view)
    return view
  }

  private func nextSeparator() -> TableSeparatorView {
    defer { used.separators += 1 }
    if used.separators < separators.count { return separators[used.separators] }
    let view = TableSeparatorView()
    view.translatesAutoresizingMaskIntoConstraints = false
    separators.append(view)
    return view
  }

  /// Adds the separators of the item at `indexPath`, shown in `cell`, by its section's rules.
  private func addSeparators(
    of cell: UIView, at indexPath: IndexPath, in list: ListSectionLayout, collectionView: UICollectionView
  ) {
    let style = list.style
    guard style.configuration.showsSeparators else { return }
    let item = indexPath.item
    let isHeader = style.stylesFirstItemAsHeader && item == 0
    guard !isHeader else { return }
    let isFirst = item == (style.stylesFirstItemAsHeader ? 1 : 0)
    let isLast = item == list.itemCount - 1
    let base = style.configuration.separatorConfiguration
    let separators = style.configuration.itemSeparatorHandler?(indexPath, base) ?? base
    let automatic = style.automaticSeparators(first: isFirst, last: isLast)
    let pixel = 1 / max(collectionView.traitCollection.displayScale, UIScreen.main.scale, 1)
    for isBottom in [false, true] {
      let visibility = isBottom ? separators.bottomSeparatorVisibility : separators.topSeparatorVisibility
      let wanted = isBottom ? automatic.bottom : automatic.top
      let shows: Bool
      switch visibility {
      case .automatic: shows = wanted != nil
      case .visible: shows = true
      case .hidden: shows = false
      }
      guard shows else { continue }
      let insets = isBottom ? separators.bottomSeparatorInsets : separators.topSeparatorInsets
      let line = nextSeparator()
      line.backgroundColor = separators.color
      let automaticInsets = UIListSeparatorConfiguration.automaticInsets
      let leading: NSLayoutConstraint
      if insets.leading != automaticInsets.leading {
        leading = line.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: insets.leading)
      } else if wanted == .fullWidth {
        leading = line.leadingAnchor.constraint(equalTo: cell.leadingAnchor)
      } else if let listCell = cell as? UICollectionViewListCell {
        listCell.updateSeparatorLeading()
        leading = line.leadingAnchor.constraint(equalTo: listCell.separatorLayoutGuide.leadingAnchor)
      } else {
        leading = line.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: style.cellMargin)
      }
      let trailing = insets.trailing != automaticInsets.trailing ? insets.trailing : 0
      separatorConstraints += [
        leading,
        line.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -trailing),
        line.heightAnchor.constraint(equalToConstant: pixel),
        isBottom
          ? line.bottomAnchor.constraint(equalTo: cell.bottomAnchor)
          : line.topAnchor.constraint(equalTo: cell.topAnchor),
      ]
    }
  }
}

/// The colour behind a list section (UIKit's section background decoration).
final class ListSectionBackgroundView: UIView {}
