import Foundation
import LayoutShot
import LayoutShotUIKit
import Testing

// Test support for the control look tests: a control placed by frame on a light or dark screen,
// and what its drawing put in the scene.

/// What a control's drawing put in the scene: its fills and the shadows it casts, in order.
@MainActor
struct DrawnControl {
  var fills: [DrawCommand.Fill]
  var shadows: [DrawCommand.Shadow]

  /// The rectangle of fill `index` (a rounded rectangle's or a rectangle's, a path's bounds).
  func rect(_ index: Int) -> Rect? {
    switch fills[index].shape {
    case .rect(let rect): rect
    case .roundedRect(let rounded): rounded.rect
    case .path(let path, _): path.controlBounds
    default: nil
    }
  }

  /// The corner radius of fill `index` when it is a rounded rectangle with one radius; `nil`
  /// otherwise.
  func radius(_ index: Int) -> Double? {
    guard case .roundedRect(let rounded) = fills[index].shape else { return nil }
    return rounded.radii.uniformRadius
  }

  /// The width of fill `index` when it is a border; `nil` otherwise.
  func borderWidth(_ index: Int) -> Double? {
    guard case .border(_, let width) = fills[index].shape else { return nil }
    return width
  }

  /// Solves a 360 × 200 screen of edition `os` in `appearance` holding `control`, which is named
  /// "control", and reads its drawing's fills and shadows.
  init(_ control: UIView, appearance: Appearance = .light, os: OSEdition = .ios18) throws {
    control.accessibilityIdentifier = "control"
    // The program builds its views on the main actor, this test's, once per solve.
    let program = UIKitLayout.view("Control") { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
      root.backgroundColor = .systemBackground
      root.addSubview(control)
      return root
    }
    var screen = Screen(device: "board", size: Size(width: 360, height: 200), scale: 2)
    screen.appearance = appearance
    screen.os = os
    fills = []
    shadows = []
    for command in try LayoutEngine().solve(program, on: screen).scene().commands {
      switch command {
      case .fill(let fill) where fill.name == "control.drawing": fills.append(fill)
      case .beginGroup(let group) where group.name == "control.drawing.shadow":
        if let shadow = group.shadow { shadows.append(shadow) }
      default: break
      }
    }
  }
}

/// Whether `color` is `#RRGGBB` at `alpha`, to within rounding of 8-bit tables.
func matches(_ color: Color, _ hex: String, alpha: Double = 1) -> Bool {
  guard let expected = Color(hex: hex) else { return false }
  return abs(color.red - expected.red) < 0.003 && abs(color.green - expected.green) < 0.003
    && abs(color.blue - expected.blue) < 0.003 && abs(color.alpha - alpha) < 0.003
}

/// Whether two rectangles agree to within floating-point rounding.
func same(_ rect: Rect?, _ expected: Rect) -> Bool {
  guard let rect else { return false }
  return abs(rect.minX - expected.minX) < 1e-9 && abs(rect.minY - expected.minY) < 1e-9
    && abs(rect.width - expected.width) < 1e-9 && abs(rect.height - expected.height) < 1e-9
}

/// A configured button titled "Go", framed 100 × 40 at (20, 20).
@MainActor
func configuredButton(_ configuration: UIButton.Configuration) -> UIButton {
  var configuration = configuration
  configuration.title = "Go"
  let button = UIButton(configuration: configuration)
  button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
  return button
}
