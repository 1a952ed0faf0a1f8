/// A character's type in the Unicode Bidirectional Algorithm (its `Bidi_Class`, UAX #9 table 4),
/// which decides where it goes in a line that mixes left-to-right and right-to-left text.
///
/// Classes come from the code point ranges of the scripts written right to left (Hebrew, Arabic,
/// Syriac, Thaana, NKo and their neighbours, and the presentation forms), the listed numbers,
/// separators and controls, and otherwise from the general category: letters and spacing marks
/// are left to right, nonspacing marks take the class of what they follow, everything else is a
/// neutral. This is the Unicode data's rule for almost every code point; the few exceptions a
/// range misses are neutrals or marks drawn in place either way.
enum BidiClass: UInt8, Sendable {
  /// L: a letter written left to right (and LRM).
  case leftToRight
  /// R: a Hebrew (or other right-to-left) letter (and RLM).
  case rightToLeft
  /// AL: an Arabic, Syriac or Thaana letter (and ALM).
  case arabicLetter
  /// EN: a European digit.
  case europeanNumber
  /// ES: a plus or minus sign.
  case europeanSeparator
  /// ET: a currency, degree or per-mille sign, `#`, `%`.
  case europeanTerminator
  /// AN: an Arabic-Indic digit.
  case arabicNumber
  /// CS: a comma, full stop, colon or slash between digits.
  case commonSeparator
  /// NSM: a combining mark.
  case nonspacingMark
  /// BN: a character that takes no part (zero-width joiners, soft hyphen, controls).
  case boundaryNeutral
  /// B: a paragraph separator.
  case paragraphSeparator
  /// S: a tab.
  case segmentSeparator
  /// WS: a space.
  case whitespace
  /// ON: other neutrals (punctuation, symbols).
  case otherNeutral
  /// LRE, RLE, LRO, RLO, PDF: embeddings and overrides, and their end.
  case leftToRightEmbedding, rightToLeftEmbedding, leftToRightOverride, rightToLeftOverride,
    popDirectionalFormat
  /// LRI, RLI, FSI, PDI: isolates, and their end.
  case leftToRightIsolate, rightToLeftIsolate, firstStrongIsolate, popDirectionalIsolate

  /// The class of `scalar`.
  init(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    if value < 0x80 {
      self = Self.ascii[Int(value)]
      return
    }
    if let explicit = Self.explicit[value] {
      self = explicit
      return
    }
    switch value {
    case 0x0660...0x0669, 0x066B...0x066C, 0x0600...0x0605, 0x06DD, 0x08E2, 0x10E60...0x10E7E:
      self = .arabicNumber
      return
    case 0x06F0...0x06F9, 0x2070, 0x2074...0x2079, 0x2080...0x2089, 0x2488...0x249B, 0xFF10...0xFF19,
      0x1D7CE...0x1D7FF:
      self = .europeanNumber
      return
    case 0x0080...0x0084, 0x0086...0x009F, 0x00AD, 0x180E, 0x200B...0x200D, 0x2060...0x2064, 0x206A...0x206F,
      0xFEFF:
      self = .boundaryNeutral
      return
    case 0x1680, 0x2000...0x200A, 0x205F, 0x3000:
      self = .whitespace
      return
    case 0x00A2...0x00A5, 0x00B0, 0x00B1, 0x0609, 0x060A, 0x066A, 0x2030...0x2034, 0x20A0...0x20CF, 0x212E,
      0x2213, 0xFE5F, 0xFE69, 0xFE6A, 0xFF03...0xFF05, 0xFFE0, 0xFFE1, 0xFFE5, 0xFFE6:
      self = .europeanTerminator
      return
    case 0x207A, 0x207B, 0x208A, 0x208B, 0x2212, 0xFB29, 0xFE62, 0xFE63, 0xFF0B, 0xFF0D:
      self = .europeanSeparator
      return
    case 0x00A0, 0x060C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55, 0xFF0C, 0xFF0E, 0xFF0F, 0xFF1A:
      self = .commonSeparator
      return
    default:
      break
    }
    let category = scalar.properties.generalCategory
    if category == .nonspacingMark || category == .enclosingMark {
      self = .nonspacingMark
      return
    }
    switch value {
    case 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB4F, 0x10800...0x10FFF, 0x1E800...0x1EDFF,
      0x1EF00...0x1EFFF:
      self = .rightToLeft
    case 0x0600...0x07BF, 0x0860...0x08FF, 0xFB50...0xFDCF, 0xFDF0...0xFDFF, 0xFE70...0xFEFE,
      0x1EE00...0x1EEFF:
      self = .arabicLetter
    default:
      switch category {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark,
        .decimalNumber, .letterNumber, .otherNumber, .privateUse, .unassigned:
        self = .leftToRight
      default:
        self = .otherNeutral
      }
    }
  }

  /// Whether the class is strong (L, R, AL).
  var isStrong: Bool { self == .leftToRight || self == .rightToLeft || self == .arabicLetter }

  /// Whether the class starts an isolate.
  var isIsolateInitiator: Bool {
    self == .leftToRightIsolate || self == .rightToLeftIsolate || self == .firstStrongIsolate
  }

  /// Whether the class is removed from resolution (rule X9): embeddings, overrides, their end,
  /// and boundary neutrals.
  var isRemovedByX9: Bool {
    switch self {
    case .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride, .rightToLeftOverride,
      .popDirectionalFormat, .boundaryNeutral:
      true
    default: false
    }
  }

  /// Whether the class is a neutral or isolate formatting character for rules N1 and N2.
  var isNeutralOrIsolate: Bool {
    switch self {
    case .paragraphSeparator, .segmentSeparator, .whitespace, .otherNeutral, .leftToRightIsolate,
      .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate:
      true
    default: false
    }
  }

  /// The formatting characters and marks, by code point.
  private static let explicit: [UInt32: BidiClass] = [
    0x0085: .paragraphSeparator, 0x2028: .whitespace, 0x2029: .paragraphSeparator,
    0x200E: .leftToRight, 0x200F: .rightToLeft, 0x061C: .arabicLetter,
    0x202A: .leftToRightEmbedding, 0x202B: .rightToLeftEmbedding, 0x202C: .popDirectionalFormat,
    0x202D: .leftToRightOverride, 0x202E: .rightToLeftOverride,
    0x2066: .leftToRightIsolate, 0x2067: .rightToLeftIsolate, 0x2068: .firstStrongIsolate,
    0x2069: .popDirectionalIsolate,
  ]

  /// The classes of the ASCII characters.
  private static let ascii: [BidiClass] = (0..<128).map { value in
    switch value {
    case 0x09, 0x0B, 0x1F: .segmentSeparator
    case 0x0A, 0x0D, 0x1C...0x1E: .paragraphSeparator
    case 0x0C, 0x20: .whitespace
    case 0x00...0x08, 0x0E...0x1B, 0x7F: .boundaryNeutral
    case 0x30...0x39: .europeanNumber
    case 0x2B, 0x2D: .europeanSeparator
    case 0x23...0x25: .europeanTerminator
    case 0x2C, 0x2E, 0x2F, 0x3A: .commonSeparator
    case 0x41...0x5A, 0x61...0x7A: .leftToRight
    default: .otherNeutral
    }
  }
}
