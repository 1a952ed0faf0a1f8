import LayoutShot
import Testing

/// Every distribution × alignment × axis at @2x and @3x, against frames worked out from the
/// constraint list of Documentation/StackViews.md#generated-constraints (with the page's
/// clarifications).
///
/// The rig: a stack pinned at (10, 20), 300 points along its axis and 50 across, spacing 10.25
/// (rounded to the pixel grid before the constraints are made: 10.5 at 2x, 10⅓ at 3x), arranging
/// three plain views whose intrinsic lengths along the axis are 40, 60 and 80 and across it 20, 30
/// and 24. Along the axis they hug at 251, 250 and 252, so only the middle one may stretch; every
/// other priority is UIKit's default. Each expected frame is computed below from the constraints,
/// in the stack's coordinates (along, across), placed at the stack's origin and snapped edge by
/// edge, halves up.
@Suite("Stack views: every distribution, alignment and axis")
struct StackViewMatrixTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var axis: LayoutAxis
    var distribution: StackView.Distribution
    var alignment: StackView.Alignment
    var scale: Double

    var testDescription: String { "\(axis) \(distribution) \(alignment) @\(Int(scale))x" }
  }

  static let cases: [Case] = [LayoutAxis.horizontal, .vertical].flatMap { axis in
    StackView.Distribution.allCases.flatMap { distribution in
      StackView.Alignment.allCases.flatMap { alignment in
        [2.0, 3.0].map { Case(axis: axis, distribution: distribution, alignment: alignment, scale: $0) }
      }
    }
  }

  static let length = 300.0, thickness = 50.0, origin = (x: 10.0, y: 20.0), spacing = 10.25
  static let lengths = [40.0, 60.0, 80.0], thicknesses = [20.0, 30.0, 24.0]
  static let hugging: [LayoutPriority] = [251, 250, 252]

  /// Each view's start and length along the axis.
  static func along(_ distribution: StackView.Distribution, scale: Double) -> [(
    start: Double, length: Double
  )] {
    let gap = pixelSnapped(spacing, scale: scale)  // `UISV-spacing` is made with the rounded value
    let widths: [Double]
    switch distribution {
    case .fill:
      // Spacing and canvas connections are required: 40 + 60 + 80 + 2 gaps < 300, so a view
      // stretches; hugging 250 is the lowest, so the middle one takes all the slack.
      widths = [40, length - 2 * gap - 40 - 80, 80]
    case .fillEqually:
      // `UISV-fill-equally` (required): three equal lengths in 300 - 2 gaps.
      widths = Array(repeating: (length - 2 * gap) / 3, count: 3)
    case .fillProportionally:
      // `UISV-fill-proportionally`: length × intrinsic / (40 + 60 + 80 + 2 × 10.25), the raw
      // spacing, at 999, 998, 997. With the rounded gaps the three cannot all hold; the last
      // (997) gives way and takes what the required spacing leaves.
      let denominator = 180 + 2 * spacing
      let first = length * 40 / denominator, second = length * 60 / denominator
      widths = [first, second, length - 2 * gap - first - second]
    case .equalSpacing:
      // Views keep their intrinsic lengths (hugging outranks everything the gaps want); the
      // `UISV-distributing` guides make the two gaps equal: (300 - 180) / 2 = 60 each.
      let equalGap = (length - 180) / 2
      return [(0, 40), (40 + equalGap, 60), (length - 80, 80)]
    case .equalCentering:
      // The first and last views touch the stack's edges; the guides between centres are equal
      // (@149), so the middle centre is halfway between 20 and 300 - 40.
      let middle = (20 + (length - 40)) / 2
      return [(0, 40), (middle - 30, 60), (length - 80, 80)]
    }
    var start = 0.0
    return widths.map { width in
      defer { start += width + gap }
      return (start, width)
    }
  }

  /// Each view's start and length across the axis.
  static func across(_ alignment: StackView.Alignment, horizontal: Bool) -> [(start: Double, length: Double)]
  {
    switch alignment {
    case .fill:
      return thicknesses.map { _ in (0, thickness) }
    case .leading:
      return thicknesses.map { (0, $0) }
    case .trailing:
      return thicknesses.map { (thickness - $0, $0) }
    case .center:
      return thicknesses.map { ((thickness - $0) / 2, $0) }
    case .firstBaseline where !horizontal:
      return thicknesses.map { (0, $0) }  // the same as leading in a vertical stack
    case .lastBaseline where !horizontal:
      return thicknesses.map { (thickness - $0, $0) }  // the same as trailing
    case .firstBaseline:
      // Views without text align their tops. The canvas holds the first view from above only
      // (`stack.top <= v0.top`); its bottom is the spanner's, and the spanner (top <= every top,
      // @51 as thin as it can be) pulls the row down until the thickest view touches the bottom.
      let top = thickness - thicknesses.reduce(0, max)
      return thicknesses.map { (top, $0) }
    case .lastBaseline:
      // Views without text align their bottoms. The canvas's top is the spanner's, which is at
      // most every view's top; the spanner, as thin as it can be, pulls the bottoms up until the
      // thickest view touches the top: bottom = 30.
      let bottom = thicknesses.reduce(0, max)
      return thicknesses.map { (bottom - $0, $0) }
    }
  }

  @Test(arguments: cases)
  func framesFollowTheGeneratedConstraints(_ test: Case) throws {
    let horizontal = test.axis == .horizontal
    let program = AnyLayoutProgram("Matrix") { root, _ in
      let views = (0..<3).map { index in
        let view = sizedView(
          "v\(index)", width: horizontal ? Self.lengths[index] : Self.thicknesses[index],
          height: horizontal ? Self.thicknesses[index] : Self.lengths[index])
        view.setContentHuggingPriority(Self.hugging[index], for: test.axis)
        return view
      }
      let stack = StackView("stack", arrangedSubviews: views)
      stack.axis = test.axis
      stack.distribution = test.distribution
      stack.alignment = test.alignment
      stack.spacing = Self.spacing
      root.addSubview(stack)
      stack.leading == root.leading + Self.origin.x
      stack.top == root.top + Self.origin.y
      stack.width == (horizontal ? Self.length : Self.thickness)
      stack.height == (horizontal ? Self.thickness : Self.length)
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: test.scale))
    #expect(solved.diagnostics == [])
    let along = Self.along(test.distribution, scale: test.scale)
    let across = Self.across(test.alignment, horizontal: horizontal)
    for index in 0..<3 {
      let exact =
        horizontal
        ? Rect(
          x: Self.origin.x + along[index].start, y: Self.origin.y + across[index].start,
          width: along[index].length, height: across[index].length)
        : Rect(
          x: Self.origin.x + across[index].start, y: Self.origin.y + along[index].start,
          width: across[index].length, height: along[index].length)
      let expected = pixelSnapped(exact, scale: test.scale)
      let actual = solved.frame(of: "v\(index)")
      #expect(
        sameFrame(actual, expected), "v\(index): \(actual.map { "\($0)" } ?? "none") is not \(expected)")
    }
  }
}
