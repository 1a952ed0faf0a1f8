import LayoutShot
import LayoutShotExamples
import Testing

/// Every example in the hardest variant — dark, the largest text size, right to left — on every
/// default device in both orientations: no conflict, ambiguity or other problem that the standard
/// variant does not already have.
@Suite("Examples in every variant")
struct ExampleVariantTests {
  static let hardest = Variant(
    appearance: .dark, contentSize: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft)

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
        let hardest = try engine.solve(program, on: Self.hardest.applied(to: screen)).diagnostics.map(
          Self.summary)
        #expect(Set(hardest).isSubset(of: Set(standard)), "\(name) on \(device.id) \(orientation)")
      }
    }
  }
}
