import LayoutShot

/// The button a tab bar draws for one item: the image and the title stacked (10-point title
/// under the image) or side by side (13-point title after it), in the selected tint or the
/// unselected grey, with the badge at the image's top trailing corner
/// (Documentation/Bars.md#tab-bar); or, on the iOS 26 floating bar, the image centred in a
/// 25.2-point slot above a 10-point semibold title, the pair centred in the button
/// (Documentation/Bars.md#ios-26-tab-bar).
final class TabBarButtonView: UIView {
  /// The item's image (a placeholder for a symbol LayoutShot does not have).
  let imageView = UIImageView()
  /// The item's title.
  let titleLabel = UILabel()
  /// The badge, when the item has a badge value.
  private(set) var badgeView: UIView?

  /// How the image and title are placed.
  enum Style {
    /// The title under the image, at fixed distances from the top.
    case stacked
    /// The title after the image.
    case inline
    /// The title under the image's slot, the pair centred (iOS 26's floating bar).
    case floating
  }

  /// A button for `item` in `style`, in `color`.
  init(item: UITabBarItem, selected: Bool, style: Style, color: UIColor) {
    super.init(frame: .zero)
    accessibilityIdentifier = item.accessibilityIdentifier
    imageView.translatesAutoresizingMaskIntoConstraints = false
    imageView.image = (selected ? item.selectedImage : nil) ?? item.image
    imageView.tintColor = color
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    titleLabel.text = item.title
    titleLabel.textColor = color
    titleLabel.font =
      switch style {
      case .stacked: .systemFont(ofSize: BarLook.tabStackedTitleFontSize, weight: .medium)
      case .inline: .systemFont(ofSize: BarLook.tabInlineTitleFontSize, weight: .medium)
      case .floating: .systemFont(ofSize: FloatingTabBarLayout.titleFontSize, weight: .semibold)
      }
    addSubview(imageView)
    addSubview(titleLabel)
    var constraints: [NSLayoutConstraint] = []
    if imageView.image == nil {
      constraints += [
        imageView.widthAnchor.constraint(equalToConstant: 0),
        imageView.heightAnchor.constraint(equalToConstant: 0),
      ]
    }
    switch style {
    case .stacked:
      constraints += [
        imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
        imageView.centerYAnchor.constraint(equalTo: topAnchor, constant: BarLook.tabStackedImageCenterY),
        titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
        titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: BarLook.tabStackedTitleTop),
      ]
    case .inline:
      let group = UILayoutGuide()
      addLayoutGuide(group)
      constraints += [
        group.centerXAnchor.constraint(equalTo: centerXAnchor),
        group.topAnchor.constraint(equalTo: topAnchor),
        group.bottomAnchor.constraint(equalTo: bottomAnchor),
        imageView.leadingAnchor.constraint(equalTo: group.leadingAnchor),
        titleLabel.leadingAnchor.constraint(
          equalTo: imageView.trailingAnchor, constant: BarLook.tabInlineSpacing),
        titleLabel.trailingAnchor.constraint(equalTo: group.trailingAnchor),
        imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
        titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
      ]
    case .floating:
      let group = UILayoutGuide()
      addLayoutGuide(group)
      let imageSlot = FloatingTabBarLayout.imageSlotHeight
      constraints += [
        group.centerYAnchor.constraint(equalTo: centerYAnchor),
        group.leadingAnchor.constraint(equalTo: leadingAnchor),
        group.trailingAnchor.constraint(equalTo: trailingAnchor),
        imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
        imageView.centerYAnchor.constraint(equalTo: group.topAnchor, constant: imageSlot / 2),
        titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
        titleLabel.topAnchor.constraint(
          equalTo: group.topAnchor, constant: imageSlot + FloatingTabBarLayout.titleSpacing),
        titleLabel.bottomAnchor.constraint(equalTo: group.bottomAnchor),
      ]
    }
    if let value = item.badgeValue {
      let badge = UIView()
      badge.translatesAutoresizingMaskIntoConstraints = false
      badge.backgroundColor = item.badgeColor ?? .systemRed
      badge.layer.cornerRadius = BarLook.badgeHeight / 2
      let text = UILabel()
      text.translatesAutoresizingMaskIntoConstraints = false
      text.text = value
      text.font = .systemFont(ofSize: BarLook.badgeFontSize)
      text.textColor = .white
      badge.addSubview(text)
      addSubview(badge)
      badgeView = badge
      constraints +=
        style == .floating
        ? [
          badge.leadingAnchor.constraint(
            equalTo: imageView.centerXAnchor, constant: FloatingTabBarLayout.badgeOffset.x),
          badge.topAnchor.constraint(
            equalTo: imageView.centerYAnchor, constant: FloatingTabBarLayout.badgeOffset.y),
        ]
        : [
          badge.leadingAnchor.constraint(equalTo: imageView.centerXAnchor, constant: BarLook.badgeOffset.x),
          badge.topAnchor.constraint(equalTo: topAnchor, constant: BarLook.badgeOffset.y),
        ]
      constraints += [
        badge.heightAnchor.constraint(equalToConstant: BarLook.badgeHeight),
        badge.widthAnchor.constraint(greaterThanOrEqualToConstant: BarLook.badgeHeight),
        text.centerXAnchor.constraint(equalTo: badge.centerXAnchor),
        text.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
        text.leadingAnchor.constraint(
          greaterThanOrEqualTo: badge.leadingAnchor, constant: BarLook.badgePadding),
      ]
      let hug = badge.widthAnchor.constraint(equalToConstant: BarLook.badgeHeight)
      hug.priority = .defaultLow
      constraints.append(hug)
    }
    NSLayoutConstraint.activate(constraints)
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  required init?(coder: NSCoder) {
    return nil
  }
}
