import LayoutShot

/// Works out a flow layout's sections for its collection view: the sizes, spacings and insets
/// (the layout's, or its delegate's), the lines of each section, and the content size.
///
/// Lengths are named along a line (`along`: x when the layout scrolls down) and across lines
/// (`across`: y when it scrolls down), so one algorithm serves both directions.
@MainActor
struct FlowLayoutBuilder {
  let layout: UICollectionViewFlowLayout
  let collectionView: UICollectionView
  private let delegate: UICollectionViewDelegateFlowLayout?
  private let isVertical: Bool

  init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
    self.layout = layout
    self.collectionView = collectionView
    delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
    isVertical = layout.scrollDirection == .vertical
  }

  /// The placed sections and the content size, items measured so far taking `measuredSizes`.
  func build(measuredSizes: [IndexPath: CGSize]) -> ([FlowLayoutSection], CGSize) {
    let area = collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    let extent = Double(isVertical ? area.width : area.height)
    let referenceInsets = referenceInsets
    var sections: [FlowLayoutSection] = []
    var position = 0.0
    var hasReported = false
    for section in 0..<collectionView.numberOfSections {
      var placed = FlowLayoutSection()
      let indexPath = IndexPath(item: 0, section: section)
      let header = length(of: headerSize(section))
      if header > 0 {
        placed.header = supplementary(
          UICollectionView.elementKindSectionHeader, indexPath, at: position, length: header, extent: extent)
        position += header
      }
      let own = sectionInsets(section)
      let insets = UIEdgeInsets(
        top: own.top + referenceInsets.top, left: own.left + referenceInsets.left,
        bottom: own.bottom + referenceInsets.bottom, right: own.right + referenceInsets.right)
      let (leading, trailing, before, after) =
        isVertical
        ? (Double(insets.left), Double(insets.right), Double(insets.top), Double(insets.bottom))
        : (Double(insets.top), Double(insets.bottom), Double(insets.left), Double(insets.right))
      position += before
      let count = collectionView.numberOfItems(inSection: section)
      var sizes: [CGSize] = []
      for item in 0..<count {
        let itemPath = IndexPath(item: item, section: section)
        let size = self.size(at: itemPath, measuredSizes: measuredSizes)
        if !hasReported, let problem = Self.problem(with: size, at: itemPath) {
          collectionView.reportInvalidLayout(problem)
          hasReported = true
        }
        sizes.append(CGSize(width: max(0, size.width), height: max(0, size.height)))
      }
      let spacing = Double(interitemSpacing(section))
      let lineSpacing = Double(self.lineSpacing(section))
      let fixedLength =
        usesFixedSize(section) ? Double(isVertical ? layout.itemSize.width : layout.itemSize.height) : nil
      let alongLengths = sizes.map { Double(isVertical ? $0.width : $0.height) }
      let lines = FlowLayoutLine.lines(
        of: alongLengths, available: extent - leading - trailing, spacing: spacing)
      var first = 0
      for (number, line) in lines.enumerated() {
        if number > 0 { position += lineSpacing }
        let range = first..<(first + line.lengths.count)
        let thickness = range.map { Double(isVertical ? sizes[$0].height : sizes[$0].width) }.max() ?? 0
        let offsets = line.offsets(
          extent: extent, leading: leading, trailing: trailing, spacing: spacing, fixedLength: fixedLength)
        for (index, offset) in zip(range, offsets) {
          let size = sizes[index]
          let across = position + (thickness - Double(isVertical ? size.height : size.width)) / 2
          let attributes = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: index, section: section))
          attributes.frame = frame(along: offset, across: across, size: size)
          placed.items.append(attributes)
        }
        position += thickness
        first = range.upperBound
      }
      position += after
      let footer = length(of: footerSize(section))
      if footer > 0 {
        placed.footer = supplementary(
          UICollectionView.elementKindSectionFooter, indexPath, at: position, length: footer, extent: extent)
        position += footer
      }
      sections.append(placed)
    }
    let contentSize =
      isVertical
      ? CGSize(width: CGFloat(max(0, extent)), height: CGFloat(position))
      : CGSize(width: CGFloat(position), height: CGFloat(max(0, extent)))
    return (sections, contentSize)
  }

  /// Why an item's size cannot be laid out, in UIKit's words; `nil` when it can.
  static func problem(with size: CGSize, at indexPath: IndexPath) -> String? {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      return "item \(indexPath.item) in section \(indexPath.section) has the size "
        + "\(NumberText.points(Double(size.width))) × \(NumberText.points(Double(size.height))); "
        + "negative or zero item sizes are not supported in the flow layout"
    }
    return nil
  }

  private func frame(along: Double, across: Double, size: CGSize) -> CGRect {
    isVertical
      ? CGRect(x: CGFloat(along), y: CGFloat(across), width: size.width, height: size.height)
      : CGRect(x: CGFloat(across), y: CGFloat(along), width: size.width, height: size.height)
  }

  private func supplementary(
    _ kind: String, _ indexPath: IndexPath, at position: Double, length: Double, extent: Double
  )
    -> UICollectionViewLayoutAttributes
  {
    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    attributes.frame =
      isVertical
      ? CGRect(x: 0, y: CGFloat(position), width: CGFloat(max(0, extent)), height: CGFloat(length))
      : CGRect(x: CGFloat(position), y: 0, width: CGFloat(length), height: CGFloat(max(0, extent)))
    return attributes
  }

  /// A header's or footer's length across lines: its height when scrolling down.
  private func length(of size: CGSize) -> Double {
    max(0, Double(isVertical ? size.height : size.width))
  }

  /// The insets the section inset reference adds to the section insets, beyond the adjusted
  /// content inset the content already sits in.
  private var referenceInsets: UIEdgeInsets {
    let reference: UIEdgeInsets
    switch layout.sectionInsetReference {
    case .fromContentInset: return .zero
    case .fromSafeArea: reference = collectionView.safeAreaInsets
    case .fromLayoutMargins: reference = collectionView.layoutMargins
    }
    let adjusted = collectionView.adjustedContentInset
    return UIEdgeInsets(
      top: max(0, reference.top - adjusted.top), left: max(0, reference.left - adjusted.left),
      bottom: max(0, reference.bottom - adjusted.bottom), right: max(0, reference.right - adjusted.right))
  }

  // MARK: The delegate's values, else the layout's

  private func size(at indexPath: IndexPath, measuredSizes: [IndexPath: CGSize]) -> CGSize {
    if layout.sizesItems { return measuredSizes[indexPath] ?? layout.estimate }
    guard let delegate else { return layout.itemSize }
    return delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
  }

  /// Whether every item of `section` has the layout's `itemSize`: the delegate gives no sizes
  /// (its `sizeForItemAt` is the default one) and items do not size themselves.
  private func usesFixedSize(_ section: Int) -> Bool {
    guard !layout.sizesItems else { return false }
    guard let delegate else { return true }
    layout.delegateLacksItemSizes = false
    _ = delegate.collectionView(
      collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: section))
    return layout.delegateLacksItemSizes
  }

  private func sectionInsets(_ section: Int) -> UIEdgeInsets {
    delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section)
      ?? layout.sectionInset
  }

  private func lineSpacing(_ section: Int) -> CGFloat {
    delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
      ?? layout.minimumLineSpacing
  }

  private func interitemSpacing(_ section: Int) -> CGFloat {
    delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
      ?? layout.minimumInteritemSpacing
  }

  private func headerSize(_ section: Int) -> CGSize {
    delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
      ?? layout.headerReferenceSize
  }

  private func footerSize(_ section: Int) -> CGSize {
    delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
      ?? layout.footerReferenceSize
  }
}
