import LayoutShot
import LayoutShotUIKit
import Testing

// UIStackView written with UIKit's names, laid out by the constraints UIKit generates
// (Documentation/StackViews.md). Each expected frame is worked out from those constraints and
// snapped edge by edge to the screen's pixels, halves up (Documentation/AutoLayout.md#pixel-rounding).

/// `value` on the pixel grid of `scale`, halves up.
private func snapped(_ value: Double, _ scale: Double) -> Double {
  (value * scale + 0.5 + 1e-9).rounded(.down) / scale
}

/// `frame` with each edge on the pixel grid of `scale`.
private func snapped(_ frame: Rect, _ scale: Double) -> Rect {
  let left = snapped(frame.minX, scale), top = snapped(frame.minY, scale)
  return Rect(
    x: left, y: top, width: snapped(frame.maxX, scale) - left, height: snapped(frame.maxY, scale) - top)
}

private func close(_ a: Rect?, _ b: Rect) -> Bool {
  guard let a else { return false }
  return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
    abs($0) < 1e-9
  }
}

/// A view with a fixed intrinsic size, as a custom UIKit view declares one.
private final class SizedView: UIView {
  private let size: CGSize

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { return nil }

  override var intrinsicContentSize: CGSize { size }
}

/// Three views in a row, filled equally, centred, 10 apart, between the safe area's sides
/// inset 16, 8 below its top.
private final class ToolbarController: UIViewController, @unchecked Sendable {
  let first = SizedView(30, 20)
  let second = SizedView(30, 44)
  let third = SizedView(30, 30)
  lazy var stack = UIStackView(arrangedSubviews: [first, second, third])

  override func viewDidLoad() {
    super.viewDidLoad()
    stack.axis = .horizontal
    stack.distribution = .fillEqually
    stack.alignment = .center
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
    ])
  }
}

/// A column arranged inside its margins, leading-aligned, with a custom gap after the heading.
private final class FormController: UIViewController, @unchecked Sendable {
  let heading = SizedView(100, 30.5)
  let subtitle = SizedView(200, 20)
  let button = SizedView(50, 40)
  let stack = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    for view in [heading, subtitle, button] { stack.addArrangedSubview(view) }
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 8
    stack.setCustomSpacing(20, after: heading)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
    ])
  }
}

/// Two views whose required widths fight `UISV-fill-equally`.
private final class UnequalController: UIViewController, @unchecked Sendable {
  let narrow = UIView()
  let wide = UIView()
  lazy var stack = UIStackView(arrangedSubviews: [narrow, wide])

  override func viewDidLoad() {
    super.viewDidLoad()
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
      stack.heightAnchor.constraint(equalToConstant: 10),
      narrow.widthAnchor.constraint(equalToConstant: 50),
      wide.widthAnchor.constraint(equalToConstant: 60),
    ])
  }
}

/// A row that hides its optional view in `layoutSubviews()` when it is narrower than 400 points.
private final class CollapsingRow: UIView {
  let kept = SizedView(60, 20)
  let optional = SizedView(80, 20)
  let stack = UIStackView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    stack.addArrangedSubview(kept)
    stack.addArrangedSubview(optional)
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor),
      stack.topAnchor.constraint(equalTo: topAnchor),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { return nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    optional.isHidden = bounds.width < 400
  }
}

@MainActor
@Suite("UIStackView")
struct UIStackViewTests {
  @Test func aRowFilledEquallyAndCentredLaysOutAsUIKitDoes() throws {
    let controller = ToolbarController()
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Toolbar") { controller }, on: phone)
    #expect(solved.diagnostics == [])
    // The stack spans 16 ... 359 from y 20 + 8 = 28: (343 - 2 × 10) / 3 = 107.667 per view.
    // Centred: the stack is as tall as the tallest view (44); the others sit halfway.
    let width = (343.0 - 20) / 3
    let expected = [
      ("first", Rect(x: 16, y: 28 + 12, width: width, height: 20)),
      ("second", Rect(x: 16 + width + 10, y: 28, width: width, height: 44)),
      ("third", Rect(x: 16 + 2 * (width + 10), y: 28 + 7, width: width, height: 30)),
    ]
    for (name, frame) in expected {
      #expect(close(solved.frame(of: name), snapped(frame, 2)), "\(name)")
    }
    #expect(solved.frame(of: "stack") == Rect(x: 16, y: 28, width: 343, height: 44))
    // The frames come back to the UIKit views, in the stack's coordinates.
    #expect(controller.second.frame == CGRect(x: 117.5, y: 0, width: 108, height: 44))
    #expect(controller.stack.frame == CGRect(x: 16, y: 28, width: 343, height: 44))
  }

  @Test(arguments: [2.0, 3.0])
  func aColumnInsideItsMarginsWithCustomSpacing(_ scale: Double) throws {
    let screen = Screen(
      size: Size(width: 390, height: 844), scale: scale, safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Form") { FormController() }, on: screen)
    #expect(solved.diagnostics == [])
    // Inside the margins: x 16, from y 47 + 12 = 59; 20 after the heading, 8 after the subtitle.
    let expected = [
      ("heading", Rect(x: 16, y: 59, width: 100, height: 30.5)),
      ("subtitle", Rect(x: 16, y: 59 + 30.5 + 20, width: 200, height: 20)),
      ("button", Rect(x: 16, y: 59 + 30.5 + 20 + 20 + 8, width: 50, height: 40)),
      ("stack", Rect(x: 0, y: 47, width: 390, height: 12 + 30.5 + 20 + 20 + 8 + 40 + 12)),
    ]
    for (name, frame) in expected {
      #expect(close(solved.frame(of: name), snapped(frame, scale)), "\(name) @\(scale)x")
    }
  }

  @Test func aConflictNamesUIKitsIdentifier() throws {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Unequal") { UnequalController() }, on: phone)
    let conflict = try #require(solved.diagnostics(.unsatisfiable).first)
    #expect(conflict.brokenConstraint?.text == "'UISV-fill-equally' wide.width == narrow.width")
    #expect(solved.frame(of: "narrow")?.width == 50)
    #expect(solved.frame(of: "wide")?.width == 60)
  }

  @Test func aViewHiddenInLayoutSubviewsLeavesTheArrangement() throws {
    let solved = try LayoutEngine().solve(UIKitLayout.view("Collapsing") { CollapsingRow() }, on: phone)
    // The first solve lays out both views; layoutSubviews then hides the optional one (the row
    // is 375 wide), and the next solve arranges the kept view alone.
    #expect(solved.frame(of: "stack") == Rect(x: 0, y: 0, width: 60, height: 20))
    #expect(solved.frame(of: "optional")?.width == 0)
    #expect(stackConstraintsText(solved).contains("'UISV-hiding' optional.width == 0 @999.999"))
  }

  // MARK: API

  @Test func arrangedSubviewsStayInStepWithSubviews() {
    let a = UIView(), b = UIView(), c = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(
      stack.arrangedSubviews.count == 2 && stack.arrangedSubviews[0] === a && stack.arrangedSubviews[1] === b)
    #expect(stack.subviews.count == 2 && a.superview === stack)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    stack.insertArrangedSubview(c, at: 0)
    #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
    #expect(stack.subviews.last === c)
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [c, b].map { ObjectIdentifier($0) })
    #expect(a.superview === stack)
    b.removeFromSuperview()
    #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(c)])
    #expect(stack.layoutShotView.subviews.count == 2)
  }

  @Test func theSpacingAPIIsUIKits() {
    let a = UIView()
    let stack = UIStackView(arrangedSubviews: [a])
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: a)
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseSystem)
    #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    #expect(stack.spacing == 0)
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
    #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
    #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.lastBaseline.rawValue == 5)
    #expect(stack.layoutMargins == .zero)
    #expect(!stack.isLayoutMarginsRelativeArrangement && !stack.isBaselineRelativeArrangement)
  }

  @Test func aStackMadeInCodeTranslatesItsFrameUntilToldOtherwise() {
    #expect(UIStackView().translatesAutoresizingMaskIntoConstraints)
    #expect(UIStackView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).frame.width == 10)
  }
}

/// The descriptions of the stack constraints of a solved layout.
private func stackConstraintsText(_ solved: SolvedLayout) -> [String] {
  solved.layout.constraints.filter { $0.identifier?.hasPrefix("UISV-") == true }.map {
    solved.layout.description(of: $0)
  }
}
