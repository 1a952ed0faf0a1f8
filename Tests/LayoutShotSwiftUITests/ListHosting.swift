import Foundation
import LayoutShotSwiftUI
import Testing

import class LayoutShot.LayoutEngine
import enum LayoutShot.LayoutExtent
import struct LayoutShot.Rect
import struct LayoutShot.Screen
import struct LayoutShot.Size
import struct LayoutShot.SolvedLayout

/// An iPhone 15 or 16 in portrait: 393 × 852 points at 3×, 59 unsafe at the top and 34 at the
/// bottom (Documentation/Devices.md), so its safe area is (0, 59) 393 × 759 and its list margin
/// is 16 (narrower than 414; Documentation/Lists.md#margins).
let phone = Screen(
  size: Size(width: 393, height: 852), scale: 3, safeAreaInsets: .init(top: 59, bottom: 34), os: .ios18)

/// Lays `content` out on the whole phone screen, at `extent` (the screen by default).
@MainActor
func onPhone<Content: View>(
  extent: LayoutExtent = .screen, @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
) throws -> SolvedLayout {
  try LayoutEngine().solve(SwiftUILayout.screen("Test", content), on: phone, extent: extent)
}

/// The frames of the views whose name's last part starts with `kind` (`Separator`, `Text`), in
/// the order they were added.
func frames(ofKind kind: String, in solved: SolvedLayout) -> [Rect] {
  solved.layout.views.indices.compactMap { index in
    let last = solved.layout.views[index].name.split(separator: "/").last ?? ""
    return last.hasPrefix(kind) ? solved.frames[index] : nil
  }
}

/// `value` rounded up to the 3× pixel grid, as the list rounds its 17.5-point section spacing.
func ceilingToPixel(_ value: Double) -> Double { (value * 3 - 1e-7).rounded(.up) / 3 }

/// Whether `a` and `b` are the same to a thousandth of a point (frames snapped to thirds).
func near(_ a: Rect, _ b: Rect) -> Bool {
  let pairs = [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)]
  return pairs.allSatisfy { Swift.abs($0.0 - $0.1) < 1e-3 }
}
