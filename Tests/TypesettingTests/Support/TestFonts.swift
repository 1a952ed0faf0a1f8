import Foundation
import Typesetting

/// The DejaVu Sans fonts the tests measure with, found the way LayoutShot finds them.
///
/// A machine without them fails every test that needs them with the registry's error, which lists
/// the paths tried and says how to install `fonts-dejavu-core`; nothing falls back to another font.
enum TestFonts {
  static func regular() throws -> Font {
    try FontRegistry.shared.font(weight: .regular)
  }

  static func bold() throws -> Font {
    try FontRegistry.shared.font(weight: .bold)
  }

  /// The bytes of the regular font file, for corrupting.
  static func regularBytes() throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: try FontRegistry.shared.standardFontFile(.regular))))
  }
}
