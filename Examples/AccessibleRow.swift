import LayoutShot

/// Settings-style rows that stay readable at every text size: at the accessibility sizes each row
/// stacks its title over its value instead of squeezing them side by side, as Apple's Human
/// Interface Guidelines recommend for Dynamic Type.
///
/// The lesson: a layout that only grows its fonts breaks at the largest sizes — a title and a value
/// in one line at 40 points leave neither room. Each row is a stack view whose axis depends on the
/// screen's text size (`screen.contentSize.isAccessibilityCategory`): horizontal, the value pushed
/// to the trailing edge, up to XXXL; vertical, title above value, from AX1 up. Every label uses a
/// text style with `adjustsFontForContentSizeCategory`, so the fonts follow the text size too, and
/// the colours are system colours, so the rows follow dark mode.
public struct AccessibleRow: LayoutProgram {
  public init() {}

  /// The rows' titles and values.
  static let rows = [
    ("Storage", "48.2 GB of 128 GB used"), ("Battery Health", "Maximum capacity 91%"),
    ("Software Update", "iOS is up to date"),
  ]

  public func body(root: View, screen: Screen) -> LayoutBody {
    root.backgroundColor = .systemGroupedBackground
    let list = StackView("list")
    list.axis = .vertical
    list.spacing = 1
    list.backgroundColor = .separator
    list.cornerRadius = 10
    list.clipsToBounds = true
    root.addSubview(list)
    list.leading == root.readableContentGuide.leading
    list.trailing == root.readableContentGuide.trailing
    list.top == root.safeAreaLayoutGuide.top + 20

    let stacked = screen.contentSize.isAccessibilityCategory
    for (index, (title, value)) in Self.rows.enumerated() {
      let titleLabel = Label("title\(index)", text: title)
      titleLabel.font = .preferredFont(forTextStyle: .body)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.numberOfLines = 0
      let valueLabel = Label("value\(index)", text: value)
      valueLabel.font = .preferredFont(forTextStyle: .body)
      valueLabel.adjustsFontForContentSizeCategory = true
      valueLabel.textColor = .secondaryLabel
      valueLabel.numberOfLines = 0
      let row = StackView("row\(index)", arrangedSubviews: [titleLabel, valueLabel])
      row.backgroundColor = .secondarySystemGroupedBackground
      row.isLayoutMarginsRelativeArrangement = true
      row.directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
      if stacked {
        // Title above value, both from the leading edge, each as wide as the row.
        row.axis = .vertical
        row.alignment = .leading
        row.spacing = 4
      } else {
        // Title and value on one baseline; the value hugs the trailing edge.
        row.axis = .horizontal
        row.alignment = .firstBaseline
        row.spacing = 16
        valueLabel.textAlignment = screen.layoutDirection == .rightToLeft ? .left : .right
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        titleLabel.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
      }
      list.addArrangedSubview(row)
    }
  }
}
