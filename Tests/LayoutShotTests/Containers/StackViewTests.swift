import LayoutShot
import Testing

/// A stack view's API as UIKit's (Documentation/StackViews.md#properties): arranged subviews are
/// subviews that stop translating their frames, removal keeps the subview, the state at freeze time
/// decides the constraints, and the constraints UIKit generates, named as UIKit names them
/// (Documentation/StackViews.md#generated-constraints).
@Suite("Stack views")
struct StackViewTests {
  // MARK: Arranged subviews

  @Test func arrangedSubviewsBecomeSubviewsThatNoLongerTranslateTheirFrames() {
    let first = View("first"), second = View("second")
    first.translatesAutoresizingMaskIntoConstraints = true
    second.translatesAutoresizingMaskIntoConstraints = true
    let stack = StackView("stack", arrangedSubviews: [first, second])
    #expect(stack.arrangedSubviews.map(\.name) == ["first", "second"])
    #expect(stack.subviews.map(\.name) == ["first", "second"])
    #expect(first.superview === stack)
    #expect(!first.translatesAutoresizingMaskIntoConstraints)
    #expect(!second.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func anUnnamedStackIsMadeAsInUIKit() {
    let stack = StackView(arrangedSubviews: [View("only")])
    #expect(stack.name == nil)
    #expect(stack.arrangedSubviews.count == 1)
    #expect(stack.description == "StackView(view)")
  }

  @Test func aStackStartsWithUIKitsDefaults() {
    let stack = StackView("stack")
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(!stack.isBaselineRelativeArrangement)
    // UIStackView's initializer sets its layout margins to 0 (a plain view's are 8).
    #expect(stack.directionalLayoutMargins == .zero)
    #expect(View("plain").directionalLayoutMargins == DirectionalEdgeInsets(all: 8))
  }

  @Test func theEnumerationsHaveUIKitsRawValuesAndNames() {
    #expect(StackView.Distribution.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(StackView.Alignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect(StackView.Alignment.top == .leading)
    #expect(StackView.Alignment.bottom == .trailing)
    #expect(StackView.spacingUseDefault == Double(Float.greatestFiniteMagnitude))
    #expect(StackView.spacingUseSystem == Double(Float.leastNormalMagnitude))
  }

  @Test func addingAnArrangedSubviewAgainMovesItToTheEnd() {
    let a = View("a"), b = View("b"), c = View("c")
    let stack = StackView("stack", arrangedSubviews: [a, b, c])
    stack.addArrangedSubview(a)
    #expect(stack.arrangedSubviews.map(\.name) == ["b", "c", "a"])
    // It was a subview already: the subviews keep their order.
    #expect(stack.subviews.map(\.name) == ["a", "b", "c"])
  }

  @Test func insertingPlacesAViewAndMovesAnArrangedOne() {
    let a = View("a"), b = View("b"), c = View("c")
    let stack = StackView("stack", arrangedSubviews: [a, b])
    stack.insertArrangedSubview(c, at: 0)
    #expect(stack.arrangedSubviews.map(\.name) == ["c", "a", "b"])
    #expect(stack.subviews.map(\.name) == ["a", "b", "c"])
    stack.insertArrangedSubview(b, at: 1)
    #expect(stack.arrangedSubviews.map(\.name) == ["c", "b", "a"])
  }

  @Test func aViewAlreadyDeeperInTheStackIsArrangedWhereItIs() {
    let stack = StackView("stack")
    let wrapper = View("wrapper"), inner = View("inner")
    stack.addSubview(wrapper)
    wrapper.addSubview(inner)
    stack.addArrangedSubview(inner)
    #expect(inner.superview === wrapper)
    #expect(stack.arrangedSubviews.map(\.name) == ["inner"])
  }

  @Test func removingAnArrangedSubviewKeepsItAsASubview() {
    let a = View("a"), b = View("b")
    let stack = StackView("stack", arrangedSubviews: [a, b])
    stack.setCustomSpacing(12, after: a)
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews.map(\.name) == ["b"])
    #expect(stack.subviews.map(\.name) == ["a", "b"])
    #expect(a.superview === stack)
    // Its custom spacing is forgotten with it.
    #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
  }

  @Test func removingAnArrangedSubviewFromItsSuperviewTakesItOutOfTheArrangement() {
    let a = View("a"), b = View("b"), elsewhere = View("elsewhere")
    let stack = StackView("stack", arrangedSubviews: [a, b])
    a.removeFromSuperview()
    elsewhere.addSubview(b)
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(stack.subviews.isEmpty)
  }

  @Test func customSpacingIsKeptForArrangedSubviewsOnly() {
    let a = View("a"), outsider = View("outsider")
    let stack = StackView("stack", arrangedSubviews: [a])
    #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
    stack.setCustomSpacing(16, after: a)
    stack.setCustomSpacing(16, after: outsider)
    #expect(stack.customSpacing(after: a) == 16)
    #expect(stack.customSpacing(after: outsider) == StackView.spacingUseDefault)
  }

  // MARK: Errors

  @Test func anIndexPastTheEndFailsTheLayoutWithUIKitsMessage() {
    let program = AnyLayoutProgram("BadIndex") { root, _ in
      let stack = StackView("stack", arrangedSubviews: [View("a")])
      root.addSubview(stack)
      stack.insertArrangedSubview(View("b"), at: 2)
    }
    #expect {
      try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    } throws: { error in
      guard case .invalidViewProperty(let view, let property, let reason, _) = error as? LayoutError else {
        return false
      }
      return view == "stack" && property == "arrangedSubviews"
        && reason
          == "index out of bounds for arranged subview: index = 2 expected to be less than or equal to 1"
    }
  }

  @Test func arrangingTheStackInItselfIsACycle() {
    let program = AnyLayoutProgram("Cycle") { root, _ in
      let stack = StackView("stack")
      root.addSubview(stack)
      stack.addArrangedSubview(stack)
    }
    #expect {
      try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    } throws: { error in
      if case .subviewCycle(let view, _) = error as? LayoutError { return view == "stack" }
      return false
    }
  }

  @Test func aSpacingThatIsNotANumberFailsTheLayout() {
    let program = AnyLayoutProgram("NaNSpacing") { root, _ in
      let stack = StackView("stack", arrangedSubviews: [View("a")])
      stack.spacing = .nan
      root.addSubview(stack)
    }
    #expect {
      try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    } throws: { error in
      if case .invalidViewProperty(_, let property, _, _) = error as? LayoutError {
        return property == "spacing"
      }
      return false
    }
  }

  // MARK: Generated constraints

  /// Two 30-point-square views in a row, top-aligned, filled equally, 10 apart: the set UIKit
  /// logs for it (Documentation/StackViews.md#example), with current iOS's priorities.
  @Test func theConstraintsAreUIKitsWithItsIdentifiersAndPriorities() throws {
    let program = AnyLayoutProgram("Logged") { root, _ in
      let first = sizedView("v1", width: 30, height: 30), second = sizedView("v2", width: 30, height: 30)
      let stack = StackView("stack", arrangedSubviews: [first, second])
      stack.alignment = .top
      stack.distribution = .fillEqually
      stack.spacing = 10
      root.addSubview(stack)
      stack.leading == root.leading
      stack.top == root.top
    }
    let layout = try Layout(program, screen: StackScreens.plain(scale: 2))
    #expect(
      stackConstraints(layout) == [
        // Along the axis.
        "'UISV-canvas-connection' stack.leading == v1.leading",
        "'UISV-canvas-connection' stack.trailing == v2.trailing",
        "'UISV-spacing' v2.leading == v1.trailing + 10",
        "'UISV-fill-equally' v2.width == v1.width",
        // Across it: the spanner encloses the views, tops aligned, bottoms free.
        "'UISV-spanning-fit' stack.UISV-alignment-spanner.height == 0 @51",
        "'UISV-spanning-boundary' stack.UISV-alignment-spanner.top == v1.top @999.5",
        "'UISV-spanning-boundary' stack.UISV-alignment-spanner.bottom >= v1.bottom",
        "'UISV-spanning-boundary' stack.UISV-alignment-spanner.top == v2.top @999.5",
        "'UISV-spanning-boundary' stack.UISV-alignment-spanner.bottom >= v2.bottom",
        "'UISV-canvas-connection' stack.top == v1.top",
        "'UISV-canvas-connection' stack.bottom == stack.UISV-alignment-spanner.bottom",
        "'UISV-alignment' v1.top == v2.top",
        "'UISV-ambiguity-suppression' v1.height == 0 @25",
        "'UISV-ambiguity-suppression' v2.height == 0 @25",
      ])
    // Each is located at the line that created the stack.
    let located = layout.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }.compactMap(
      \.location)
    #expect(located.count == 14)
    #expect(Set(located.map(\.line)).count == 1)
  }

  @Test func aStackWithoutArrangedSubviewsMakesNoConstraints() throws {
    let program = AnyLayoutProgram("Empty") { root, _ in
      let stack = StackView("stack")
      root.addSubview(stack)
      stack.pinEdges(to: root)
    }
    let layout = try Layout(program, screen: StackScreens.plain(scale: 2))
    #expect(stackConstraints(layout) == [])
  }

  @Test func theHiddenFlagIsReadWhenTheLayoutIsMade() throws {
    let program = AnyLayoutProgram("HiddenLater") { root, _ in
      let a = sizedView("a", width: 40, height: 20), b = sizedView("b", width: 50, height: 20)
      let stack = StackView("stack", arrangedSubviews: [a, b])
      root.addSubview(stack)
      stack.leading == root.leading
      stack.top == root.top
      // Hidden after the stack was built: still out of the arrangement.
      b.isHidden = true
    }
    let layout = try Layout(program, screen: StackScreens.plain(scale: 2))
    #expect(stackConstraints(layout).contains("'UISV-hiding' b.width == 0 @999.999"))
    #expect(stackConstraints(layout).contains("'UISV-canvas-connection' stack.trailing == a.trailing"))
  }

  @Test func theArrangementGuidesTakePartAlongOneAxis() throws {
    let program = AnyLayoutProgram("Guides") { root, _ in
      let stack = StackView(
        "stack", arrangedSubviews: ["a", "b", "c"].map { sizedView($0, width: 20, height: 20) })
      stack.distribution = .equalSpacing
      stack.alignment = .center
      root.addSubview(stack)
      stack.leading == root.leading + 10
      stack.top == root.top + 10
      stack.width == 200
    }
    let solved = try LayoutEngine().solve(program, on: StackScreens.plain(scale: 2))
    let guides = solved.layout.guides.enumerated().filter { $0.element.kind == .custom }
    #expect(
      guides.map(\.element.identifier) == [
        "UISV-distributing", "UISV-distributing", "UISV-alignment-spanner",
      ])
    #expect(guides.map(\.element.axis) == [.horizontal, .horizontal, .vertical])
    // Gaps of (200 - 60) / 2 = 70 between the views; across, each guide is the stack's frame
    // (20 high at y 10). The spanner encloses the 20-point views: the stack's frame.
    let frames = guides.map { solved.guideFrames[$0.offset] }
    #expect(
      frames == [
        Rect(x: 30, y: 10, width: 70, height: 20), Rect(x: 120, y: 10, width: 70, height: 20),
        Rect(x: 10, y: 10, width: 200, height: 20),
      ])
    #expect(solved.diagnostics == [])
  }

  @Test func aStackListsTheGuidesItsArrangementUsed() {
    let stack = StackView(
      "stack",
      arrangedSubviews: [sizedView("a", width: 20, height: 10), sizedView("b", width: 20, height: 30)])
    stack.alignment = .center
    stack.distribution = .equalCentering
    _ = stack.fittingSize(
      target: .zero, horizontalPriority: .fittingSizeLevel, verticalPriority: .fittingSizeLevel,
      screen: StackScreens.plain(scale: 2))
    #expect(stack.arrangementGuides.map(\.identifier) == ["UISV-alignment-spanner", "UISV-distributing"])
    #expect(stack.layoutGuides.isEmpty)
  }

  // MARK: Drawing

  @Test func aStackDrawsItsBackgroundAndCornersAsUIKit14Does() throws {
    let built = try scene(on: StackScreens.plain(scale: 2)) { root in
      let stack = StackView("stack", arrangedSubviews: [sizedView("a", width: 40, height: 20)])
      stack.backgroundColor = .systemBlue
      stack.cornerRadius = 8
      root.addSubview(stack)
      stack.leading == root.leading + 10
      stack.top == root.top + 20
    }
    // The stack is as large as its one view: 40 × 20 at (10, 20).
    let background = fills(built).first { $0.name == "stack.background" }
    #expect(background?.color == .systemBlue.resolved(for: .light, palette: .ios26))
    #expect(
      background?.shape == .roundedRect(RoundedRect(Rect(x: 10, y: 20, width: 40, height: 20), radius: 8)))
  }
}
