import LayoutShot

/// The view that shows a ``UIListContentConfiguration`` (`UIListContentView`): the image at the
/// leading margin, the text after it and the secondary text below it or at the trailing edge.
///
/// A cell makes one for its list content configuration; an app may make one itself to lay out
/// list content inside its own view.
///
/// ```swift
/// var content = UIListContentConfiguration.subtitleCell()
/// content.text = "Anna Haro"
/// content.secondaryText = "anna@example.com"
/// let contentView = UIListContentView(configuration: content)
/// ```
///
/// The content is centred down between the margins: a cell's is at least 44 points tall. A
/// symbol image takes a reserved width of 24 points (28 in a sidebar) and the text starts the
/// configuration's `imageToTextPadding` after it (`Documentation/Lists.md#list-content-configurations`).
@MainActor
open class UIListContentView: UIView, UIContentView {
  /// What the view shows: a ``UIListContentConfiguration``.
  ///
  /// A configuration of another type fails the layout naming the view, where UIKit raises; the
  /// view keeps what it shows.
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let configuration = newValue as? UIListContentConfiguration else {
        LayoutRun.report(
          .invalidViewProperty(
            view: accessibilityIdentifier ?? layoutShotView.name ?? "UIListContentView",
            property: "configuration",
            reason: "a UIListContentView shows a UIListContentConfiguration, not a \(type(of: newValue))",
            location: layoutShotView.creationLocation))
        return
      }
      listConfiguration = configuration
      apply()
    }
  }
  private var listConfiguration: UIListContentConfiguration

  /// The space of the image, `nil` without an image.
  public private(set) var imageLayoutGuide: UILayoutGuide?
  /// The space of the text, `nil` without a text.
  public private(set) var textLayoutGuide: UILayoutGuide?
  /// The space of the secondary text, `nil` without a secondary text.
  public private(set) var secondaryTextLayoutGuide: UILayoutGuide?

  private let imageView = UIImageView()
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  private var contentConstraints: [NSLayoutConstraint] = []
  /// The guides the content is laid out with, made again with each configuration.
  private var contentGuides: [UILayoutGuide] = []
  /// Where the text starts, from the view's leading edge: a cell's separator starts there.
  private(set) var textLeading: CGFloat = 0
  /// The margins of the view this one is shown in (a cell's), which the configuration's margins
  /// grow to on its preserved axes, measured from this view's edges.
  var inheritedMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) {
    didSet { if oldValue != inheritedMargins { apply() } }
  }

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    apply()
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Whether `configuration` is a list content configuration.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }

  /// The margins the content sits in: the configuration's, grown on its preserved axes to the
  /// inherited ones.
  var effectiveMargins: NSDirectionalEdgeInsets {
    var margins = listConfiguration.directionalLayoutMargins
    let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
    if axes.contains(.horizontal) {
      margins.leading = max(margins.leading, inheritedMargins.leading)
      margins.trailing = max(margins.trailing, inheritedMargins.trailing)
    }
    if axes.contains(.vertical) {
      margins.top = max(margins.top, inheritedMargins.top)
      margins.bottom = max(margins.bottom, inheritedMargins.bottom)
    }
    return margins
  }

  /// Shows the configuration: fills the image view and labels, and constrains what is shown.
  private func apply() {
    let configuration = listConfiguration
    alpha = configuration.alpha
    NSLayoutConstraint.deactivate(contentConstraints)
    contentConstraints = []
    for guide in contentGuides { removeLayoutGuide(guide) }
    contentGuides = []
    imageLayoutGuide = nil
    textLayoutGuide = nil
    secondaryTextLayoutGuide = nil

    let image = shownImage(configuration)
    let hasText = configuration.text != nil || configuration.attributedText != nil
    let hasSecondary = configuration.secondaryText != nil || configuration.secondaryAttributedText != nil
    show(imageView, image != nil)
    show(textLabel, hasText)
    show(secondaryTextLabel, hasSecondary)
    imageView.image = image
    configureImageView(configuration.imageProperties)
    configure(textLabel, configuration.textProperties, configuration.text, configuration.attributedText)
    configure(
      secondaryTextLabel, configuration.secondaryTextProperties, configuration.secondaryText,
      configuration.secondaryAttributedText)

    let margins = effectiveMargins
    var constraints: [NSLayoutConstraint] = []
    if configuration.minimumHeight > 0 {
      constraints.append(heightAnchor.constraint(greaterThanOrEqualToConstant: configuration.minimumHeight))
    }
    var textLeadingAnchor = leadingAnchor
    var textLeadingSpace = margins.leading
    if let image {
      let guide = addGuide()
      imageLayoutGuide = guide
      let size = imageSize(image, configuration.imageProperties)
      let width = max(reservedWidth(for: image, configuration), size.width)
      // A symbol is laid out at the reserved height (one body line) and may overflow it.
      let height =
        Self.isSymbol(image)
        ? UIFontMetrics.default.scaledValue(for: ListMetrics.reservedImageHeight) : size.height
      constraints += [
        guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: margins.leading),
        guide.widthAnchor.constraint(equalToConstant: width),
        guide.heightAnchor.constraint(equalToConstant: height),
        imageView.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
        imageView.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
        imageView.widthAnchor.constraint(equalToConstant: size.width),
        imageView.heightAnchor.constraint(equalToConstant: size.height),
      ]
      constraints += centeredDown(guide.topAnchor, guide.bottomAnchor, guide.centerYAnchor, margins: margins)
      textLeadingAnchor = guide.trailingAnchor
      textLeadingSpace = configuration.imageToTextPadding
      textLeading = margins.leading + width + configuration.imageToTextPadding
    } else {
      textLeading = margins.leading
    }
    let labels = [hasText ? textLabel : nil, hasSecondary ? secondaryTextLabel : nil].compactMap { $0 }
    if let first = labels.first {
      constraints.append(
        first.leadingAnchor.constraint(equalTo: textLeadingAnchor, constant: textLeadingSpace))
    }
    if labels.count == 2, configuration.prefersSideBySideTextAndSecondaryText {
      constraints += sideBySideConstraints(
        margins: margins, padding: configuration.textToSecondaryTextHorizontalPadding)
    } else if !labels.isEmpty {
      constraints += stackedConstraints(
        labels, margins: margins, padding: configuration.textToSecondaryTextVerticalPadding)
    }
    if hasText { textLayoutGuide = guide(around: textLabel, into: &constraints) }
    if hasSecondary { secondaryTextLayoutGuide = guide(around: secondaryTextLabel, into: &constraints) }
    contentConstraints = constraints
    NSLayoutConstraint.activate(constraints)
  }

  /// Adds `view` as a subview when `shown`, removes it otherwise.
  private func show(_ view: UIView, _ shown: Bool) {
    if shown, view.superview !== self { addSubview(view) }
    if !shown, view.superview === self { view.removeFromSuperview() }
  }

  private func addGuide() -> UILayoutGuide {
    let guide = UILayoutGuide()
    addLayoutGuide(guide)
    contentGuides.append(guide)
    return guide
  }

  /// A guide on `view`'s frame.
  private func guide(around view: UIView, into constraints: inout [NSLayoutConstraint]) -> UILayoutGuide {
    let guide = addGuide()
    constraints += [
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      guide.topAnchor.constraint(equalTo: view.topAnchor),
      guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    return guide
  }

  /// The text above the secondary text, `padding` apart, centred down between the margins.
  private func stackedConstraints(_ labels: [UILabel], margins: NSDirectionalEdgeInsets, padding: CGFloat)
    -> [NSLayoutConstraint]
  {
    let stack = addGuide()
    var constraints = [
      stack.topAnchor.constraint(equalTo: labels[0].topAnchor),
      stack.bottomAnchor.constraint(equalTo: labels[labels.count - 1].bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: labels[0].leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: labels[0].trailingAnchor),
    ]
    constraints += centeredDown(stack.topAnchor, stack.bottomAnchor, stack.centerYAnchor, margins: margins)
    for label in labels {
      constraints.append(
        label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -margins.trailing))
    }
    if labels.count == 2 {
      constraints += [
        labels[1].topAnchor.constraint(equalTo: labels[0].bottomAnchor, constant: padding),
        labels[1].leadingAnchor.constraint(equalTo: labels[0].leadingAnchor),
      ]
    }
    return constraints
  }

  /// The text at the leading side and the secondary text at the trailing margin, `padding` apart at
  /// least, both centred down; the secondary text gives way when both do not fit.
  private func sideBySideConstraints(margins: NSDirectionalEdgeInsets, padding: CGFloat)
    -> [NSLayoutConstraint]
  {
    secondaryTextLabel.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    var constraints = [
      secondaryTextLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -margins.trailing),
      secondaryTextLabel.leadingAnchor.constraint(
        greaterThanOrEqualTo: textLabel.trailingAnchor, constant: padding),
    ]
    for label in [textLabel, secondaryTextLabel] {
      constraints += centeredDown(label.topAnchor, label.bottomAnchor, label.centerYAnchor, margins: margins)
    }
    return constraints
  }

  /// Centres the item of `top`, `bottom` and `centerY` down between the top and bottom margins,
  /// inside them.
  private func centeredDown(
    _ top: NSLayoutYAxisAnchor, _ bottom: NSLayoutYAxisAnchor, _ centerY: NSLayoutYAxisAnchor,
    margins: NSDirectionalEdgeInsets
  ) -> [NSLayoutConstraint] {
    [
      centerY.constraint(equalTo: centerYAnchor, constant: (margins.top - margins.bottom) / 2),
      top.constraint(greaterThanOrEqualTo: topAnchor, constant: margins.top),
      bottom.constraint(lessThanOrEqualTo: bottomAnchor, constant: -margins.bottom),
    ]
  }

  /// The image shown: a symbol at the configuration's symbol configuration.
  private func shownImage(_ configuration: UIListContentConfiguration) -> UIImage? {
    guard let image = configuration.image else { return nil }
    guard Self.isSymbol(image), let symbol = configuration.imageProperties.preferredSymbolConfiguration else {
      return image
    }
    return image.withConfiguration(symbol)
  }

  /// Whether `image` is drawn as a symbol: a template, as `UIImage(systemName:)` makes.
  private static func isSymbol(_ image: UIImage) -> Bool { image.renderingMode == .alwaysTemplate }

  /// The width kept for the image: the properties' reserved width, or for a symbol (or the
  /// standard dimension) the configuration's reserved symbol width scaled with the body text.
  private func reservedWidth(for image: UIImage, _ configuration: UIListContentConfiguration) -> CGFloat {
    let reserved = configuration.imageProperties.reservedLayoutSize.width
    if reserved == ImageProperties.standardDimension || (reserved == 0 && Self.isSymbol(image)) {
      return UIFontMetrics.default.scaledValue(for: configuration.reservedSymbolWidth)
    }
    return max(0, reserved)
  }

  /// `image`'s size, shrunk to the properties' maximum size keeping its aspect ratio.
  private func imageSize(_ image: UIImage, _ properties: ImageProperties) -> CGSize {
    var size = image.size
    let maximum = properties.maximumSize
    if maximum.width > 0, size.width > maximum.width {
      size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width)
    }
    if maximum.height > 0, size.height > maximum.height {
      size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height)
    }
    return size
  }

  private typealias ImageProperties = UIListContentConfiguration.ImageProperties

  private func configureImageView(_ properties: ImageProperties) {
    imageView.tintColor = properties.tintColor.map { properties.resolvedTintColor(for: $0) }
    imageView.layer.cornerRadius = properties.cornerRadius
    imageView.clipsToBounds = properties.cornerRadius > 0
  }

  private func configure(
    _ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, _ text: String?,
    _ attributedText: NSAttributedString?
  ) {
    label.font = properties.font
    label.textColor = properties.resolvedColor()
    label.numberOfLines = properties.numberOfLines
    label.lineBreakMode = properties.lineBreakMode
    label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
    label.minimumScaleFactor = properties.minimumScaleFactor
    label.textAlignment =
      switch properties.alignment {
      case .natural: .natural
      case .center: .center
      case .justified: .justified
      }
    if let attributedText {
      label.attributedText = attributedText
    } else {
      label.text = text.map(properties.transformed)
    }
  }
}
