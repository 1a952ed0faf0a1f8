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

/// A tiny seeded generator (xorshift64*, Vigna 2014), so corruption tests change the same bytes
/// on every run and machine.
struct XorShift64 {
  private var state: UInt64

  /// A generator started from `seed` (0 is replaced, as xorshift needs a non-zero state).
  init(seed: UInt64) {
    state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed
  }

  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }

  /// A number in `0..<bound` (`bound` > 0; the slight bias of `%` does not matter here).
  mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}
