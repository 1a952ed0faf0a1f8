/// A paired bracket (Unicode's `Bidi_Paired_Bracket` and `Bidi_Paired_Bracket_Type`): whether it
/// opens or closes, and the opening bracket of its kind, which pairs an opening bracket with its
/// closing one in rule BD16.
struct BidiBracket: Hashable, Sendable {
  /// The opening bracket of the pair: `(` for both `(` and `)`.
  let opening: Unicode.Scalar
  /// Whether this one opens the pair.
  let isOpening: Bool

  /// The bracket `scalar` is, `nil` for a character that is not a paired bracket.
  init?(_ scalar: Unicode.Scalar) {
    if Self.pairs[scalar] != nil {
      opening = scalar
      isOpening = true
    } else if let opening = Self.openings[scalar] {
      self.opening = opening
      isOpening = false
    } else {
      return nil
    }
  }

  /// Opening brackets and their closing ones (BidiBrackets.txt): ASCII's, the superscript and
  /// subscript parentheses, the quill brackets, and the CJK and full-width ones.
  private static let pairs: [Unicode.Scalar: Unicode.Scalar] = [
    "(": ")", "[": "]", "{": "}", "\u{2045}": "\u{2046}", "\u{207D}": "\u{207E}", "\u{208D}": "\u{208E}",
    "\u{2329}": "\u{232A}", "\u{3008}": "\u{3009}", "\u{300A}": "\u{300B}", "\u{300C}": "\u{300D}",
    "\u{300E}": "\u{300F}", "\u{3010}": "\u{3011}", "\u{3014}": "\u{3015}", "\u{FF08}": "\u{FF09}",
    "\u{FF3B}": "\u{FF3D}", "\u{FF5B}": "\u{FF5D}",
  ]

  /// Closing brackets and their opening ones.
  private static let openings: [Unicode.Scalar: Unicode.Scalar] = Dictionary(
    uniqueKeysWithValues: pairs.map { ($0.value, $0.key) })
}
