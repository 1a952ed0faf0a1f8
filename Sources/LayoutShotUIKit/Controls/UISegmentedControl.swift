/// A segmented control (`UISegmentedControl`): segments side by side on one rounded background,
/// the selected one raised on a white plate.
///
/// Size: 32 points high since iOS 13 (Interface Builder's frame in Apple's UIKit Catalog sample;
/// `defaultHeightForControlSize:` in UIKitCore's `UISegmentedControlDefaultStyleProvider`, iOS 18.2
/// as decompiled in the public repository EthanArbuckle/iPhone17-1_18.2_22C152_Restore). Across,
/// as UIKitCore's `_intrinsicSizeWithinSize:` computes it: every segment is as wide as the widest
/// segment's content plus 9 points of padding on each side (`defaultContentPaddingWidth`), with a
/// 1-point divider between segments; ``apportionsSegmentWidthsByContent`` gives each segment its
/// own content's width instead, and ``setWidth(_:forSegmentAt:)`` a fixed one. Hugging 250 across
/// and 750 down, as UIKit gives a segmented control made in code.
///
/// Drawn, in light and dark: a `tertiarySystemFill` background with 8-point corners (the same
/// provider's `cornerRadiusForControlSize:`); the selected segment on a plate inset by 2 points
/// (`selectionIndicatorInsetForControlSize:`) with 7-point corners, white in light and #636366 in
/// dark (or ``selectedSegmentTintColor``), casting two shadows, black at 12 % moved 3 down with a
/// blur of 8 and black at 4 % moved 3 down with a blur of 1, inside a half-point ring of black at
/// 4 % (Flutter's `CupertinoSlidingSegmentedControl`, whose figures are taken from Apple's design
/// resources; each blur taken as Flutter's `BoxShadow` takes it, see `boxShadow`); 1-point dividers
/// of #8E8E93 at 30 %, 18 points tall (5 points in from a 28-point segment 2 points in), only
/// between two unselected neighbours (the same Flutter control); titles in the label colour,
/// 4 points in from their segment's sides (`defaultTextContentPaddingWidth`), in 13-point system
/// type, medium when selected and regular otherwise (Flutter's w500 and normal; the provider's
/// `fontForControlSize:selected:` picks two weight constants in that order, its size table is not
/// readable, and 13 points is an estimate). A disabled control or segment draws its title at 30 %
/// opacity (an estimate: UIKit asks the segment for a private `_disabledColor`). Image segments
/// draw nothing yet.
///
/// ```swift
/// let period = UISegmentedControl(items: ["Day", "Week", "Month"])
/// period.selectedSegmentIndex = 1
/// ```
open class UISegmentedControl: UIControl {
  /// The intrinsic height.
  static let height: CGFloat = 32
  /// Space either side of a segment's content.
  static let segmentPadding: CGFloat = 9
  /// The background's and the plate's corner radii, and the plate's inset.
  static let cornerRadius = 8.0, plateRadius = 7.0, plateInset = 2.0
  /// The space between a title and its segment's sides.
  static let titlePadding = 4.0
  /// The dividers' width, and how far they stop short of the top and bottom edges.
  static let dividerWidth: CGFloat = 1, dividerInset = 7.0
  /// The plate's colour by default: white in light, #636366 in dark.
  static let plateColor = Color(light: .white, dark: Color(red255: 0x63, green: 0x63, blue: 0x66))
  /// The dividers' colour: #8E8E93 at 30 %.
  static let dividerColor = Color(red255: 0x8E, green: 0x8E, blue: 0x93, alpha: 0.3)
  /// `selectedSegmentIndex` when no segment is selected.
  public static let noSegment = -1

  private struct Segment {
    var title: String?
    var image: UIImage?
    var width: CGFloat = 0
    var isEnabled = true
  }

  private var segments: [Segment] = []
  /// The selected segment, or ``noSegment``.
  open var selectedSegmentIndex = UISegmentedControl.noSegment
  /// Whether a segment only flashes when tapped (kept).
  open var isMomentary = false
  /// Whether each segment is as wide as its own content instead of the widest.
  open var apportionsSegmentWidthsByContent = false
  /// The selected plate's colour (`nil`: white).
  open var selectedSegmentTintColor: UIColor?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// An empty segmented control at `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    hugContent(horizontally: .defaultLow, vertically: .defaultHigh)
  }

  /// A control with a segment for each item: a `String` title or a `UIImage`.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    segments = (items ?? []).map { item in
      Segment(title: item as? String, image: item as? UIImage)
    }
  }

  /// A control with a segment for each action, titled with its title.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, image: $0.image) }
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// Inserts a titled segment at `segment`.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
  }

  /// Inserts an image segment at `segment`.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
  }

  /// Inserts a segment for `action` at `segment`.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    segments.insert(
      Segment(title: action.title, image: action.image), at: min(max(segment, 0), segments.count))
  }

  /// Removes the segment at `segment`.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex >= segments.count { selectedSegmentIndex = Self.noSegment }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
  }

  /// The title of `segment`.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets the title of `segment`.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
  }

  /// The image of `segment`.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Sets the image of `segment`.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
  }

  /// Gives `segment` a fixed width (0: sized by its content).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(width, 0)
  }

  /// The fixed width of `segment` (0 when sized by its content).
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Enables or disables `segment`.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether `segment` is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Sets the titles' attributes for `state`: their font and colour are drawn.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The titles' attributes for `state`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// The font of a title in `state`: the attributes' font, else 13-point system type (medium
  /// when selected).
  private func titleFont(selected: Bool) -> UIFont {
    let state: UIControl.State = selected ? .selected : .normal
    if let font = titleAttributes[state.rawValue]?[.font] as? UIFont ?? titleAttributes[0]?[.font] as? UIFont
    {
      return font
    }
    return .systemFont(ofSize: 13, weight: selected ? .medium : .regular)
  }

  /// The colour of a title in `state`: the attributes' colour, else the label colour.
  private func titleColor(selected: Bool) -> UIColor {
    let state: UIControl.State = selected ? .selected : .normal
    let color =
      titleAttributes[state.rawValue]?[.foregroundColor] as? UIColor
      ?? titleAttributes[0]?[.foregroundColor] as? UIColor
    return color ?? .label
  }

  /// The width of each segment's content: its title in the wider (selected) font, or its image.
  private var contentWidths: [CGFloat] {
    let font = titleFont(selected: true)
    return segments.map { segment in
      if let title = segment.title { return font.width(of: title) }
      return segment.image?.size.width ?? 0
    }
  }

  /// Each segment's width, at the intrinsic size.
  private var segmentWidths: [CGFloat] {
    let content = contentWidths.map { $0 + 2 * Self.segmentPadding }
    let widest = content.max() ?? 0
    return segments.indices.map { index in
      if segments[index].width > 0 { return segments[index].width }
      return apportionsSegmentWidthsByContent ? content[index] : widest
    }
  }

  /// The segments' widths and the dividers between them; 32 points tall.
  open override var intrinsicContentSize: CGSize {
    let dividers = CGFloat(max(segments.count - 1, 0)) * Self.dividerWidth
    return CGSize(width: segmentWidths.reduce(0, +) + dividers, height: Self.height)
  }

  /// Each segment's place across the bounds: the width left by the dividers, shared in proportion
  /// to the segments' intrinsic widths, with a divider's width after each segment but the last.
  private var segmentPlaces: [(x: Drawing.Length, width: Drawing.Length)] {
    let widths = segmentWidths.map(Double.init)
    let total = widths.reduce(0, +)
    let shares = total > 0 ? widths.map { $0 / total } : widths.map { _ in 1 / Double(widths.count) }
    let dividers = Double(max(segments.count - 1, 0)) * Double(Self.dividerWidth)
    var start = 0.0
    return shares.enumerated().map { index, share in
      defer { start += share }
      return (
        x: .fraction(start, plus: Double(index) * Double(Self.dividerWidth) - start * dividers),
        width: .fraction(share, plus: -share * dividers)
      )
    }
  }

  override var controlDrawing: Drawing? {
    var elements: [Drawing.Element] = [
      .fill(.bounds, cornerRadius: Self.cornerRadius, color: UIColor.tertiarySystemFill.layoutShotColor)
    ]
    let places = segmentPlaces
    if places.indices.contains(selectedSegmentIndex) {
      let place = places[selectedSegmentIndex]
      let inset = Self.plateInset
      let plate = Drawing.Placement(
        x: .fraction(place.x.fraction, plus: place.x.points + inset), y: .points(inset),
        width: .fraction(place.width.fraction, plus: place.width.points - 2 * inset),
        height: .fraction(1, plus: -2 * inset))
      let ring = Drawing.Placement(
        x: .fraction(plate.x.fraction, plus: plate.x.points - 0.5), y: .points(inset - 0.5),
        width: .fraction(plate.width.fraction, plus: plate.width.points + 1),
        height: .fraction(1, plus: 1 - 2 * inset))
      let radius = Self.plateRadius
      elements += [
        .boxShadow(plate, cornerRadius: radius, opacity: 0.12, down: 3, blurRadius: 8),
        .boxShadow(plate, cornerRadius: radius, opacity: 0.04, down: 3, blurRadius: 1),
        .fill(ring, cornerRadius: radius + 0.5, color: Color(white: 0, alpha: 0.04)),
        .fill(
          plate, cornerRadius: radius, color: selectedSegmentTintColor?.layoutShotColor ?? Self.plateColor),
      ]
    }
    for index in places.indices.dropFirst()
    where index != selectedSegmentIndex && index - 1 != selectedSegmentIndex {
      let divider = Drawing.Placement(
        x: .fraction(places[index].x.fraction, plus: places[index].x.points - Double(Self.dividerWidth)),
        y: .points(Self.dividerInset), width: .points(Double(Self.dividerWidth)),
        height: .fraction(1, plus: -2 * Self.dividerInset))
      elements.append(.fill(divider, cornerRadius: 0, color: Self.dividerColor))
    }
    for (index, segment) in segments.enumerated() {
      guard let title = segment.title else { continue }
      let selected = index == selectedSegmentIndex
      var color = titleColor(selected: selected)
      if !isEnabled || !segment.isEnabled { color = color.withAlphaComponent(0.3) }
      let place = Drawing.Placement(
        x: .fraction(places[index].x.fraction, plus: places[index].x.points + Self.titlePadding),
        y: .points(0),
        width: .fraction(
          places[index].width.fraction, plus: places[index].width.points - 2 * Self.titlePadding),
        height: .fraction(1))
      if let text = Drawing.Element.title(title, font: titleFont(selected: selected), color: color, in: place)
      {
        elements.append(text)
      }
    }
    // Right to left the first segment is on the right (Documentation/RightToLeft.md#controls).
    return Drawing(elements).mirrored(for: effectiveUserInterfaceLayoutDirection)
  }
}
