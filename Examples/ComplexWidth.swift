import LayoutShot

/// Two views with complex widths: a blue view at least 150 points wide and a red view that would
/// like to be twice as wide, side by side inside the safe area.
///
/// The lesson: a required inequality and an optional equality pulling against each other. When the
/// screen is wide enough (the safe area at least 458 points wide) the 2:1 ratio holds; on a narrow
/// phone the required minimum wins, blue stays at 150 and red takes what is left.
///
/// Ported from the Auto Layout Guide's "Two Views with Complex Widths", pinned to the safe area.
public struct ComplexWidth: LayoutProgram {
  public init() {}

  public func body(root: View, screen: Screen) -> LayoutBody {
    let blue = View("blue")
    blue.backgroundColor = .systemBlue
    let red = View("red")
    red.backgroundColor = .systemRed
    root.addSubviews(blue, red)

    let safeArea = root.safeAreaLayoutGuide
    // Side by side, 8 points from the safe area and from each other.
    blue.leading == safeArea.leading + 8
    red.leading == blue.trailing + 8
    red.trailing == safeArea.trailing - 8
    // Both fill the safe area's height, 8 points in.
    blue.top == safeArea.top + 8
    red.top == safeArea.top + 8
    blue.bottom == safeArea.bottom - 8
    red.bottom == safeArea.bottom - 8
    // Blue must be at least 150 wide; red would like to be twice as wide as blue.
    blue.width >= 150
    red.width == 2 * blue.width ~ .defaultHigh
  }
}
