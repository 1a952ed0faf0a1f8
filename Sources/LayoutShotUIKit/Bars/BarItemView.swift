import LayoutShot

/// The views that show bar button items in a navigation bar or toolbar: a title in the tint
/// colour (17 points, semibold for `.done`), an image (a placeholder for a symbol LayoutShot does
/// not have), a system item as UIKit titles or draws it, or the item's custom view
/// (Documentation/Bars.md#bar-button-items).
@MainActor
enum BarItemView {
  /// The font of a bar button's title: 17 points, semibold for a done item.
  static func font(done: Bool) -> UIFont {
    .systemFont(ofSize: BarLook.itemFontSize, weight: done ? .semibold : .regular)
  }

  /// A view showing `item` in `tint`; `nil` for a space (flexible or fixed).
  static func make(for item: UIBarButtonItem, tint: UIColor) -> UIView? {
    if let customView = item.customView {
      let size = customView.translatesAutoresizingMaskIntoConstraints ? customView.frame.size : .zero
      customView.translatesAutoresizingMaskIntoConstraints = false
      if size.width > 0, size.height > 0 {
        NSLayoutConstraint.activate([
          customView.widthAnchor.constraint(equalToConstant: size.width),
          customView.heightAnchor.constraint(equalToConstant: size.height),
        ])
      }
      return customView
    }
    let color = item.tintColor ?? tint
    if let title = item.title {
      return label(title, done: item.style == .done, color: color)
    }
    if let image = item.image {
      return imageView(image, color: color)
    }
    guard let systemItem = item.systemItem else { return label("", done: false, color: color) }
    switch systemItem {
    case .flexibleSpace, .fixedSpace: return nil
    case .done: return label("Done", done: true, color: color)
    case .save: return label("Save", done: true, color: color)
    case .cancel: return label("Cancel", done: false, color: color)
    case .edit: return label("Edit", done: false, color: color)
    default:
      return imageView(UIImage(systemName: symbolName(of: systemItem)), color: color)
    }
  }

  /// The SF Symbol a system item draws.
  static func symbolName(of item: UIBarButtonItem.SystemItem) -> String {
    switch item {
    case .add: "plus"
    case .compose: "square.and.pencil"
    case .reply: "arrowshape.turn.up.left"
    case .action: "square.and.arrow.up"
    case .organize: "folder"
    case .bookmarks: "book"
    case .search: "magnifyingglass"
    case .refresh: "arrow.clockwise"
    case .stop, .close: "xmark"
    case .camera: "camera"
    case .trash: "trash"
    case .play: "play.fill"
    case .pause: "pause.fill"
    case .rewind: "backward.fill"
    case .fastForward: "forward.fill"
    case .undo: "arrow.uturn.backward"
    case .redo: "arrow.uturn.forward"
    case .pageCurl: "doc"
    case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace: ""
    }
  }

  /// A one-line label of `text` in a bar button's font.
  static func label(_ text: String, done: Bool, color: UIColor) -> UILabel {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = text
    label.font = font(done: done)
    label.textColor = color
    return label
  }

  private static func imageView(_ image: UIImage?, color: UIColor) -> UIImageView {
    let view = UIImageView(image: image)
    view.translatesAutoresizingMaskIntoConstraints = false
    view.tintColor = color
    return view
  }
}
