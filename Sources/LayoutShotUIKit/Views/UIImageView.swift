import LayoutShot

/// An image view as UIKit code makes it (`UIImageView`), drawn as a LayoutShot ``ImageView``:
/// its intrinsic size is its image's size in points.
///
/// Without an image it draws only its
/// background, as in UIKit; an image without pixels (a name nothing was registered under) draws
/// LayoutShot's placeholder in the frame the image takes.
///
/// ```swift
/// let avatar = UIImageView(image: UIImage(named: "avatar"))
/// avatar.contentMode = .scaleAspectFill
/// avatar.clipsToBounds = true
/// ```
open class UIImageView: UIView {
  override func makeLayoutShotView() -> View {
    let view = ImageView(nil, image: nil, fileID: String(describing: type(of: self)), line: 0)
    view.drawsPlaceholderWithoutImage = false
    return view
  }

  var imageView: ImageView { standIn() }

  /// An image view showing `image`, as large as the image.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// An image view showing `image`; the highlighted image is kept.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  private var storedImage: UIImage?

  /// The image shown.
  open var image: UIImage? {
    get { storedImage }
    set {
      storedImage = newValue
      imageView.image = newValue?.layoutShotImage
    }
  }

  /// The image shown when highlighted (kept).
  open var highlightedImage: UIImage?
  /// Whether the view is highlighted (kept).
  open var isHighlighted = false
  /// The symbol configuration of a symbol image (kept).
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

  /// How the image fits the view.
  open override var contentMode: UIView.ContentMode {
    didSet { imageView.contentMode = contentMode.imageContentMode }
  }

  /// The image's size in points; none without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }
}

extension UIView.ContentMode {
  /// The LayoutShot content mode of an image drawn this way.
  var imageContentMode: ContentMode {
    switch self {
    case .scaleToFill, .redraw: .scaleToFill
    case .scaleAspectFit: .scaleAspectFit
    case .scaleAspectFill: .scaleAspectFill
    // LayoutShot centres an image it does not scale; the edge-aligned modes are drawn centred.
    case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight: .center
    }
  }
}
