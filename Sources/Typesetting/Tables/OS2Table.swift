/// The OS/2 and Windows metrics (`OS/2`): weight, the typographic vertical metrics, and (from
/// version 2) the heights of lowercase and capital letters.
///
/// Fields of later versions are `nil` when the table's version or length does not have them.
struct OS2Table: Sendable, Hashable {
  let version: Int
  /// 100 (thin) to 900 (black); 400 regular, 700 bold.
  let weightClass: Int
  /// Bit 0 italic, bit 5 bold, bit 6 regular, bit 7 "use typographic metrics".
  let selection: UInt16?
  let typoAscender: Int?
  let typoDescender: Int?
  let typoLineGap: Int?
  let winAscent: Int?
  let winDescent: Int?
  let xHeight: Int?
  let capHeight: Int?

  init(_ table: FontReader) throws(FontError) {
    version = Int(try table.uint16(at: 0))
    weightClass = Int(try table.uint16(at: 4))
    func field(_ offset: Int, signed: Bool = true) throws(FontError) -> Int? {
      guard offset + 2 <= table.length else { return nil }
      return signed ? Int(try table.int16(at: offset)) : Int(try table.uint16(at: offset))
    }
    selection = try field(62, signed: false).map(UInt16.init)
    typoAscender = try field(68)
    typoDescender = try field(70)
    typoLineGap = try field(72)
    winAscent = try field(74, signed: false)
    winDescent = try field(76, signed: false)
    xHeight = version >= 2 ? try field(86) : nil
    capHeight = version >= 2 ? try field(88) : nil
  }
}
