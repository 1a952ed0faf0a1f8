import Typesetting

/// A button with a title (`UIButton(type: .system)` in its classic, pre-configuration form), and
/// optionally an image before it.
///
/// Its intrinsic content size is its title's one-line size plus 6 points above and below, plus
/// ``contentEdgeInsets`` (zero by default). The facts: UIKit sizes a classic button from its title
/// label's frame and "insets the title label by 6-pts on the Top and Bottom" whatever the content
/// alignment (an 18-point title label 21 high makes a button 33 high: a Stack Overflow answer, see
/// Documentation/Controls.md#classic-button), and `contentEdgeInsets` and
/// `titleEdgeInsets` default to `UIEdgeInsetsZero`, the title insets not counting toward the
/// intrinsic size (Apple's `titleEdgeInsets` documentation). The title uses the 15-point system font
/// of a system button made in code or in Interface Builder ("System 15.0"), which is why a default
/// button titled "Button" is 46 × 30 on iOS. How UIKit combines non-zero content insets with the
/// 6-point padding is not verified: LayoutShot adds both. Hugging 250 and compression resistance 750
/// are UIKit's defaults for buttons. With an ``image``, the content is the image, ``imagePadding``,
/// then the title with its 6 points above and below, side by side and centred down: an image-only
/// button is its image's size plus the content insets.
///
/// ```swift
/// let skip = Button("skipButton", title: "Skip")
/// root.addSubview(skip)
/// skip.trailing == root.layoutMarginsGuide.trailing
/// skip.firstBaseline == title.firstBaseline
/// ```
public final class Button: View {
  /// The title shown, on one line.
  public var title: String
  /// The title's font (15-point system font by default).
  public var titleFont = FontDescriptor.systemFont(ofSize: 15)
  /// Whether the title follows the screen's Dynamic Type text size (``Screen/contentSize``), as
  /// the title label's `adjustsFontForContentSizeCategory` (off by default): see
  /// ``Label/adjustsFontForContentSizeCategory``.
  ///
  /// ```swift
  /// let more = Button("moreButton", title: "Read more")
  /// more.titleFont = .preferredFont(forTextStyle: .body)
  /// more.adjustsFontForContentSizeCategory = true   // 53-point title on a screen at AX5
  /// ```
  public var adjustsFontForContentSizeCategory = false
  /// The title's colour (the system tint by default).
  public var titleColor = Color.systemBlue
  /// Space added around the title in the intrinsic size (`contentEdgeInsets`).
  public var contentEdgeInsets = EdgeInsets.zero
  /// An image shown before the title, at its size (`setImage(_:for:)`); `nil` for none.
  public var image: ImageAsset?
  /// The space between the image and the title (`UIButton.Configuration.imagePadding`).
  public var imagePadding = 0.0

  /// The padding above and below the title of a classic system button.
  public static let titleVerticalPadding = 6.0
  /// The padding added above and below the title (``titleVerticalPadding`` by default; 0 for a
  /// button whose ``contentEdgeInsets`` give all of its padding, as a configured `UIButton`'s do).
  public var verticalTitlePadding = Button.titleVerticalPadding

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - name: The view's name, unique in its layout.
  ///   - title: The title it shows.
  public init(_ name: String? = nil, title: String = "", fileID: String = #fileID, line: Int = #line) {
    self.title = title
    super.init(name, fileID: fileID, line: line)
  }

  public override var description: String { "Button(\(displayName))" }

  override func contentPropertyProblem() -> (property: String, reason: String)? {
    if let problem = titleFont.sizeProblem { return ("titleFont.pointSize", problem) }
    return contentEdgeInsets.nonFiniteEdge.map { edge, value in
      ("contentEdgeInsets.\(edge)", "\(NumberText.points(value)) is not a finite number of points")
    }
  }

  override func frozenContent(for screen: Screen) throws(LayoutError) -> FrozenContent? {
    let font =
      adjustsFontForContentSizeCategory ? titleFont.adjusted(to: effectiveContentSize(on: screen)) : titleFont
    let title = try textContent(
      title, font: font, color: titleColor, pseudoLocale: screen.pseudoLocale,
      style: ParagraphStyle(
        alignment: .center, lineBreakMode: .byTruncatingMiddle, numberOfLines: 1,
        direction: effectiveLayoutDirection(on: screen.layoutDirection) == .leftToRight
          ? .leftToRight : .rightToLeft),
      preferredMaxLayoutWidth: nil, wrapsToSolvedWidth: false)
    let measure = title.intrinsicMeasure(width: nil, scale: screen.scale)
    guard let image else {
      let padding = EdgeInsets(
        top: contentEdgeInsets.top + verticalTitlePadding, left: contentEdgeInsets.left,
        bottom: contentEdgeInsets.bottom + verticalTitlePadding, right: contentEdgeInsets.right)
      let size = IntrinsicSize(
        width: measure.size.width + padding.left + padding.right,
        height: measure.size.height + padding.top + padding.bottom)
      return FrozenContent(
        content: .button(ButtonContent(title: title, padding: padding)),
        intrinsicSize: intrinsicContentSize == .none ? size : intrinsicContentSize,
        baselines: BaselineOffsets(
          firstFromTop: padding.top + measure.baselines.firstFromTop,
          lastFromBottom: padding.bottom + measure.baselines.lastFromBottom))
    }
    // With an image: the image and the padded title side by side, as tall as the taller.
    let hasTitle = !self.title.isEmpty
    let titleBox =
      hasTitle
      ? Size(width: measure.size.width, height: measure.size.height + 2 * verticalTitlePadding)
      : Size(width: 0, height: 0)
    let gap = hasTitle ? imagePadding : 0
    let contentHeight = max(image.size.height, titleBox.height)
    let size = IntrinsicSize(
      width: contentEdgeInsets.left + image.size.width + gap + titleBox.width + contentEdgeInsets.right,
      height: contentEdgeInsets.top + contentHeight + contentEdgeInsets.bottom)
    // The title is centred down the content, so its baselines sit where centring puts them.
    let titleTop = contentEdgeInsets.top + (contentHeight - measure.size.height) / 2
    return FrozenContent(
      content: .button(
        ButtonContent(title: title, padding: contentEdgeInsets, image: image, imagePadding: gap)),
      intrinsicSize: intrinsicContentSize == .none ? size : intrinsicContentSize,
      baselines: BaselineOffsets(
        firstFromTop: titleTop + measure.baselines.firstFromTop,
        lastFromBottom: contentEdgeInsets.bottom + contentHeight - (titleTop - contentEdgeInsets.top)
          - measure.size.height + measure.baselines.lastFromBottom))
  }
}
