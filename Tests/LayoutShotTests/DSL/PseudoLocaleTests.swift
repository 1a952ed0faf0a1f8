import LayoutShot
import Testing

/// Pseudolanguages, as Xcode's and Android's published rules make them (Documentation/PseudoLocales.md).
@Suite("Pseudo-locales")
struct PseudoLocaleTests {
  @Test func doubleLengthAndBoundedFollowXcode() {
    // Xcode's Double-Length: "Score" becomes "Score Score"; Bounded String wraps in "[# … #]".
    #expect(PseudoLocale.doubleLength.apply(to: "Score") == "Score Score")
    #expect(PseudoLocale.bounded.apply(to: "Sign in") == "[# Sign in #]")
  }

  @Test func accentsFollowAndroidsMap() {
    // en-XA: a→å b→ɓ c→ç … x→х (Cyrillic), V→ν (Greek), F unmapped, ! ? $ → ¡ ¿ €.
    #expect(PseudoLocale.accented.apply(to: "abcdefghijklmnopqrstuvwxyz") == "åɓçðéƒĝĥîĵķļḿñöþQŕšţûVŵхýž")
    #expect(PseudoLocale.accented.apply(to: "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "ÅβÇÐÉFĜĤÎĴĶĻḾÑÖÞqŔŠŢÛνŴ×ÝŽ")
    #expect(PseudoLocale.accented.apply(to: "Pay $5? Yes!") == "Þåý €5¿ Ýéš¡")
    #expect("х".unicodeScalars.first?.value == 0x445 && "ν".unicodeScalars.first?.value == 0x3BD)
    // Digits, spaces and everything else stay.
    #expect(PseudoLocale.accented.apply(to: "12:30 — ok") == "12:30 — öķ")
  }

  @Test func labelsAndButtonsShowTheirStringsInThePseudoLocale() throws {
    // A label "Hello", a label of runs "Total " and "$5", a button "Follow"; on a screen without
    // a language its translations play no part.
    let program = LocalizationTests.Greeting()
    var screen = Screen(size: Size(width: 375, height: 667))
    screen.pseudoLocale = .doubleLength
    let doubled = try LayoutEngine().solve(program, on: screen)
    #expect(doubled.textLayout(of: "label")?.lines.map(\.text) == ["Hello Hello"])
    // Attributed runs are doubled as one string: the runs, a space, the runs again.
    #expect(doubled.textLayout(of: "total")?.lines.map(\.text) == ["Total $5 Total $5"])
    screen.pseudoLocale = .bounded
    let bounded = try LayoutEngine().solve(program, on: screen)
    #expect(bounded.textLayout(of: "total")?.lines.map(\.text) == ["[# Total $5 #]"])
    screen.pseudoLocale = .accented
    let accented = try LayoutEngine().solve(program, on: screen)
    #expect(accented.textLayout(of: "label")?.lines.map(\.text) == ["Ĥéļļö"])
    // The label is as wide as the doubled text: wider than the plain one.
    screen.pseudoLocale = nil
    let plain = try LayoutEngine().solve(program, on: screen)
    let plainWidth = try #require(plain.frame(of: "button")?.width)
    #expect(try #require(doubled.frame(of: "button")?.width) > plainWidth * 1.9)
  }

  @Test func aVariantsPseudoLocaleNamesItsFiles() {
    let variant = Variant(appearance: .dark, pseudoLocale: .doubleLength)
    #expect(variant.nameComponents == ["dark", "double"])
    #expect(variant.description == "dark, L, ltr, double")
    let all = Variant.presets.first { $0.name == "pseudolocales" }?.variants.map(\.pseudoLocale)
    #expect(all == [nil, .doubleLength, .accented, .bounded, .rightToLeft])
  }

  @Test func rightToLeftStringsFollowAndroidsBidiMethod() {
    // ar-XB: each word becomes RLM RLO word PDF RLM; the spaces between stay as they are.
    let start = "\u{200F}\u{202E}"
    let end = "\u{202C}\u{200F}"
    #expect(PseudoLocale.rightToLeft.apply(to: "Sign in") == start + "Sign" + end + " " + start + "in" + end)
    #expect(PseudoLocale.rightToLeft.apply(to: "  Hi ") == "  " + start + "Hi" + end + " ")
    #expect(PseudoLocale.rightToLeft.apply(to: "") == "")
  }

  @Test func rightToLeftStringsLayOutRightToLeftAndShowWordsBackwards() throws {
    // The pseudolanguage makes the screen right to left, as Xcode's and Android's do, and names
    // its files without a separate "rtl".
    let variant = Variant(pseudoLocale: .rightToLeft)
    #expect(variant.layoutDirection == .rightToLeft)
    #expect(variant.nameComponents == ["rtl-strings"])
    let screen = variant.applied(to: Screen(size: Size(width: 375, height: 667)))
    #expect(screen.layoutDirection == .rightToLeft)
    // The label "Hello" is drawn "olleH": its glyphs' x positions fall as the text goes on.
    let solved = try LayoutEngine().solve(LocalizationTests.Greeting(), on: screen)
    let line = try #require(solved.textLayout(of: "label")?.lines.first)
    let inked = line.glyphs.filter { $0.glyph != 0 }.map(\.position.x)
    #expect(inked.count >= 5)
    let letters = Array(inked.suffix(5))
    #expect(letters == letters.sorted(by: >))
    // The label is as wide as "Hello": the controls take no room.
    let plain = try LayoutEngine().solve(
      LocalizationTests.Greeting(), on: Screen(size: Size(width: 375, height: 667)))
    #expect(solved.frame(of: "label")?.width == plain.frame(of: "label")?.width)
  }
}
