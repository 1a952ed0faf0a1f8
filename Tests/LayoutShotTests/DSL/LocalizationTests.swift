import LayoutShot
import Testing

/// A program's own translations, shown on a screen in a language.
@Suite("Localizations")
struct LocalizationTests {
  /// A label, a button and attributed runs, with German translations for two of the strings.
  struct Greeting: LayoutProgram {
    var localizations: Localizations {
      Localizations(["de": ["Follow": "Folgen", "Total ": "Summe "]])
    }

    func body(root: View, screen: Screen) -> LayoutBody {
      let label = Label("label", text: "Hello")
      let total = Label("total")
      total.attributedRuns = [AttributedRun("Total "), AttributedRun("$5")]
      let button = Button("button", title: "Follow")
      root.addSubviews(label, total, button)
      label.leading == root.leading
      label.top == root.top
      total.leading == root.leading
      total.top == label.bottom
      button.leading == root.leading
      button.top == total.bottom
    }
  }

  @Test func stringsAreShownInTheScreensLanguageOrAsWritten() throws {
    let screen = Screen(size: Size(width: 375, height: 667))
    let german = try LayoutEngine().solve(Greeting(), on: Variant(language: "de").applied(to: screen))
    #expect(german.textLayout(of: "button")?.lines.map(\.text) == ["Folgen"])
    #expect(german.textLayout(of: "total")?.lines.map(\.text) == ["Summe $5"])
    // No translation: as written.
    #expect(german.textLayout(of: "label")?.lines.map(\.text) == ["Hello"])
    // A language the table does not have, and no language at all: as written.
    let french = try LayoutEngine().solve(Greeting(), on: Variant(language: "fr").applied(to: screen))
    #expect(french.textLayout(of: "button")?.lines.map(\.text) == ["Follow"])
    let english = try LayoutEngine().solve(Greeting(), on: screen)
    #expect(english.textLayout(of: "button")?.lines.map(\.text) == ["Follow"])
    // A pseudolanguage applies after the translation.
    let doubled = try LayoutEngine().solve(
      Greeting(), on: Variant(pseudoLocale: .doubleLength, language: "de").applied(to: screen))
    #expect(doubled.textLayout(of: "button")?.lines.map(\.text) == ["Folgen Folgen"])
  }

  @Test func aClosureTranslatesToo() {
    let shouting = Localizations { text, language in language == "en-XX" ? text.uppercased() : nil }
    #expect(shouting.translation(of: "Follow", in: "en-XX") == "FOLLOW")
    #expect(shouting.translation(of: "Follow", in: "de") == "Follow")
    #expect(Localizations(["de": ["Yes": "Ja"], "fr": [:]]).languages == ["de", "fr"])
  }

  @Test func theLanguageNamesItsFilesAndItsFrameDump() throws {
    let variant = Variant(language: "pt-BR")
    #expect(variant.nameComponents == ["pt-BR"])
    #expect(variant.description == "light, L, ltr, pt-BR")
    let dump = try LayoutEngine().solve(
      Greeting(), on: variant.applied(to: Screen(size: Size(width: 375, height: 667)))
    )
    .frameDump()
    #expect(
      dump.contains(
        "\"variant\": {\"appearance\": \"light\", \"contentSize\": \"L\", \"layoutDirection\": \"ltr\", \"language\": \"pt-BR\", \"os\": \"ios26\"},"
      ))
  }
}
