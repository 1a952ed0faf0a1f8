import LayoutShot

extension UIImage {
  /// The image's bitmap; `nil` for a placeholder (an image LayoutShot does not have).
  public var cgImage: CGImage? { isPlaceholder ? nil : CGImage(layoutShotImage) }

  /// An image of `cgImage`'s bitmap.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage.asset)
  }
}
