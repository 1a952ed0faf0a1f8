import LayoutShot

/// The onboarding screen of "Grapevine", laid out entirely with the Visual Format Language: an
/// icon, the app's name and a Skip button in a row at the top; an image, a welcome line and a
/// summary below; a page control at the bottom.
///
/// The lesson: seven formats, with metrics and options, make 21 constraints, and the row and the
/// column follow the texts: the name, the welcome line and the summary are `Label`s and Skip a
/// `Button`, sized by their measured text.
/// `|-name-[view]` spaces a view from the superview's edge by a metric (not from its margins, as
/// `|-[view]` would); `-` between views is the standard 8 points; `[view(30)]` gives a size; the
/// options align the views of one format across its axis (`.alignAllCenterY` for a row,
/// `.alignAllCenterX`, `.alignAllLeading` and `.alignAllTrailing` for a column). The margins are
/// metrics computed from the safe area, as the tutorial does in `viewSafeAreaInsetsDidChange()`:
/// an edge's safe-area inset where it has one, else the 15-point padding. The summary row uses the
/// padding on both sides whatever the safe area, so in landscape on a notch phone it runs under
/// the sensor housing, as the tutorial's does.
///
/// What the tutorial leaves open: the column from the icon down to the page control is pinned at
/// both ends, so the image, the welcome line and the summary between them must share whatever
/// height their contents do not fill (or give up what they lack). With Interface Builder's
/// defaults all three hug at 251 and resist compression at 750, and which one grows or shrinks
/// would not be determined: UIKit would pick one silently, and LayoutShot would report the layout
/// as ambiguous. Here the illustration gives way, as an aspect-fit image view does in such a
/// design: it hugs its height at 250 and resists compression of it at 749, one below the labels,
/// so it takes the spare height and gives up height first, and every frame is determined.
///
/// Ported from the Visual Format Language tutorial's final `viewSafeAreaInsetsDidChange()`: the
/// same view names, metrics, options and formats, in the same order.
public struct Grapevine: LayoutProgram {
  public init() {}

  /// The tutorial's `Metrics.padding`: the margin where the safe area has no inset, and the
  /// summary's distance from the sides.
  static let padding = 15.0
  /// The tutorial's `Metrics.iconImageViewWidth`.
  static let iconImageViewWidth = 30.0

  public func body(root: View, screen: Screen) -> LayoutBody {
    let views = Self.makeViews()
    root.addSubviews(views)
    // The body cannot throw and a result builder has no `catch`, so the formats are parsed by
    // `tutorialConstraints(for:on:)`, which returns the constraints of those that parse and the
    // error of each that does not, rather than trapping (a `try!` would also stop every layout
    // rendered after this one). A format error is a bug in this example, and it shows twice: the
    // views of the format lack its constraints, which the engine reports (ambiguous or unused
    // views), and `formatErrors(on:)` returns the error with its caret; the example tests expect
    // none.
    LayoutConstraint.activate(
      Self.tutorialConstraints(for: Self.dictionary(of: views), on: screen).constraints)
  }

  /// The errors of the example's visual formats on `screen`: empty unless the example has a bug.
  public static func formatErrors(on screen: Screen) -> [FormatError] {
    let root = View("root")
    let views = makeViews()
    root.addSubviews(views)
    // A view does not keep its superview alive, and `|` needs it.
    return withExtendedLifetime(root) { tutorialConstraints(for: dictionary(of: views), on: screen).errors }
  }

  /// The tutorial's metrics for `screen`: the padding and the icon's width, and for each edge the
  /// safe-area inset when there is one, else the padding (`newInsets.left > 0 ? newInsets.left :
  /// Metrics.padding`).
  static func metrics(for screen: Screen) -> [String: Double] {
    let insets = screen.safeAreaInsets
    return [
      "horizontalPadding": padding,
      "iconImageViewWidth": iconImageViewWidth,
      "topMargin": insets.top > 0 ? insets.top : padding,
      "bottomMargin": insets.bottom > 0 ? insets.bottom : padding,
      "leftMargin": insets.left > 0 ? insets.left : padding,
      "rightMargin": insets.right > 0 ? insets.right : padding,
    ]
  }

  /// The constraints of the seven formats, and the error of each format that does not parse.
  ///
  /// The formats come in the tutorial's order, with its options; those for which the tutorial
  /// passes no metrics get none.
  private static func tutorialConstraints(for views: [String: LayoutItem], on screen: Screen)
    -> (constraints: [LayoutConstraint], errors: [FormatError])
  {
    let screenMetrics = metrics(for: screen)
    var constraints: [LayoutConstraint] = []
    var errors: [FormatError] = []
    // Each format keeps the line it is written on, for diagnostics.
    func add(_ format: String, options: FormatOptions = [], metrics: [String: Double]?, line: Int = #line) {
      do {
        constraints += try LayoutConstraint.constraints(
          withVisualFormat: format, options: options, metrics: metrics, views: views, line: line)
      } catch {
        errors.append(error)
      }
    }
    // The icon: `topMargin` below the top of the screen, 30 points high.
    add("V:|-topMargin-[iconImageView(30)]", metrics: screenMetrics)
    // The top row, between the side margins, its views 8 points apart and centred on one line.
    add(
      "H:|-leftMargin-[iconImageView(iconImageViewWidth)]-[appNameLabel]-[skipButton]-rightMargin-|",
      options: [.alignAllCenterY], metrics: screenMetrics)
    // The summary: the padding from both sides of the screen.
    add("H:|-horizontalPadding-[summaryLabel]-horizontalPadding-|", metrics: screenMetrics)
    // The image: 10 points below the icon.
    add("V:[iconImageView]-10-[appImageView]", metrics: nil)
    // The welcome line: 10 points below the image, the image centred on it.
    add("V:[appImageView]-10-[welcomeLabel]", options: [.alignAllCenterX], metrics: nil)
    // The summary: 4 points below the welcome line, which takes the summary's sides.
    add("V:[welcomeLabel]-4-[summaryLabel]", options: [.alignAllLeading, .alignAllTrailing], metrics: nil)
    // The page control: 15 points below the summary, 9 high, `bottomMargin` above the bottom of
    // the screen, centred under the summary.
    add(
      "V:[summaryLabel]-15-[pageControl(9)]-bottomMargin-|", options: [.alignAllCenterX],
      metrics: screenMetrics)
    return (constraints, errors)
  }

  // MARK: Views

  /// The tutorial's seven views, with Interface Builder's default fonts and priorities (the
  /// tutorial's views come from a storyboard).
  ///
  /// The seed gives no texts or images except the app's name, so the other contents are made up:
  /// the button says "Skip", the welcome line "Welcome to Grapevine", the summary "Hear it here
  /// first.", the page control has 3 pages, the icon is a 30 × 30 image (the size the formats give
  /// it) and the illustration a 180 × 180 one, both known by their size only (they draw as
  /// placeholders). The labels use the 17-point system font and the button the 15-point one, as
  /// Interface Builder sets them. LayoutShot's system font is Inter with San Francisco's line height
  /// and tracking (−25/1000 em at 17 points, −15/1000 em at 15), so:
  ///
  /// - `appNameLabel`, "Grapevine": 13,560 units × 17 / 2816 − 9 × 0.425 = 78.04, so 78.5 wide at
  ///   2x and 78.333 at 3x; a line is 2,444 / 2048 × 17 = 20.287 points, 20.5 high at 2x and 20.333
  ///   at 3x;
  /// - `skipButton`, "Skip": 5,712 units × 15 / 2816 − 4 × 0.225 = 29.53, so 30 wide at 2x; its
  ///   title 17.9 high, 18 at 2x and 3x, plus 6 points above and below as a classic `UIButton` pads
  ///   it;
  /// - `pageControl`: 39 × 37, the classic (iOS 13 and earlier) page control's size for 3 pages,
  ///   7-point dots 16 points apart and 37 high, as remembered from `size(forNumberOfPages:)`, not
  ///   measured. The format makes it 9 high, which overrides the 37 (compression resistance 750).
  ///
  /// Interface Builder gives labels and image views a hugging priority of 251 on both axes and
  /// other views 250, and every view a compression resistance of 750; so in the top row the Skip
  /// button, hugging less than the name, takes the width the two do not need. The illustration's
  /// vertical priorities are one lower (250 and 749), so that it absorbs the column's spare height.
  private static func makeViews() -> [View] {
    let iconImageView = ImageView(
      "iconImageView", image: ImageAsset(name: "icon", pixelWidth: 30, pixelHeight: 30))
    iconImageView.backgroundColor = .systemGreen
    iconImageView.cornerRadius = 6
    let appNameLabel = label("appNameLabel", "Grapevine")
    let skipButton = Button("skipButton", title: "Skip")
    skipButton.backgroundColor = .systemBlue.withAlphaComponent(0.2)
    let appImageView = ImageView(
      "appImageView", image: ImageAsset(name: "illustration", pixelWidth: 180, pixelHeight: 180))
    appImageView.backgroundColor = .systemGreen.withAlphaComponent(0.5)
    let welcomeLabel = label("welcomeLabel", "Welcome to Grapevine")
    let summaryLabel = label("summaryLabel", "Hear it here first.")
    let pageControl = View("pageControl")
    pageControl.backgroundColor = .systemGray6
    pageControl.intrinsicContentSize = IntrinsicSize(width: 39, height: 37)
    for imageView in [iconImageView, appImageView] {
      imageView.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
      imageView.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    }
    appImageView.setContentHuggingPriority(.defaultLow, for: .vertical)
    appImageView.setContentCompressionResistancePriority(.defaultHigh - 1, for: .vertical)
    return [iconImageView, appNameLabel, skipButton, appImageView, welcomeLabel, summaryLabel, pageControl]
  }

  /// A one-line label of `text` with Interface Builder's hugging of 251.
  private static func label(_ name: String, _ text: String) -> Label {
    let label = Label(name, text: text)
    label.backgroundColor = .systemGray6
    label.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    label.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    return label
  }

  /// The views by name, as the formats refer to them.
  private static func dictionary(of views: [View]) -> [String: LayoutItem] {
    Dictionary(uniqueKeysWithValues: views.map { ($0.displayName, $0) })
  }
}
