import Foundation
import LayoutShot
import LayoutShotTestSupport
import Raster
import Testing

// Right to left per view (Documentation/RightToLeft.md): each view resolves its semantic content
// attribute against the screen's direction, a constraint follows the direction of the view that
// holds it (the nearest common ancestor of its items), a `.natural` label follows its own
// direction, and an image marked to flip is mirrored in a right-to-left image view.
// All on a 200 × 100 screen at 2x with no safe area, so frames are what the constraints say.

private let plain = Screen(size: Size(width: 200, height: 100), scale: 2)

private func screen(_ direction: LayoutDirection) -> Screen {
  var screen = plain
  screen.layoutDirection = direction
  return screen
}

/// Pins `view` to the root at a fixed frame with left/top (which never flip) and a size.
private func placeAbsolutely(_ view: View, in root: View, _ frame: Rect) {
  view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: frame.minX).isActive = true
  view.topAnchor.constraint(equalTo: root.topAnchor, constant: frame.minY).isActive = true
  view.constrainSize(width: frame.width, height: frame.height)
}

@Suite("Semantic content attribute")
struct SemanticContentAttributeTests {
  /// Each attribute under each screen direction, and the direction it resolves to.
  ///
  /// As in Documentation/RightToLeft.md#semantic-content-attribute: unspecified follows the
  /// screen; playback, spatial and forced LTR are LTR; forced RTL is RTL.
  static let cases: [(SemanticContentAttribute, LayoutDirection, LayoutDirection)] = [
    (.unspecified, .leftToRight, .leftToRight), (.unspecified, .rightToLeft, .rightToLeft),
    (.playback, .leftToRight, .leftToRight), (.playback, .rightToLeft, .leftToRight),
    (.spatial, .leftToRight, .leftToRight), (.spatial, .rightToLeft, .leftToRight),
    (.forceLeftToRight, .leftToRight, .leftToRight), (.forceLeftToRight, .rightToLeft, .leftToRight),
    (.forceRightToLeft, .leftToRight, .rightToLeft), (.forceRightToLeft, .rightToLeft, .rightToLeft),
  ]

  @Test(arguments: cases)
  func eachAttributeResolvesAgainstTheScreen(
    attribute: SemanticContentAttribute, screenDirection: LayoutDirection, expected: LayoutDirection
  ) throws {
    #expect(attribute.resolved(against: screenDirection) == expected)
    let probe = View("probe")
    probe.semanticContentAttribute = attribute
    #expect(probe.effectiveLayoutDirection(on: screenDirection) == expected)
    // Outside a program's body the ambient direction is left to right.
    #expect(probe.effectiveLayoutDirection == attribute.resolved(against: .leftToRight))

    // The box spans the whole screen by left/right; its child's leading constraint is held by
    // the box, so it follows the box's direction: 10 from the left edge (x 10) left to right,
    // 10 from the right edge (x 200 − 10 − 30 = 160) right to left.
    let program = AnyLayoutProgram("Attribute") { root, _ in
      let box = View("box")
      box.semanticContentAttribute = attribute
      root.addSubview(box)
      placeAbsolutely(box, in: root, Rect(x: 0, y: 0, width: 200, height: 100))
      #expect(box.effectiveLayoutDirection == expected)
      let child = View("child")
      box.addSubview(child)
      child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10).isActive = true
      child.topAnchor.constraint(equalTo: box.topAnchor, constant: 5).isActive = true
      child.constrainSize(width: 30, height: 10)
    }
    let solved = try LayoutEngine().solve(program, on: screen(screenDirection))
    #expect(solved.diagnostics == [])
    let x: Double = expected == .leftToRight ? 10 : 160
    #expect(solved.frame(of: "child") == Rect(x: x, y: 5, width: 30, height: 10))
  }

  @Test func aForcedAttributeIsNotInherited() throws {
    // On a left-to-right screen: the box is forced right to left, so `child.leading ==
    // box.leading + 10` (held by the box) puts the child at 200 − 10 − 30 = 160. The child's own
    // attribute is unspecified, so `grandchild.leading == child.leading + 5` (held by the child)
    // is left to right: x = 160 + 5 = 165.
    let program = AnyLayoutProgram("NotInherited") { root, _ in
      let box = View("box")
      box.semanticContentAttribute = .forceRightToLeft
      root.addSubview(box)
      placeAbsolutely(box, in: root, Rect(x: 0, y: 0, width: 200, height: 100))
      let child = View("child")
      box.addSubview(child)
      child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10).isActive = true
      child.topAnchor.constraint(equalTo: box.topAnchor).isActive = true
      child.constrainSize(width: 30, height: 20)
      let grandchild = View("grandchild")
      child.addSubview(grandchild)
      grandchild.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 5).isActive = true
      grandchild.topAnchor.constraint(equalTo: child.topAnchor).isActive = true
      grandchild.constrainSize(width: 10, height: 10)
      #expect(box.effectiveLayoutDirection == .rightToLeft)
      #expect(child.effectiveLayoutDirection == .leftToRight)
    }
    let solved = try LayoutEngine().solve(program, on: plain)
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "child") == Rect(x: 160, y: 0, width: 30, height: 20))
    #expect(solved.frame(of: "grandchild") == Rect(x: 165, y: 0, width: 10, height: 10))
  }

  /// A horizontal stack of a (20 wide), b (30) and c (40), all 10 high, whose leading edge is 10
  /// from the root's: the stack is 20 + 30 + 40 = 90 wide.
  ///
  /// On a right-to-left screen the root's
  /// leading is its right edge, so the stack spans 200 − 10 − 90 = 100 ... 190 either way.
  private func stackProgram(_ attribute: SemanticContentAttribute) -> AnyLayoutProgram {
    AnyLayoutProgram("Stack") { root, _ in
      let views = [("a", 20.0), ("b", 30.0), ("c", 40.0)].map { name, width -> View in
        let view = View(name)
        view.constrainSize(width: width, height: 10)
        return view
      }
      let stack = StackView("stack", arrangedSubviews: views)
      stack.semanticContentAttribute = attribute
      root.addSubview(stack)
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
      stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    }
  }

  @Test func aStackForcedLeftToRightKeepsItsOrderOnARightToLeftScreen() throws {
    let forced = try LayoutEngine().solve(stackProgram(.forceLeftToRight), on: screen(.rightToLeft))
    #expect(forced.diagnostics == [])
    #expect(forced.frame(of: "stack") == Rect(x: 100, y: 0, width: 90, height: 10))
    // Its arrangement is its own: a first from its left edge.
    #expect(forced.frame(of: "a") == Rect(x: 100, y: 0, width: 20, height: 10))
    #expect(forced.frame(of: "b") == Rect(x: 120, y: 0, width: 30, height: 10))
    #expect(forced.frame(of: "c") == Rect(x: 150, y: 0, width: 40, height: 10))

    // Unspecified, it follows the screen: a first from its right edge (190 − 20 = 170), then b
    // (170 − 30 = 140), then c (140 − 40 = 100).
    let natural = try LayoutEngine().solve(stackProgram(.unspecified), on: screen(.rightToLeft))
    #expect(natural.frame(of: "stack") == Rect(x: 100, y: 0, width: 90, height: 10))
    #expect(natural.frame(of: "a") == Rect(x: 170, y: 0, width: 20, height: 10))
    #expect(natural.frame(of: "b") == Rect(x: 140, y: 0, width: 30, height: 10))
    #expect(natural.frame(of: "c") == Rect(x: 100, y: 0, width: 40, height: 10))
  }

  /// A `.natural` label "Hi" at x 10 ...
  ///
  /// 110 (placed by left, which never flips) with
  /// `attribute`.
  private func labelLine(_ attribute: SemanticContentAttribute, on direction: LayoutDirection) throws
    -> (x: Double, width: Double)
  {
    let program = AnyLayoutProgram("Natural") { root, _ in
      let label = Label("label", text: "Hi")
      label.semanticContentAttribute = attribute
      root.addSubview(label)
      placeAbsolutely(label, in: root, Rect(x: 10, y: 0, width: 100, height: 40))
    }
    let solved = try LayoutEngine().solve(program, on: screen(direction))
    let line = try #require(solved.textLayout(of: "label")?.lines.first)
    #expect(line.width > 0 && line.width < 100)
    return (line.x, line.width)
  }

  @Test func aNaturalLabelFollowsItsOwnDirection() throws {
    // Right to left (from the screen, or forced on a left-to-right screen): the text ends at the
    // label's right edge, 110.
    for (attribute, direction) in [
      (SemanticContentAttribute.unspecified, LayoutDirection.rightToLeft), (.forceRightToLeft, .leftToRight),
    ] {
      let line = try labelLine(attribute, on: direction)
      #expect(abs(line.x + line.width - 110) < 1e-9, "\(attribute) on \(direction)")
    }
    // Left to right (from the screen, or playback on a right-to-left screen): it starts at 10.
    for (attribute, direction) in [
      (SemanticContentAttribute.unspecified, LayoutDirection.leftToRight), (.playback, .rightToLeft),
    ] {
      let line = try labelLine(attribute, on: direction)
      #expect(abs(line.x - 10) < 1e-9, "\(attribute) on \(direction)")
    }
  }

  @Test func directionalMarginsFollowTheViewsDirection() throws {
    // A box forced right to left on a left-to-right screen, margins leading 30, trailing 5: its
    // margins guide spans 5 ... 200 − 30 = 170 (leading on the right), so a child pinned to the
    // guide's left and right edges is 165 wide from x 5.
    let program = AnyLayoutProgram("Margins") { root, _ in
      let box = View("box")
      box.semanticContentAttribute = .forceRightToLeft
      box.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
      root.addSubview(box)
      placeAbsolutely(box, in: root, Rect(x: 0, y: 0, width: 200, height: 100))
      let child = View("child")
      box.addSubview(child)
      child.leftAnchor.constraint(equalTo: box.layoutMarginsGuide.leftAnchor).isActive = true
      child.rightAnchor.constraint(equalTo: box.layoutMarginsGuide.rightAnchor).isActive = true
      child.topAnchor.constraint(equalTo: box.topAnchor).isActive = true
      child.heightAnchor.constraint(equalToConstant: 10).isActive = true
    }
    let solved = try LayoutEngine().solve(program, on: plain)
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "child") == Rect(x: 5, y: 0, width: 165, height: 10))
  }
}

@Suite("Images flipped for right to left")
struct FlippedImageTests {
  /// A 2 × 1 PNG: a red pixel on the left, a blue one on the right.
  static func redBluePNG() throws -> Data {
    let pixels: Raster.Image? = Raster.Image(
      width: 2, height: 1, straightRGBA: [255, 0, 0, 255, 0, 0, 255, 255])
    let image = try #require(pixels)
    return Data(try image.pngData())
  }

  static let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
  static let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)

  /// An image view at (0, 0, 100, 50) showing the red-blue image, flagged to flip when `flips`,
  /// with `attribute`.
  static func program(flips: Bool, attribute: SemanticContentAttribute = .unspecified) throws
    -> AnyLayoutProgram
  {
    var asset = try ImageAsset(name: "arrow", pngData: redBluePNG())
    #expect(!asset.flipsForRightToLeftLayoutDirection)
    if flips {
      asset = asset.imageFlippedForRightToLeftLayoutDirection()
      #expect(asset.flipsForRightToLeftLayoutDirection)
    }
    let image = asset
    return AnyLayoutProgram("Flip") { root, _ in
      let view = ImageView("arrow", image: image)
      view.semanticContentAttribute = attribute
      root.addSubview(view)
      placeAbsolutely(view, in: root, Rect(x: 0, y: 0, width: 100, height: 50))
    }
  }

  /// The colours at points (10, 25) and (90, 25) of the PNG: well inside the left and right
  /// halves of the image view, where bilinear sampling of the 2 × 1 image gives the pure pixel
  /// (device pixels 20 and 180 of 200 sample the image at x 0.205 and 1.805, outside 0.5 ...
  ///
  /// 1.5).
  static func sides(_ solved: SolvedLayout) throws -> (left: RGBA8, right: RGBA8) {
    let image = try Raster.Image(pngData: try solved.pngData())
    return (image.pixel(x: 20, y: 50), image.pixel(x: 180, y: 50))
  }

  @Test func aFlippedImageIsMirroredRightToLeftOnly() throws {
    let engine = LayoutEngine()
    let leftToRight = try engine.solve(try Self.program(flips: true), on: screen(.leftToRight))
    #expect(try Self.sides(leftToRight) == (Self.red, Self.blue))
    let rightToLeft = try engine.solve(try Self.program(flips: true), on: screen(.rightToLeft))
    #expect(try Self.sides(rightToLeft) == (Self.blue, Self.red))
    // Forced right to left on a left-to-right screen, it is mirrored too; forced left to right on
    // a right-to-left screen, it is not.
    let forced = try engine.solve(
      try Self.program(flips: true, attribute: .forceRightToLeft), on: screen(.leftToRight))
    #expect(try Self.sides(forced) == (Self.blue, Self.red))
    let kept = try engine.solve(
      try Self.program(flips: true, attribute: .forceLeftToRight), on: screen(.rightToLeft))
    #expect(try Self.sides(kept) == (Self.red, Self.blue))
  }

  @Test func anUnmarkedImageIsNeverMirrored() throws {
    let rightToLeft = try LayoutEngine().solve(try Self.program(flips: false), on: screen(.rightToLeft))
    #expect(try Self.sides(rightToLeft) == (Self.red, Self.blue))
    #expect(!(try rightToLeft.svg()).contains("matrix(-1"))
  }

  @Test func theSVGMirrorsAFlippedImageAboutItsCentre() throws {
    // The image's rectangle is 0 ... 100 wide: x ↦ 2 × 50 − x.
    let rightToLeft = try LayoutEngine().solve(try Self.program(flips: true), on: screen(.rightToLeft))
    let svg = try rightToLeft.svg()
    #expect(
      svg.contains(
        "<image data-name=\"arrow.image\" x=\"0\" y=\"0\" width=\"100\" height=\"50\" "
          + "transform=\"matrix(-1 0 0 1 100 0)\" preserveAspectRatio=\"none\""))
    let leftToRight = try LayoutEngine().solve(try Self.program(flips: true), on: screen(.leftToRight))
    #expect(!(try leftToRight.svg()).contains("transform=\"matrix(-1"))
  }

  @Test(.requiresResvg) func resvgDrawsTheMirroredSVGAsWeDo() throws {
    let solved = try LayoutEngine().solve(try Self.program(flips: true), on: screen(.rightToLeft))
    let folder = try TemporaryFolder()
    let file = folder.file("flip.svg")
    try Data(try solved.svg().utf8).write(to: file)
    let rendered = try Raster.Image(pngData: try Resvg.render(file, zoom: 2, in: folder))
    #expect(rendered.pixel(x: 20, y: 50) == Self.blue)
    #expect(rendered.pixel(x: 180, y: 50) == Self.red)
  }
}
