import LayoutShot

/// A bitmap image (`CGImage`), as `UIImage.cgImage` gives it and a layer's `contents` takes it.
///
/// ```swift
/// logoLayer.contents = UIImage(named: "logo")?.cgImage
/// ```
public final class CGImage: @unchecked Sendable {
  /// The LayoutShot image, with its PNG data and scale.
  let asset: ImageAsset

  init(_ asset: ImageAsset) {
    self.asset = asset
  }

  /// The width in pixels.
  public var width: Int { Int((asset.size.width * asset.scale).rounded()) }
  /// The height in pixels.
  public var height: Int { Int((asset.size.height * asset.scale).rounded()) }
}
