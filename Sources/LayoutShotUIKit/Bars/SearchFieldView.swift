import LayoutShot

/// The field a navigation bar draws for its top item's search bar: a rounded rectangle in the
/// tertiary fill, a magnifying glass and the text or placeholder ("Search") in the placeholder
/// colour (Documentation/Bars.md#search); in the iOS 26 edition a 44-point capsule, the glass 12
/// in and the text 7 after it (Documentation/Bars.md#ios-26-search).
final class SearchFieldView: UIView {
  /// The magnifying glass.
  let glassView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
  /// The text, or the placeholder.
  let textLabel = UILabel()

  /// A field showing `searchBar`'s text or placeholder, drawn as `metrics`' edition draws it.
  init(searchBar: UISearchBar, metrics: BarMetrics) {
    super.init(frame: .zero)
    let inset = metrics.searchGlassInset
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = UIColor(BarLook.searchFill)
    layer.cornerRadius = metrics.searchCornerRadius
    glassView.translatesAutoresizingMaskIntoConstraints = false
    glassView.tintColor = .secondaryLabel
    textLabel.translatesAutoresizingMaskIntoConstraints = false
    textLabel.font = .systemFont(ofSize: BarLook.searchFontSize)
    let typed = searchBar.text.flatMap { $0.isEmpty ? nil : $0 }
    textLabel.text = typed ?? searchBar.placeholder ?? "Search"
    textLabel.textColor = typed == nil ? .placeholderText : .label
    addSubview(glassView)
    addSubview(textLabel)
    NSLayoutConstraint.activate([
      glassView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
      glassView.centerYAnchor.constraint(equalTo: centerYAnchor),
      textLabel.leadingAnchor.constraint(
        equalTo: glassView.trailingAnchor,
        constant: metrics.searchTextSpacing),
      textLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -inset),
      textLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  required init?(coder: NSCoder) {
    return nil
  }

}
