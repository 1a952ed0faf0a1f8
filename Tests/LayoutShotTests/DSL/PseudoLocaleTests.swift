import LayoutShot
import Testing

/// Pseudolanguages, as Xcode's and Android's published rules make them (traits reference §4).
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
    #expect(all == [nil, .doubleLength, .accented, .bounded])
  }
}
