/// The kerning table (`kern`), Microsoft's version 0 with format-0 subtables: pairs of glyphs and
/// the adjustment of the space between them.
///
/// Only horizontal, non-minimum, non-cross-stream subtables are used; their values add up (a
/// subtable with the override bit replaces the sum so far). Apple's version 1 tables and other
/// subtable formats are skipped: the font then has no kerning, which changes spacing, not
/// correctness. `nPairs` is bounded by the table's length, not trusted.
struct KernTable: Sendable, Hashable {
  /// The adjustment of each pair, in font units, by `left << 16 | right`.
  private(set) var pairs: [UInt32: Int] = [:]

  /// No kerning.
  init() {}

  private enum Coverage {
    static let horizontal: UInt16 = 0x0001
    static let minimum: UInt16 = 0x0002
    static let crossStream: UInt16 = 0x0004
    static let override: UInt16 = 0x0008
  }

  init(_ table: FontReader) throws(FontError) {
    guard try table.uint16(at: 0) == 0 else { return }
    let count = Int(try table.uint16(at: 2))
    var position = 4
    for _ in 0..<count {
      let length = Int(try table.uint16(at: position + 2))
      let coverage = try table.uint16(at: position + 4)
      let format = coverage >> 8
      let usable =
        format == 0 && coverage & Coverage.horizontal != 0
        && coverage & (Coverage.minimum | Coverage.crossStream) == 0
      if usable {
        let pairCount = Int(try table.uint16(at: position + 6))
        let first = position + 14
        try table.require(first, pairCount * 6)
        for index in 0..<pairCount {
          let entry = first + index * 6
          let key = UInt32(try table.uint16(at: entry)) << 16 | UInt32(try table.uint16(at: entry + 2))
          let value = Int(try table.int16(at: entry + 4))
          pairs[key] = coverage & Coverage.override != 0 ? value : (pairs[key] ?? 0) + value
        }
        // The length field is 16 bits and overflows for big subtables; the pairs say the size.
        position = first + pairCount * 6
      } else {
        guard length >= 6 else { throw table.invalid(position + 2, "a subtable's length is \(length)") }
        position += length
      }
    }
  }

  /// The adjustment between two glyphs, in font units (negative: closer).
  func adjustment(_ left: Int, _ right: Int) -> Int {
    guard left <= 0xFFFF, right <= 0xFFFF else { return 0 }
    return pairs[UInt32(left) << 16 | UInt32(right)] ?? 0
  }
}
