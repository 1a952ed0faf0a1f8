import Foundation

/// An image for an ``ImageView``: its size in pixels, its scale, and optionally its PNG data.
///
/// LayoutShot lays out with the size alone (`pixels / scale` points, as `UIImage.size`); the PNG
/// data, when given, is what a renderer decodes and draws. An image without data draws as a
/// placeholder of its size, which is enough for layout snapshots.
///
/// ```swift
/// let avatar = ImageAsset(name: "avatar", pixelWidth: 240, pixelHeight: 240, scale: 3)  // 80 × 80 points
/// let logo = try ImageAsset(name: "logo", pngData: Data(contentsOf: url), scale: 2)
/// ```
public struct ImageAsset: Hashable, Sendable, CustomStringConvertible {
  /// A name for descriptions and frame dumps.
  public var name: String
  /// The width in pixels.
  public var pixelWidth: Int
  /// The height in pixels.
  public var pixelHeight: Int
  /// Pixels per point (`UIImage.scale`).
  public var scale: Double
  /// The encoded PNG, for a renderer to decode; `nil` for an image known only by its size.
  public var pngData: Data?
  /// Whether an image view mirrors the image when its effective layout direction is right to left
  /// (`UIImage.flipsForRightToLeftLayoutDirection`); `false` by default: an image does not flip
  /// unless marked, as arrows pointing forward are (see
  /// ``imageFlippedForRightToLeftLayoutDirection()``).
  public var flipsForRightToLeftLayoutDirection = false

  /// An image known by its size only.
  public init(name: String, pixelWidth: Int, pixelHeight: Int, scale: Double = 1) {
    self.name = name
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    self.pngData = nil
  }

  /// An image from PNG data, its size read from the PNG's header (the data is not decoded here).
  ///
  /// - Throws: ``ImageAssetError`` when the data does not start with a PNG signature and header.
  public init(name: String, pngData: Data, scale: Double = 1) throws(ImageAssetError) {
    let bytes = [UInt8](pngData.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw .notPNG(name: name) }
    guard bytes.count == 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      throw .truncatedHeader(name: name, length: pngData.count)
    }
    func uint32(_ offset: Int) -> Int {
      bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    self.init(name: name, pixelWidth: uint32(16), pixelHeight: uint32(20), scale: scale)
    self.pngData = pngData
  }

  /// The same image marked to be mirrored in a right-to-left layout
  /// (`UIImage.imageFlippedForRightToLeftLayoutDirection()`): an ``ImageView`` whose
  /// ``View/effectiveLayoutDirection`` is right to left draws it mirrored left to right.
  ///
  /// ```swift
  /// let next = try ImageAsset(name: "chevron", pngData: data, scale: 3).imageFlippedForRightToLeftLayoutDirection()
  /// ```
  public func imageFlippedForRightToLeftLayoutDirection() -> ImageAsset {
    var image = self
    image.flipsForRightToLeftLayoutDirection = true
    return image
  }

  /// The size in points: pixels divided by the scale.
  public var size: Size {
    let scale = scale > 0 ? scale : 1
    return Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
  }

  public var description: String {
    "\(name) (\(pixelWidth)×\(pixelHeight) px @\(NumberText.points(scale))x)"
  }
}
