import LayoutShot
import Testing

/// Frames snapped to the pixel grid (Documentation/AutoLayout.md#pixel-rounding): each edge, in
/// the root's coordinates, goes to the nearest multiple of 1/scale with halves rounding up, and the
/// size is the difference of the snapped edges.
@Suite("Pixel snapping")
struct PixelSnappingTests {
  /// One rounding example: an exact value, a scale, and the value snapped by hand.
  struct Example: Sendable, CustomTestStringConvertible {
    var exact: Double
    var scale: Double
    var snapped: Double
    /// How the snapped value was found.
    var derivation: String

    var testDescription: String { "\(exact) at \(Int(scale))x" }
  }

  /// The examples of Documentation/AutoLayout.md#pixel-rounding and more, each worked out in pixels.
  static let examples = [
    // 950.25 × 2 = 1900.5 px, a half: up to 1901 px = 950.5.
    Example(exact: 950.25, scale: 2, snapped: 950.5, derivation: "1900.5 px → 1901"),
    // 950.2 × 2 = 1900.4 px: down to 1900 px = 950.
    Example(exact: 950.2, scale: 2, snapped: 950, derivation: "1900.4 px → 1900"),
    // 173.5 × 3 = 520.5 px, a half: up to 521 px = 173.6667.
    Example(exact: 173.5, scale: 3, snapped: 521.0 / 3, derivation: "520.5 px → 521"),
    // 173.25 × 3 = 519.75 px: up to 520 px = 173.3333.
    Example(exact: 173.25, scale: 3, snapped: 520.0 / 3, derivation: "519.75 px → 520"),
    // 173.25 × 2 = 346.5 px, a half: up to 347 px = 173.5.
    Example(exact: 173.25, scale: 2, snapped: 173.5, derivation: "346.5 px → 347"),
    // 10.5 × 1 = 10.5 px, a half: up to 11.
    Example(exact: 10.5, scale: 1, snapped: 11, derivation: "10.5 px → 11"),
    // 10.49 × 1 = 10.49 px: down to 10.
    Example(exact: 10.49, scale: 1, snapped: 10, derivation: "10.49 px → 10"),
  ]

  /// A screen tall and wide enough for the examples, at `scale`.
  private static func screen(scale: Double) -> Screen {
    Screen(size: Size(width: 400, height: 1000), scale: scale)
  }

  @Test(arguments: examples)
  func aViewsTopIsSnappedToTheNearestPixel(_ example: Example) throws {
    let top = example.exact
    let program = AnyLayoutProgram("Top") { root, _ in
      let bar = View("bar")
      root.addSubview(bar)
      bar.leading == root.leading
      bar.width == 10
      bar.top == root.top + top
      bar.height == 20
    }
    let solved = try LayoutEngine().solve(program, on: Self.screen(scale: example.scale))
    let frame = try #require(solved.frame(of: "bar"))
    let exact = try #require(solved.layout.viewIndex(named: "bar").map { solved.exactFrames[$0] })
    #expect(exact.minY == example.exact)
    // The top edge as in `derivation`; the bottom edge is the top plus the whole height 20, which
    // snaps the same way, so the height stays 20.
    #expect(abs(frame.minY - example.snapped) < 1e-9, "\(example.derivation): \(frame.minY)")
    #expect(abs(frame.height - 20) < 1e-9)
  }

  @Test(arguments: examples)
  func aViewsWidthIsTheDifferenceOfItsSnappedEdges(_ example: Example) throws {
    let width = example.exact
    let program = AnyLayoutProgram("Width") { root, _ in
      let bar = View("bar")
      root.addSubview(bar)
      bar.leading == root.leading
      bar.width == width
      bar.top == root.top
      bar.height == 20
    }
    let solved = try LayoutEngine().solve(program, on: Self.screen(scale: example.scale))
    let frame = try #require(solved.frame(of: "bar"))
    // x = 0 is on the grid; the right edge is the width, snapped as in `derivation`.
    #expect(frame.minX == 0)
    #expect(abs(frame.width - example.snapped) < 1e-9, "\(example.derivation): \(frame.width)")
  }

  @Test func abuttingViewsStayAbutting() throws {
    let program = AnyLayoutProgram("Thirds") { root, _ in
      let first = View("first")
      let second = View("second")
      let third = View("third")
      root.addSubviews(first, second, third)
      first.leading == root.leading + 16
      second.leading == first.trailing
      third.leading == second.trailing
      third.trailing == root.trailing - 16
      second.width == first.width
      third.width == first.width
      for view in [first, second, third] {
        view.top == root.top
        view.height == 10
      }
    }
    let solved = try LayoutEngine().solve(program, on: Screen(size: Size(width: 375, height: 667), scale: 2))
    // Each is (375 - 32) / 3 = 114.3333 wide. Exact edges 16, 130.3333, 244.6667, 359; in pixels
    // at 2x 32, 260.667, 489.333, 718 → 32, 261, 489, 718 → 16, 130.5, 244.5, 359.
    // Widths 114.5, 114, 114.5: no gap, no overlap.
    let first = try #require(solved.frame(of: "first"))
    let second = try #require(solved.frame(of: "second"))
    let third = try #require(solved.frame(of: "third"))
    #expect(first == Rect(x: 16, y: 0, width: 114.5, height: 10))
    #expect(second == Rect(x: 130.5, y: 0, width: 114, height: 10))
    #expect(third == Rect(x: 244.5, y: 0, width: 114.5, height: 10))
    #expect(first.maxX == second.minX)
    #expect(second.maxX == third.minX)
  }

  @Test func edgesAreSnappedInTheRootsCoordinatesNotTheSuperviews() throws {
    let program = AnyLayoutProgram("Nested") { root, _ in
      let parent = View("parent")
      let child = View("child")
      root.addSubview(parent)
      parent.addSubview(child)
      parent.leading == root.leading
      parent.top == root.top + 0.25
      parent.width == 100
      parent.height == 100
      child.leading == parent.leading
      child.top == parent.top + 0.25
      child.width == 10
      child.height == 10
    }
    let solved = try LayoutEngine().solve(program, on: Screen(size: Size(width: 375, height: 667), scale: 2))
    // parent: y 0.25 = 0.5 px, a half → 1 px = 0.5. child: y 0.5 exactly, already on the grid: 0.5.
    // (Snapping the child's offset in its parent, 0.25 → 0.5, and adding it to the parent's snapped
    // 0.5 would give 1.) Bottoms: 100.25 → 100.5 and 10.5 → 10.5, heights 100 and 10.
    #expect(solved.frame(of: "parent") == Rect(x: 0, y: 0.5, width: 100, height: 100))
    #expect(solved.frame(of: "child") == Rect(x: 0, y: 0.5, width: 10, height: 10))
  }

  @Test func guideFramesAreSnappedToo() throws {
    let program = AnyLayoutProgram("Spacer") { root, _ in
      let spacer = LayoutGuide("spacer")
      root.addLayoutGuide(spacer)
      spacer.leading == root.leading + 10.25
      spacer.width == 20.2
      spacer.top == root.top + 950.2
      spacer.height == 10
    }
    let solved = try LayoutEngine().solve(program, on: Self.screen(scale: 2))
    let index = try #require(solved.layout.guides.firstIndex { $0.identifier == "spacer" })
    // x 10.25 = 20.5 px → 21 → 10.5; right edge 30.45 = 60.9 px → 61 → 30.5; width 20.
    // y 950.2 → 950 (see above); bottom 960.2 = 1920.4 px → 1920 → 960; height 10.
    #expect(solved.guideFrames[index] == Rect(x: 10.5, y: 950, width: 20, height: 10))
  }

  @Test func framesOnTheGridAtThreeXAreLeftAlone() throws {
    let program = AnyLayoutProgram("Grid") { root, _ in
      let tile = View("tile")
      root.addSubview(tile)
      tile.leading == root.leading + 16
      tile.trailing == root.trailing - 16
      tile.top == root.top
      tile.height == tile.width / 3
    }
    let solved = try LayoutEngine().solve(
      program, on: Screen(size: Size(width: 393, height: 852), scale: 3))
    // Width 393 - 32 = 361; height 361 / 3 = 120.3333 = 361 px exactly, already on the grid.
    let frame = try #require(solved.frame(of: "tile"))
    #expect(frame.minX == 16)
    #expect(frame.width == 361)
    #expect(abs(frame.height - 361.0 / 3) < 1e-9)
  }
}
