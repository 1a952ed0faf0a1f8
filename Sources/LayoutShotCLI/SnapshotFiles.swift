import Foundation
import LayoutShot

/// The bytes of a solved layout in each format `render` writes.
enum SnapshotFiles {
  static func data(of solved: SolvedLayout, as format: RenderFormat, options: RenderOptions) throws(CLIError)
    -> Data
  {
    switch format {
    case .json:
      return Data(solved.frameDump().utf8)
    case .png, .svg:
      throw CLIError("\(format.rawValue) output needs the renderer, which is not built yet")
    }
  }
}
