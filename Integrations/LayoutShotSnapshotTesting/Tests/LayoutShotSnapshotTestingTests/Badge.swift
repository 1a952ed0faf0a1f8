import Foundation
import LayoutShotSnapshotTesting

/// A red box on a small screen: `width` points wide, 20 tall, 10 points from the top left corner.
///
/// The screen is 100 × 60 points at 1 pixel per point (6,000 pixels) and the box's edges fall on
/// whole pixels, so every pixel is either the white background or red, and a change of width by
/// `n` points changes `n × 20` pixels.
struct Badge: LayoutProgram {
  var width: Double = 40

  func body(root: View, screen: Screen) -> LayoutBody {
    let box = View("box")
    box.backgroundColor = .red
    root.addSubview(box)
    box.leading == root.leading + 10
    box.top == root.top + 10
    box.width == width
    box.height == 20
  }
}

/// A layout whose program throws.
struct Broken: LayoutProgram {
  struct Failure: Error, CustomStringConvertible {
    var description: String { "no box today" }
  }

  func body(root: View, screen: Screen) throws -> LayoutBody {
    throw Failure()
  }
}

extension Screen {
  /// 100 × 60 points at scale 1, no safe area.
  static let badge = Screen(device: "badge", size: Size(width: 100, height: 60), scale: 1)
}

/// A new empty folder for one test's references, removed by `body`'s end.
func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("LayoutShotSnapshotTestingTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try body(folder)
}

/// The width and height, in that order, a PNG file's header gives (the IHDR chunk's first two 4-byte big-endian
/// numbers, at offsets 16 and 20), or `nil` when `data` is not a PNG.
func pngSize(_ data: Data) -> [Int]? {
  let bytes = [UInt8](data)
  guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
  func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
  return [number(at: 16), number(at: 20)]
}
