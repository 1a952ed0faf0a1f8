import LayoutShot

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
  /// How a segmented control looks, shared with SwiftUI's segmented `Picker`.
  static var look: SegmentedLook { .current }
  /// The intrinsic height.
  static var height: CGFloat { CGFloat(look.height) }
  /// Space either side of a segment's content.
  static var segmentPadding: CGFloat { CGFloat(look.segmentPadding) }
  /// The dividers' width.
  static var dividerWidth: CGFloat { CGFloat(look.dividerWidth) }
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
    let look = Self.look
    let weight = selected ? look.selectedTitleWeight : look.titleWeight
    let named = UIFont.Weight.names.first { $0.0.fontWeight == weight }?.0
    return .systemFont(ofSize: CGFloat(look.titleSize), weight: named ?? .regular)
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

  /// Each segment's place across the bounds, in proportion to the segments' intrinsic widths.
  private var segmentPlaces: [(x: Drawing.Length, width: Drawing.Length)] {
    Self.look.segmentPlaces(widths: segmentWidths.map(Double.init))
  }

  override var controlDrawing: Drawing? {
    let places = segmentPlaces
    var elements = Self.look.elements(
      places: places, selectedIndex: selectedSegmentIndex,
      plateColor: selectedSegmentTintColor?.layoutShotColor)
    for (index, segment) in segments.enumerated() {
      guard let title = segment.title else { continue }
      let selected = index == selectedSegmentIndex
      var color = titleColor(selected: selected)
      if !isEnabled || !segment.isEnabled { color = color.withAlphaComponent(Self.look.disabledTitleOpacity) }
      let place = Drawing.Placement(
        x: .fraction(places[index].x.fraction, plus: places[index].x.points + Self.look.titlePadding),
        y: .points(0),
        width: .fraction(
          places[index].width.fraction, plus: places[index].width.points - 2 * Self.look.titlePadding),
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
