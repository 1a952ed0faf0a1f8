/// A pseudolanguage: every string a label, button or text field shows, changed as Xcode's and
/// Android's pseudolocales change them, to find text that does not fit before translators do.
///
/// - ``doubleLength``: `s s`, Xcode's Double-Length pseudolanguage ("Score" → "Score Score").
/// - ``accented``: each ASCII letter (and `!`, `?`, `$`) replaced by an accented look-alike from
///   Android's `en-XA` map, which tests tall ascenders and deep descenders; nothing added.
/// - ``bounded``: `[# s #]`, Xcode's Bounded String pseudolanguage, which shows where text is cut.
/// - ``rightToLeft``: right-to-left strings in a right-to-left layout, Xcode's "Right-to-Left
///   Pseudolanguage with Right-to-Left Strings" done as Android's `ar-XB` does it: each word
///   becomes RLM (U+200F), RLO (U+202E), the word, PDF (U+202C), RLM, so its letters show
///   reversed and the words run from right to left, as a right-to-left language's would.
///
/// Xcode's plain Right-to-Left pseudolanguage leaves strings unchanged: that is a layout
/// direction (``Variant/layoutDirection``). The rules are deterministic: the same string gives the
/// same result on every run.
///
/// ```swift
/// PseudoLocale.doubleLength.apply(to: "Follow")  // "Follow Follow"
/// PseudoLocale.accented.apply(to: "Follow")      // "Föļļöŵ"
/// PseudoLocale.bounded.apply(to: "Follow")       // "[# Follow #]"
/// PseudoLocale.rightToLeft.apply(to: "Follow")   // "\u{200F}\u{202E}Follow\u{202C}\u{200F}", drawn "wolloF"
/// ```
public enum PseudoLocale: String, Hashable, Sendable, CaseIterable {
  /// Every string twice, with a space between.
  case doubleLength = "double"
  /// Letters accented.
  case accented
  /// Every string between `[# ` and ` #]`.
  case bounded
  /// Every word written right to left, in a right-to-left layout.
  case rightToLeft = "rtl-strings"

  /// `text` in this pseudolanguage.
  public func apply(to text: String) -> String {
    switch self {
    case .doubleLength: text + " " + text
    case .bounded: "[# " + text + " #]"
    case .accented: String(String.UnicodeScalarView(text.unicodeScalars.map { Self.accents[$0] ?? $0 }))
    case .rightToLeft: Self.wrappingWords(of: text)
    }
  }

  /// `text` with each word (a run of characters other than white space) overridden right to left
  /// between right-to-left marks, as AOSP's pseudolocalizer makes `ar-XB` (its
  /// `PseudoMethodBidi`).
  private static func wrappingWords(of text: String) -> String {
    let start = "\u{200F}\u{202E}"
    let end = "\u{202C}\u{200F}"
    var result = ""
    var inWord = false
    for character in text {
      let isSpace = character.isWhitespace
      if !inWord && !isSpace { result += start }
      if inWord && isSpace { result += end }
      inWord = !isSpace
      result.append(character)
    }
    if inWord { result += end }
    return result
  }

  /// The runs of an attributed text in this pseudolanguage, as one string would be: doubled runs
  /// repeat after a space in the last run's attributes, brackets go on the first and last runs.
  func apply<Run>(to runs: [Run], text: (Run) -> String, with update: (Run, String) -> Run) -> [Run] {
    guard let first = runs.first, let last = runs.last else { return runs }
    switch self {
    case .accented, .rightToLeft:
      return runs.map { update($0, apply(to: text($0))) }
    case .bounded:
      var changed = runs
      changed[0] = update(first, "[# " + text(first))
      changed[changed.count - 1] = update(
        changed[changed.count - 1], text(changed[changed.count - 1]) + " #]")
      return changed
    case .doubleLength:
      return runs + [update(last, " ")] + runs
    }
  }

  /// Android's `en-XA` letter map (AOSP `tools/aapt2/compile/Pseudolocalizer.cpp`): every ASCII
  /// letter but `F` to an accented or look-alike letter, and `!`, `?`, `$` to `¡`, `¿`, `€`.
  static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let lower = "åɓçðéƒĝĥîĵķļḿñöþQŕšţûVŵхýž"
    let upper = "ÅβÇÐÉFĜĤÎĴĶĻḾÑÖÞqŔŠŢÛνŴ×ÝŽ"
    var map: [Unicode.Scalar: Unicode.Scalar] = ["!": "¡", "?": "¿", "$": "€"]
    for (letter, accented) in zip("abcdefghijklmnopqrstuvwxyz".unicodeScalars, lower.unicodeScalars) {
      map[letter] = accented
    }
    for (letter, accented) in zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars, upper.unicodeScalars)
    where letter != "F" {
      map[letter] = accented
    }
    return map
  }()
}
