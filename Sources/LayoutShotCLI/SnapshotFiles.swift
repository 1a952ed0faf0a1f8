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
    case .svg:
      do {
        return Data(try solved.svg(options: options.scene).utf8)
      } catch {
        throw CLIError(error.description)
      }
    case .png:
      do {
        return Data(try solved.pngData(options: options.scene))
      } catch {
        throw CLIError("\(error)")
      }
    }
  }
}
