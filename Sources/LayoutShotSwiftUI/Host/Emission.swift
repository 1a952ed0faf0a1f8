import Foundation
import LayoutShot

/// Where laid-out nodes become core views: under a parent view, whose frame (in the root's
/// coordinates, on the pixel grid) it knows, with the names its children have taken so far.
///
/// Each frame is rounded to the pixel grid in the root's coordinates, origin and far corner
/// each to the nearest pixel (ties up), and then made relative to the parent's rounded frame
/// (Documentation/SwiftUILayout.md#pixel-rounding).
struct Emission {
  let parent: LayoutShot.View
  /// The parent's rounded origin, in the root's coordinates.
  let origin: CGPoint
  /// The parent's name, the start of its children's names.
  let path: String
  let scale: CGFloat
  private let names = NameCounter()

  init(parent: LayoutShot.View, origin: CGPoint, path: String, scale: CGFloat) {
    self.parent = parent
    self.origin = origin
    self.path = path
    self.scale = scale
  }

  /// Adds `view` for `node` under the parent at the node's frame, named by the node's
  /// accessibility identifier or by its type and place; returns the emission of its children.
  @discardableResult
  func add(_ view: LayoutShot.View, for node: LayoutNode) -> Emission {
    let frame = rounded(node.frame)
    let name = node.identifier ?? "\(path)/\(names.next(node.sourceType ?? node.kind))"
    view.name = name
    node.emittedView = view
    view.translatesAutoresizingMaskIntoConstraints = true
    view.frame = Rect(
      x: Double(frame.minX - origin.x), y: Double(frame.minY - origin.y), width: Double(frame.width),
      height: Double(frame.height))
    parent.addSubview(view)
    return Emission(parent: view, origin: frame.origin, path: name, scale: scale)
  }

  /// `value` rounded up to the pixel.
  static func roundedUp(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    ((value * scale) - 1e-7).rounded(.up) / scale
  }

  /// `rect` with its origin and far corner each on the nearest pixel, ties up.
  func rounded(_ rect: CGRect) -> CGRect {
    let round = { (value: CGFloat) in ((value * scale) + 0.5).rounded(.down) / scale }
    let (minX, minY) = (round(rect.minX), round(rect.minY))
    return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
  }
}

/// Counts the names taken under one parent: the first view of a kind is named by the kind
/// alone, later ones by the kind and their number (`Text`, `Text[1]`, `Text[2]`).
private final class NameCounter {
  private var counts: [String: Int] = [:]

  func next(_ kind: String) -> String {
    let count = counts[kind, default: 0]
    counts[kind] = count + 1
    return count == 0 ? kind : "\(kind)[\(count)]"
  }
}
