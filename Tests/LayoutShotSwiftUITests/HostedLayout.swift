import Foundation
import LayoutShotSwiftUI
import Testing

import enum LayoutShot.Appearance
import class LayoutShot.LayoutEngine
import enum LayoutShot.OSEdition
import struct LayoutShot.Rect
import struct LayoutShot.Screen
import struct LayoutShot.Size
import struct LayoutShot.SolvedLayout

/// Lays `content` out in a host `width` × `height` points at `scale` (no safe area) of edition `os`,
/// through the whole pipeline: SwiftUI's algorithm, then the core engine that solves the
/// frame-positioned views.
func hosted<Content: View>(
  width: Double, height: Double, scale: Double = 2, appearance: Appearance = .light, os: OSEdition = .ios18,
  @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
) throws -> SolvedLayout {
  var screen = Screen(size: Size(width: width, height: height), scale: scale, appearance: appearance)
  screen.os = os
  return try LayoutEngine().solve(
    SwiftUILayout.sized("Test", width: CGFloat(width), height: CGFloat(height), content), on: screen)
}

/// The frame of the view named `name`, failing the test when there is none.
func frame(_ name: String, in solved: SolvedLayout, sourceLocation: SourceLocation = #_sourceLocation) throws
  -> Rect
{
  try #require(solved.frame(of: name), "no view named \(name)", sourceLocation: sourceLocation)
}

/// The frames of the views whose last name component is `kind` (`…/kind`, `…/kind[1]`, …), in
/// order.
func frames(ending kind: String, in solved: SolvedLayout) -> [Rect] {
  solved.layout.views.indices.filter {
    let last = solved.layout.views[$0].name.split(separator: "/").last ?? ""
    return last == kind || last.hasPrefix(kind + "[")
  }
  .map { solved.frames[$0] }
}

/// Whether `a` and `b` are the same rectangle, to a millionth of a point.
func same(_ a: Rect, _ b: Rect) -> Bool {
  let pairs = [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)]
  return pairs.allSatisfy { Swift.abs($0.0 - $0.1) < 1e-6 }
}
