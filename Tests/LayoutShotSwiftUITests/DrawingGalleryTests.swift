import Foundation
import LayoutShotSwiftUI
import LayoutShotTesting
import Testing

import struct LayoutShot.Device
import class LayoutShot.LayoutEngine
import struct LayoutShot.Variant

/// The drawing gallery on the iPhone SE, light and dark, against its committed snapshots
/// (`Snapshots/SwiftUIDrawingGallery/`).
@Suite struct DrawingGalleryTests {
  @Test func theGalleryMatchesItsSnapshots() {
    assertLayoutSnapshot(
      of: SwiftUILayout.screen("SwiftUIDrawingGallery") { DrawingGallery() }, on: .devices("iphone-se-2-3"),
      variants: [.standard, Variant(appearance: .dark)], as: [.png, .frames], snapshotDirectory: "Snapshots")
  }

  @Test func theGalleryLaysOutWithoutProblems() throws {
    let solved = try LayoutEngine().solve(
      SwiftUILayout.screen("SwiftUIDrawingGallery") { DrawingGallery() }, on: Device.iPhoneSE2And3.screen())
    #expect(solved.diagnostics.isEmpty, "\(solved.diagnostics)")
  }
}
