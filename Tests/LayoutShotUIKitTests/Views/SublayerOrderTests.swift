import Foundation
import LayoutShot
import LayoutShotTestSupport
import LayoutShotUIKit
import Raster
import Testing

// A view's layer's sublayers stacked among its subviews' layers as UIKit stacks them: a subview's
// layer is a sublayer of its superview's layer, so a layer added after the subviews draws over
// them, one inserted at index 0 under them all, and one inserted below or above a subview's layer
// between the subviews.

@MainActor
@Suite("Sublayers stacked among subviews")
struct SublayerOrderTests {
  static let orange = [255, 149, 0, 255]  // systemOrange
  static let blue = [0, 122, 255, 255]  // systemBlue
  static let green = [52, 199, 89, 255]  // systemGreen
  static let white = [255, 255, 255, 255]

  /// A 100 × 60 white view with a blue 40 × 40 label at (10, 10) and a green view at (50, 10) of
  /// the same size, and a 100 × 20 orange layer across both at y 20, placed by `place`.
  static func program(_ place: @escaping @MainActor (CALayer, UIView, UILabel, UIView) -> Void) -> UIKitLayout
  {
    UIKitLayout.view("Stacked") { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
      root.backgroundColor = .white
      let label = UILabel(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
      label.backgroundColor = .systemBlue
      let box = UIView(frame: CGRect(x: 50, y: 10, width: 40, height: 40))
      box.backgroundColor = .systemGreen
      root.addSubview(label)
      root.addSubview(box)
      let band = CAShapeLayer()
      band.frame = CGRect(x: 0, y: 20, width: 100, height: 20)
      band.path = UIBezierPath(rect: band.bounds).cgPath
      band.fillColor = UIColor.systemOrange.cgColor
      place(band, root, label, box)
      return root
    }
  }

  /// The straight colours at (30, 30) on the label and (70, 30) on the box, drawn at 2x.
  static func colors(_ program: UIKitLayout) throws -> (label: [Int], box: [Int]) {
    let solved = try LayoutEngine().solve(program, on: phone)
    #expect(solved.diagnostics == [])
    let image = try Raster.Image(pngData: try solved.pngData())
    func at(_ x: Int, _ y: Int) -> [Int] {
      let pixel = image.pixel(x: x * 2, y: y * 2)
      return [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
    }
    #expect(at(5, 30) == orange, "the band over the root's background, left of the subviews")
    return (at(30, 30), at(70, 30))
  }

  @Test func aLayerAddedAfterTheSubviewsDrawsOverThem() throws {
    let colors = try Self.colors(Self.program { band, root, _, _ in root.layer.addSublayer(band) })
    #expect(colors.label == Self.orange && colors.box == Self.orange)
  }

  @Test func aLayerInsertedAtZeroDrawsUnderAllSubviews() throws {
    let colors = try Self.colors(Self.program { band, root, _, _ in root.layer.insertSublayer(band, at: 0) })
    #expect(colors.label == Self.blue && colors.box == Self.green)
  }

  @Test func aLayerInsertedBelowOrAboveASubviewsLayerDrawsBetween() throws {
    let below = try Self.colors(
      Self.program { band, root, _, box in root.layer.insertSublayer(band, below: box.layer) })
    #expect(below.label == Self.orange && below.box == Self.green)
    let above = try Self.colors(
      Self.program { band, root, label, _ in root.layer.insertSublayer(band, above: label.layer) })
    #expect(above.label == Self.orange && above.box == Self.green)
    let atOne = try Self.colors(Self.program { band, root, _, _ in root.layer.insertSublayer(band, at: 1) })
    #expect(atOne.label == Self.orange && atOne.box == Self.green, "index 1 counts the label's layer")
  }

  @Test func aSubviewAddedAfterTheLayerDrawsOverIt() throws {
    let colors = try Self.colors(
      Self.program { band, root, _, box in
        box.removeFromSuperview()
        root.layer.addSublayer(band)
        root.addSubview(box)
      })
    #expect(colors.label == Self.orange && colors.box == Self.green)
  }

  @Test func sublayersListsTheAddedLayersAndKeepsTheirPlace() {
    let root = UIView()
    let label = UILabel()
    root.addSubview(label)
    let (first, second) = (CALayer(), CALayer())
    root.layer.addSublayer(first)
    root.layer.insertSublayer(second, at: 0)
    #expect(root.layer.sublayers?.map(ObjectIdentifier.init) == [second, first].map(ObjectIdentifier.init))
    first.removeFromSuperlayer()
    #expect(root.layer.sublayers?.count == 1 && first.superlayer == nil)
    root.layer.sublayers = nil
    #expect(root.layer.sublayers == nil && label.superview === root)
  }
}
