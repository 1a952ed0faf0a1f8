/// A tab bar item (`UITabBarItem`), kept as data.
@MainActor
open class UITabBarItem: NSObject {
  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The badge.
  open var badgeValue: String?

  /// An item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    super.init()
  }

  /// An item with a title, an image and a selected image.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    super.init()
  }
}
