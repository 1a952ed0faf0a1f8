import Foundation
import LayoutShot

/// What a layout snapshot is made from: a layout solved for one screen, and how to draw it.
///
/// The layout formats (``Snapshotting/frames``, ``Snapshotting/svg``, ``Snapshotting/png``) are
/// ways to snapshot this value; a custom format is a pullback of one of them.
public struct LayoutSnapshot: Sendable {
  /// The solved layout.
  public var solved: SolvedLayout

  public init(_ solved: SolvedLayout) {
    self.solved = solved
  }
}

extension Snapshotting where Value == LayoutSnapshot {
  /// The frame dump as JSON (`.json`), compared view by view.
  public static var frames: Snapshotting<LayoutSnapshot> {
    Snapshotting(pathExtension: "json", diffing: .frames) { Data($0.solved.frameDump().utf8) }
  }
}
