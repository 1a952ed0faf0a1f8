import LayoutShot
import LayoutShotExamples
import Testing

/// Every example in the hardest variant — dark, the largest text size, right to left — on every
/// default device in both orientations: no conflict, ambiguity or other problem that the standard
/// variant does not already have (the SwiftUI examples' text and views that no longer fit aside).
@Suite("Examples in every variant")
struct ExampleVariantTests {
  static let hardest = Variant(
    appearance: .dark, contentSize: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft)

  /// The SwiftUI examples, which have no scroll view (`ScrollView` comes in issue 30, part 2): at
  /// the largest text size their words outgrow their tiles and rows and the dashboard outgrows
  /// the screen, so the diagnostics that say so (``fittingKinds``) are expected of them in the
  /// hardest variant.
  static let examplesThatCannotScroll: Set<String> = [
    "SwiftUIDashboard", "SwiftUIPhotoTabs", "SwiftUIProfileCard", "SwiftUISettingsForm",
  ]

  /// The SwiftUI examples that scroll but whose words outgrow their rows at the largest size.
  ///
  /// A text field's one line, a label beside its value, an e-mail address broken inside the word
  /// and the filter sheet's "Vegetarian" beside iOS 26's 63-point switch in a sheet inset from the
  /// screen's sides are cut or wrapped there, as SwiftUI cuts or wraps them too: their text cut
  /// short is expected in the hardest variant, views off the screen are not.
  static let examplesWithWordsWiderThanRows: Set<String> = [
    "SwiftUIAccountForm", "SwiftUIContactsList", "SwiftUIFilterSheet",
  ]

  /// The diagnostics of content that does not fit: text cut short, views off the screen.
  static let fittingKinds: Set<Diagnostic.Kind> = [.truncatedText, .offScreen]

  /// A diagnostic's kind and views: what stays the same when only the variant changes.
  static func summary(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.kind): \(diagnostic.views.joined(separator: ", "))"
  }

  @Test(arguments: Catalog.layouts.map(\.name))
  func darkLargestTextRightToLeftAddsNoProblem(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    let engine = LayoutEngine()
    for device in DeviceCatalog.standard.defaultDevices {
      for orientation in Orientation.allCases {
        let screen = device.screen(orientation)
        let standard = try engine.solve(program, on: screen).diagnostics.map(Self.summary)
        let hardest = try engine.solve(program, on: Self.hardest.applied(to: screen)).diagnostics
          .filter { !(Self.examplesThatCannotScroll.contains(name) && Self.fittingKinds.contains($0.kind)) }
          .filter { !(Self.examplesWithWordsWiderThanRows.contains(name) && $0.kind == .truncatedText) }
          .map(Self.summary)
        #expect(Set(hardest).isSubset(of: Set(standard)), "\(name) on \(device.id) \(orientation)")
      }
    }
  }
}
