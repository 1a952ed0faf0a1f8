import Foundation
import Typesetting

/// The fonts the tests measure with, found the way LayoutShot finds them: DejaVu Sans from the
/// machine, Inter from the module's resources.
///
/// A machine without DejaVu Sans fails every test that needs it with the registry's error, which
/// lists the paths tried and says how to install `fonts-dejavu-core`; nothing falls back to another
/// font.
enum TestFonts {
  static func regular() throws -> Font {
    try FontRegistry.shared.font(family: FontRegistry.dejaVuFamily, weight: .regular)
  }

  static func bold() throws -> Font {
    try FontRegistry.shared.font(family: FontRegistry.dejaVuFamily, weight: .bold)
  }

  /// The bundled Inter variable font, its default instance (weight 400), as the file has it.
  static func interFile() throws -> Font {
    try FontRegistry.shared.font(contentsOfFile: try FontRegistry.shared.bundledFontFile())
  }

  /// The bytes of the regular DejaVu Sans file, for corrupting.
  static func regularBytes() throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: try FontRegistry.shared.dejaVuFontFile(.regular))))
  }

  /// The bytes of the bundled Inter file, for corrupting.
  static func interBytes() throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: try FontRegistry.shared.bundledFontFile())))
  }
}
