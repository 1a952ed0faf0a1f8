import LayoutShot

/// The field a navigation bar draws for its top item's search bar: a rounded rectangle in the
/// tertiary fill, a magnifying glass and the text or placeholder ("Search") in the placeholder
/// colour (Documentation/Bars.md#search).
final class SearchFieldView: UIView {
  /// The magnifying glass.
  let glassView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
  /// The text, or the placeholder.
  let textLabel = UILabel()

  /// A field showing `searchBar`'s text or placeholder.
  init(searchBar: UISearchBar) {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = UIColor(BarLook.searchFill)
    layer.cornerRadius = BarLook.searchCornerRadius
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
      glassView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: BarLook.searchGlassInset),
      glassView.centerYAnchor.constraint(equalTo: centerYAnchor),
      textLabel.leadingAnchor.constraint(
        equalTo: glassView.trailingAnchor, constant: BarLook.searchTextSpacing),
      textLabel.trailingAnchor.constraint(
        lessThanOrEqualTo: trailingAnchor, constant: -BarLook.searchGlassInset),
      textLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  required init?(coder: NSCoder) {
    return nil
  }

}
