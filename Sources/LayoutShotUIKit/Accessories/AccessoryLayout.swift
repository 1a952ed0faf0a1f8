import LayoutShot

/// Where a list cell's accessories go: the slots they take at the leading and trailing edges and
/// how far in the content view starts and ends (`Documentation/CollectionViews.md#accessories`).
///
/// At each edge the accessories shown lie side by side, the first at the edge: the leading ones
/// in the order of the cell's `accessories`, the trailing ones in reverse, so the array reads
/// across the cell. A custom view's position picks its index among the system accessories at its
/// edge, counted from the edge. A system accessory's slot is its standard width (38 points, 48
/// for a detail button) with its glyph centred; a label or custom view takes its width plus 16
/// points towards the content, plus the cell's margin when it is outermost. A reserved width
/// other than `.standard` makes the slot that wide, the glyph or view centred in it.
@MainActor
struct AccessoryLayout {
  /// One accessory's place: its slot's distance from its edge and width, and, for a view, the
  /// distance of the view's outer side from the edge.
  struct Slot {
    let accessory: UICellAccessory
    let isLeading: Bool
    let offset: CGFloat
    let width: CGFloat
    let viewOffset: CGFloat
  }

  private(set) var slots: [Slot] = []
  /// The width the leading accessories take.
  private(set) var leadingWidth: CGFloat = 0
  /// The width the trailing accessories take.
  private(set) var trailingWidth: CGFloat = 0

  /// The layout of `accessories` shown while the cell `isEditing` or not, in a cell whose content
  /// margin is `margin`, a view accessory being `viewWidth` wide; the leading slots start
  /// `leadingStart` in (the indentation when accessories are indented).
  init(
    accessories: [UICellAccessory], isEditing: Bool, margin: CGFloat, leadingStart: CGFloat,
    viewWidth: (UICellAccessory) -> CGFloat
  ) {
    let shown = accessories.filter { accessory in
      switch accessory.displayedState {
      case .always: true
      case .whenEditing: isEditing
      case .whenNotEditing: !isEditing
      }
    }
    let leadingEnd = place(
      Self.ordered(shown, leading: true), leading: true, margin: margin, from: leadingStart,
      viewWidth: viewWidth)
    leadingWidth = leadingEnd - leadingStart
    trailingWidth = place(
      Self.ordered(shown, leading: false), leading: false, margin: margin, from: 0, viewWidth: viewWidth)
  }

  /// The accessories at one edge, from the edge inward.
  private static func ordered(_ accessories: [UICellAccessory], leading: Bool) -> [UICellAccessory] {
    var system = accessories.filter { !$0.isCustom && $0.isLeading == leading }
    if !leading { system.reverse() }
    var result = system
    for accessory in accessories where accessory.isCustom && accessory.isLeading == leading {
      let index = accessory.customPosition?(system) ?? 0
      result.insert(accessory, at: min(max(0, index), result.count))
    }
    return result
  }

  /// Places `accessories` (from the edge inward) from `start`; returns where they end.
  private mutating func place(
    _ accessories: [UICellAccessory], leading: Bool, margin: CGFloat, from start: CGFloat,
    viewWidth: (UICellAccessory) -> CGFloat
  ) -> CGFloat {
    var offset = start
    for (index, accessory) in accessories.enumerated() {
      let outerMargin = index == 0 ? margin : 0
      let viewWidth = accessory.isView ? viewWidth(accessory) : 0
      let width: CGFloat
      var viewOffset = offset
      switch accessory.reservedLayoutWidth {
      case .standard:
        if accessory.isView {
          width = viewWidth + ListMetrics.contentAccessoryPadding + outerMargin
          viewOffset = offset + outerMargin
        } else {
          width = accessory.standardWidth
        }
      case .actual:
        width = accessory.isView ? viewWidth : AccessoryGlyph.width(of: accessory.kind)
      case .custom(let custom):
        width = max(0, custom)
        viewOffset = offset + (width - viewWidth) / 2
      }
      slots.append(
        Slot(accessory: accessory, isLeading: leading, offset: offset, width: width, viewOffset: viewOffset))
      offset += width
    }
    return offset
  }
}

extension UICellAccessory {
  /// Whether the accessory is a view of the app's.
  var isCustom: Bool {
    if case .customView = kind { return true }
    return false
  }

  /// Whether the accessory is a view (a label or the app's), not a glyph.
  var isView: Bool {
    switch kind {
    case .label, .customView: true
    default: false
    }
  }

  /// Whether the accessory sits at the leading edge: the editing controls and the custom views
  /// placed there.
  var isLeading: Bool {
    switch kind {
    case .delete, .insert, .multiselect: return true
    case .customView(_, .leading, _): return true
    default: return false
    }
  }

  /// A custom view's position among the system accessories at its edge.
  var customPosition: Position? {
    guard case .customView(_, let placement, _) = kind else { return nil }
    switch placement {
    case .leading(_, let position), .trailing(_, let position): return position
    }
  }

  /// The system width of a glyph accessory (`Documentation/Lists.md#accessories`).
  var standardWidth: CGFloat {
    if case .detail = kind { return ListMetrics.detailAccessoryWidth }
    return ListMetrics.standardAccessoryWidth
  }
}
