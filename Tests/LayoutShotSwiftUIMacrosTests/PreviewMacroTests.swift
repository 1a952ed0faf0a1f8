import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@testable import LayoutShotSwiftUIMacros

/// `#Preview` expanded by the compiler plugin's own macro: the preview keeps its name, its traits
/// and its body.
@Suite struct PreviewMacroTests {
  /// `source` with its `#Preview`s expanded, and the diagnostics the expansion gave.
  private func expand(_ source: String) -> (text: String, diagnostics: [String]) {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext()
    let expanded = file.expand(
      macros: ["Preview": PreviewMacro.self], contextGenerator: { _ in context }, indentationWidth: .spaces(2)
    )
    return ("\(expanded)", context.diagnostics.map(\.message))
  }

  @Test func aNamedPreviewKeepsItsNameAndBody() {
    let (text, diagnostics) = expand(#"#Preview("Dark") { ProfileCard().padding() }"#)
    #expect(diagnostics.isEmpty)
    #expect(text.contains(#"static let name: String? = "Dark""#))
    #expect(text.contains("ProfileCard().padding()"))
    #expect(
      text.contains(
        "static let traits: [LayoutShotSwiftUI.PreviewTrait<LayoutShotSwiftUI.Preview.ViewTraits>] = []"))
  }

  @Test func anUnnamedPreviewHasNoName() {
    let (text, _) = expand("#Preview { Text(\"Hi\") }")
    #expect(text.contains("static let name: String? = nil"))
  }

  @Test func traitsAreKeptInTheOrderWritten() {
    let (text, diagnostics) = expand(
      #"#Preview("Badge", traits: .sizeThatFitsLayout, .landscapeLeft) { BadgeView(count: 3) }"#)
    #expect(diagnostics.isEmpty)
    #expect(text.contains("= [.sizeThatFitsLayout, .landscapeLeft]"))
    #expect(text.contains(#"static let name: String? = "Badge""#))
  }

  @Test func aFixedLayoutTraitKeepsItsArguments() {
    let (text, _) = expand("#Preview(traits: .fixedLayout(width: 320, height: 200)) { CountdownCard() }")
    #expect(text.contains("= [.fixedLayout(width: 320, height: 200)]"))
    #expect(text.contains("static let name: String? = nil"))
  }

  @Test func aBodyPassedByLabelIsTheBody() {
    let (text, _) = expand("#Preview(\"Label\", body: { Text(\"Body\") })")
    #expect(text.contains("Text(\"Body\")"))
  }

  @Test func aPreviewWithoutABodyIsAnError() {
    let (_, diagnostics) = expand("#Preview(\"Empty\")")
    #expect(diagnostics.contains { $0.contains("#Preview needs a closure") })
  }
}
