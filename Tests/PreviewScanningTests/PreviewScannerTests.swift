import Testing

@testable import PreviewScanning

/// The scanner on sources written to mislead it: each expectation lists, by hand, the previews a
/// reader finds in the source and the lines they are on.
@Suite struct PreviewScannerTests {
  /// The previews of `source`, read from `Views/Card.swift`.
  private func scan(_ source: String) -> [PreviewDeclaration] {
    PreviewScanner.previews(in: source, file: "Views/Card.swift")
  }

  @Test func everyPreviewOfAFileIsFoundWithItsLine() {
    let found = scan(
      """
      import SwiftUI

      #Preview("Light") { Card() }
      #Preview { Card() }
      """)
    #expect(
      found == [
        PreviewDeclaration(
          kind: .macro(title: #""Light""#, traits: [], body: "Card()", bodyLine: 3), line: 3),
        PreviewDeclaration(kind: .macro(title: nil, traits: [], body: "Card()", bodyLine: 4), line: 4),
      ])
  }

  @Test func commentsAndStringsHoldNoPreview() {
    let found = scan(
      """
      // #Preview("Old") { Card() }
      /* #Preview { Card() }
         struct Old_Previews: PreviewProvider {} */
      let text = "#Preview { Card() }"
      let block = \"\"\"
        #Preview { Card() }
        \"\"\"
      /// #Preview { Card() }
      """)
    #expect(found.isEmpty)
  }

  @Test func aCallOverSeveralLinesKeepsItsTitleTraitsAndBody() {
    let found = scan(
      """
      #Preview(
        "Landscape",
        traits: .landscapeLeft, .fixedLayout(width: 200, height: 100)
      ) {
        let name = "Ada"
        Card(name: name)
      }
      #Preview(traits: .sizeThatFitsLayout, body: { Card() })
      """)
    #expect(
      found == [
        PreviewDeclaration(
          kind: .macro(
            title: #""Landscape""#, traits: [".landscapeLeft", ".fixedLayout(width: 200, height: 100)"],
            body: "let name = \"Ada\"\n  Card(name: name)", bodyLine: 5),
          line: 1),
        PreviewDeclaration(
          kind: .macro(title: nil, traits: [".sizeThatFitsLayout"], body: "Card()", bodyLine: 8), line: 8),
      ])
  }

  @Test func aPreviewUnderIfKeepsItsCondition() {
    let found = scan(
      """
      #if DEBUG
        #Preview { Card() }
      #elseif os(Linux)
        #Preview { Card() }
      #else
        #if canImport(UIKit) || TESTING
          #Preview { Card() }
        #endif
      #endif
      """)
    #expect(
      found.map(\.condition) == [
        "DEBUG",
        "!(DEBUG) && (os(Linux))",
        "(!(DEBUG) && !(os(Linux))) && (canImport(UIKit) || TESTING)",
      ])
    #expect(found.map(\.line) == [2, 4, 7])
  }

  @Test func providersAreFoundWithTheTypesAroundThem() {
    let found = scan(
      """
      struct Card_Previews: PreviewProvider {
        static var previews: some View { Card() }
      }
      extension Card {
        struct Previews: SwiftUI.PreviewProvider {
          static var previews: some View { Card() }
        }
      }
      struct NotAPreview: View {
        var body: some View { Text("PreviewProvider") }
      }
      """)
    #expect(
      found == [
        PreviewDeclaration(kind: .provider(typeName: "Card_Previews"), line: 1),
        PreviewDeclaration(kind: .provider(typeName: "Card.Previews"), line: 5),
      ])
  }

  @Test func aPreviewInAFunctionOrAPrivateTypeIsNotListed() {
    let found = scan(
      """
      func makePreviews() {
        struct Local_Previews: PreviewProvider { static var previews: some View { Card() } }
      }
      private struct Hidden_Previews: PreviewProvider { static var previews: some View { Card() } }
      fileprivate enum Hidden {
        struct Previews: PreviewProvider { static var previews: some View { Card() } }
      }
      let made = { #Preview { Card() } }
      """)
    #expect(found.isEmpty)
  }

  @Test func aPreviewInATypeIsNotAPreview() {
    // Xcode shows only the #Previews at file scope.
    let found = scan(
      """
      enum Catalog {
        #Preview { Card() }
      }
      """)
    #expect(found.isEmpty)
  }

  @Test func aPreviewIsNamedAfterItsFileBeforeTheFirstDot() {
    #expect(PreviewList.fileStem("/a/b/Card.swift") == "Card")
    #expect(PreviewList.fileStem("Card.adapted.swift") == "Card")
    #expect(PreviewList.fileStem("Card+Previews.swift") == "Card+Previews")
  }

  @Test func theListMakesEachPreviewUnderItsConditionAtItsLines() {
    let list = PreviewList(
      target: "My-App",
      files: [
        (
          "Sources/My-App/Card.swift",
          [
            PreviewDeclaration(
              kind: .macro(title: #""Dark""#, traits: [".landscapeLeft"], body: "Card()", bodyLine: 4),
              line: 3),
            PreviewDeclaration(kind: .provider(typeName: "Card_Previews"), line: 9, condition: "DEBUG"),
          ]
        )
      ])
    #expect(list.enumName == "My_AppPreviews")
    #expect(
      list.source.contains(
        """
            previews.append(
              SwiftUIPreview(file: "Card", title: "Dark", traits: [.landscapeLeft]) {
        #sourceLocation(file: "Sources/My-App/Card.swift", line: 4)
        Card()
        #sourceLocation()
              })
            #if DEBUG
            previews += SwiftUIPreview.previews(of: Card_Previews.self, file: "Card")
            #endif
            return SwiftUIPreview.named(previews)
        """))
  }

  @Test func aPreviewUsingWhatItsFileKeepsToItselfIsFoundUnreachable() {
    let found = scan(
      """
      private extension User { static let sample = User(name: "Ada") }
      fileprivate func makeBadge() -> Badge { Badge() }
      private struct Row: View { var body: some View { Text("Row") } }
      struct Card: View {
        fileprivate static let demo = Card()
        private static let secret = Card()
        var body: some View { Text("Card") }
      }
      enum Samples { static let shared = User(name: "Grace") }
      #Preview("Sample") { Card(user: .sample) }
      #Preview("Badge") { makeBadge() }
      #Preview("Row") { Row() }
      #Preview("Demo") { Card.demo }
      #Preview("Shared") { Card(user: Samples.shared) }
      """)
    // The private extension's member, the fileprivate function, the private type and the
    // fileprivate member are the file's own; a type's private member is not visible at the top
    // level anyway, and `Samples.shared` is internal.
    #expect(
      found == [
        PreviewDeclaration(kind: .unreachable(title: #""Sample""#, hiddenNames: ["sample"]), line: 10),
        PreviewDeclaration(kind: .unreachable(title: #""Badge""#, hiddenNames: ["makeBadge"]), line: 11),
        PreviewDeclaration(kind: .unreachable(title: #""Row""#, hiddenNames: ["Row"]), line: 12),
        PreviewDeclaration(kind: .unreachable(title: #""Demo""#, hiddenNames: ["demo"]), line: 13),
        PreviewDeclaration(
          kind: .macro(title: #""Shared""#, traits: [], body: "Card(user: Samples.shared)", bodyLine: 14),
          line: 14),
      ])
    let list = PreviewList(target: "App", files: [("Views/Card.swift", Array(found.prefix(1)))]).source
    #expect(list.contains(#"SwiftUIPreview(file: "Card", title: "Sample", usingHidden: ["sample"])"#))
  }
}
