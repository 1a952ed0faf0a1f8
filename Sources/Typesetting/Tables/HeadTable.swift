/// The font header (`head`): units per em, the format of `loca`, and the glyphs' bounding box.
struct HeadTable: Sendable, Hashable {
  /// Font units per em, 16 to 16384.
  let unitsPerEm: Int
  /// Whether `loca` holds 32-bit offsets (`indexToLocFormat` 1) rather than 16-bit halves (0).
  let hasLongOffsets: Bool
  /// The union of all glyphs' bounding boxes, in font units.
  let xMin, yMin, xMax, yMax: Int
  /// The style bits: bit 0 bold, bit 1 italic.
  let macStyle: UInt16

  /// The number `head` carries at byte 12 of every valid font.
  static let magicNumber: UInt32 = 0x5F0F_3CF5

  init(_ table: FontReader) throws(FontError) {
    try table.require(0, 54)
    guard try table.uint32(at: 12) == Self.magicNumber else {
      throw table.invalid(12, "the magic number is not 0x5F0F3CF5")
    }
    let unitsPerEm = Int(try table.uint16(at: 18))
    guard (16...16384).contains(unitsPerEm) else {
      throw table.invalid(18, "unitsPerEm is \(unitsPerEm), not in 16...16384")
    }
    self.unitsPerEm = unitsPerEm
    xMin = Int(try table.int16(at: 36))
    yMin = Int(try table.int16(at: 38))
    xMax = Int(try table.int16(at: 40))
    yMax = Int(try table.int16(at: 42))
    macStyle = try table.uint16(at: 44)
    let format = try table.int16(at: 50)
    guard format == 0 || format == 1 else {
      throw table.invalid(50, "indexToLocFormat is \(format), not 0 (short) or 1 (long)")
    }
    hasLongOffsets = format == 1
  }
}
