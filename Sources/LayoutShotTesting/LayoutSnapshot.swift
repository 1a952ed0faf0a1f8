import Foundation
import LayoutShot

/// What a layout snapshot is made from: a layout solved for one screen, and how to draw it.
///
/// The layout formats (``Snapshotting/frames``, ``Snapshotting/svg``, ``Snapshotting/png``) are
/// ways to snapshot this value; a custom format is a pullback of one of them.
public struct LayoutSnapshot: Sendable {
  /// The solved layout.
  public var solved: SolvedLayout
  /// The background and overlays of the pictures.
  public var options: SceneOptions

  /// A snapshot of `solved`, drawn with `options`.
  public init(_ solved: SolvedLayout, options: SceneOptions = LayoutSnapshot.defaultOptions) {
    self.solved = solved
    self.options = options
  }

  /// Pictures as an app's screen looks: the views over the window's system background (white, or
  /// black on a dark screen), no overlays.
  public static let defaultOptions = SceneOptions(backgroundColor: .systemBackground)
}

extension Snapshotting where Value == LayoutSnapshot {
  /// The frame dump as JSON (`.json`), compared view by view.
  public static var frames: Snapshotting<LayoutSnapshot> {
    Snapshotting(pathExtension: "json") { Data($0.solved.frameDump().utf8) }
  }

  /// The picture as PNG (`.png`) at the screen's pixel size, compared pixel by pixel within the
  /// assertion's tolerance.
  public static var png: Snapshotting<LayoutSnapshot> {
    Snapshotting(pathExtension: "png") { snapshot in
      Data(try snapshot.solved.pngData(options: snapshot.options))
    }
  }

  /// The picture as SVG (`.svg`), compared line by line: one element per line, each view's group
  /// named after it, so the diff says which view changed.
  public static var svg: Snapshotting<LayoutSnapshot> {
    Snapshotting(pathExtension: "svg") { snapshot in
      Data(try snapshot.solved.svg(options: snapshot.options).utf8)
    }
  }
}
