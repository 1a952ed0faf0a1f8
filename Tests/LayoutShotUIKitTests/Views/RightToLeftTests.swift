import Foundation
import LayoutShot
import LayoutShotUIKit
import Raster
import Testing

// UIKit's right-to-left API (Documentation/RightToLeft.md): `semanticContentAttribute`, the
// effective direction, `UIView.userInterfaceLayoutDirection(for:relativeTo:)`, and images flipped
// for right to left.

/// A 200 × 100 screen at 2x, no safe area, in `direction`.
private func flatScreen(_ direction: LayoutDirection) -> Screen {
  Screen(size: Size(width: 200, height: 100), scale: 2, layoutDirection: direction)
}

@MainActor
@Suite("UIKit right to left")
struct RightToLeftTests {
  @Test func playbackIsLeftToRightInARightToLeftContext() {
    // Apple's example for the class method.
    #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
  }

  @Test(arguments: [
    (
      UISemanticContentAttribute.unspecified, UIUserInterfaceLayoutDirection.leftToRight,
      UIUserInterfaceLayoutDirection.leftToRight
    ),
    (.unspecified, .rightToLeft, .rightToLeft),
    (.playback, .leftToRight, .leftToRight), (.playback, .rightToLeft, .leftToRight),
    (.spatial, .leftToRight, .leftToRight), (.spatial, .rightToLeft, .leftToRight),
    (.forceLeftToRight, .leftToRight, .leftToRight), (.forceLeftToRight, .rightToLeft, .leftToRight),
    (.forceRightToLeft, .leftToRight, .rightToLeft), (.forceRightToLeft, .rightToLeft, .rightToLeft),
  ])
  func eachAttributeResolves(
    attribute: UISemanticContentAttribute, ambient: UIUserInterfaceLayoutDirection,
    expected: UIUserInterfaceLayoutDirection
  ) throws {
    #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: ambient) == expected)
    // A view in a layout resolves its own attribute against the screen's direction; its subview
    // (unspecified) follows the screen, not its superview's forced attribute.
    let program = UIKitLayout.view("Direction") { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      box.semanticContentAttribute = attribute
      root.addSubview(box)
      let inner = UIView()
      box.addSubview(inner)
      #expect(box.effectiveUserInterfaceLayoutDirection == expected)
      #expect(inner.effectiveUserInterfaceLayoutDirection == ambient)
      return root
    }
    _ = try LayoutEngine().solve(
      program, on: flatScreen(ambient == .rightToLeft ? .rightToLeft : .leftToRight))
  }

  /// A 2 × 1 PNG: red on the left, blue on the right.
  static func redBlue() throws -> UIImage {
    let pixels: Raster.Image? = Raster.Image(
      width: 2, height: 1, straightRGBA: [255, 0, 0, 255, 0, 0, 255, 255])
    let png = try #require(pixels).pngData()
    return try #require(UIImage(data: Data(png)))
  }

  @Test func aFlippedImageIsTheSameImageMarkedToFlip() throws {
    let image = try Self.redBlue()
    #expect(!image.flipsForRightToLeftLayoutDirection)
    let flipped = image.imageFlippedForRightToLeftLayoutDirection()
    #expect(flipped.flipsForRightToLeftLayoutDirection)
    #expect(flipped.size == image.size && flipped.scale == image.scale)
    #expect(flipped.layoutShotImage.pngData == image.layoutShotImage.pngData)
  }

  /// The colours of the image view's left and right parts, at points (10, 25) and (90, 25): the
  /// view is framed at (0, 0, 100, 50), and there bilinear sampling of the 2 × 1 image gives the
  /// pure pixels.
  static func sides(
    flips: Bool, attribute: UISemanticContentAttribute = .unspecified, on direction: LayoutDirection
  )
    throws -> [RGBA8]
  {
    let image = flips ? try redBlue().imageFlippedForRightToLeftLayoutDirection() : try redBlue()
    let program = UIKitLayout.view("Flip") { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let imageView = UIImageView(image: image)
      imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
      imageView.semanticContentAttribute = attribute
      root.addSubview(imageView)
      return root
    }
    let solved = try LayoutEngine().solve(program, on: flatScreen(direction))
    let picture = try Raster.Image(pngData: try solved.pngData())
    return [picture.pixel(x: 20, y: 50), picture.pixel(x: 180, y: 50)]
  }

  @Test func anImageViewMirrorsAFlippedImageRightToLeft() throws {
    let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    #expect(try Self.sides(flips: true, on: .leftToRight) == [red, blue])
    #expect(try Self.sides(flips: true, on: .rightToLeft) == [blue, red])
    #expect(try Self.sides(flips: false, on: .rightToLeft) == [red, blue])
    // The view's own attribute counts: forced right to left on a left-to-right screen, it mirrors.
    #expect(try Self.sides(flips: true, attribute: .forceRightToLeft, on: .leftToRight) == [blue, red])
    #expect(try Self.sides(flips: true, attribute: .playback, on: .rightToLeft) == [red, blue])
  }
}
