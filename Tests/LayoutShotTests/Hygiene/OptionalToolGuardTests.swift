import Foundation
import LayoutShotTestSupport
import Testing

/// `swift test` passes on a machine with only Swift, libpng and the DejaVu fonts: every test that
/// runs resvg carries the `.requiresResvg` trait, on itself or on its suite, and is skipped with the
/// reason where resvg is missing.
@Suite("Optional test tools")
struct OptionalToolGuardTests {
  /// What runs resvg or compares with its pictures: the command, and the cross-check comparison.
  static let resvgCalls = ["Resvg.render(", "ResvgComparison("]

  /// The calls of `source` that would run resvg without the guard.
  static func unguarded(_ source: String) -> [UnguardedToolUse] {
    UnguardedToolUse.find(in: source, calls: resvgCalls, guard: ".requiresResvg")
  }

  @Test func everyTestThatRunsResvgIsSkippedWithoutIt() throws {
    let files = Checkout.files(under: "Tests", endingIn: ".swift").filter {
      !$0.hasPrefix("Tests/LayoutShotTestSupport/")
    }
    #expect(files.count > 100, "the test sources were not found below \(Checkout.root.path)")
    var users = 0
    for file in files {
      let source = try String(contentsOf: Checkout.file(file), encoding: .utf8)
      if Self.resvgCalls.contains(where: source.contains) { users += 1 }
      for use in Self.unguarded(source) {
        Issue.record("\(file), \(use) runs resvg in a test without the .requiresResvg trait")
      }
    }
    #expect(users >= 5, "the cross-check tests that run resvg were not found")
  }

  @Test func aCallInATestWithoutTheTraitIsFound() {
    let source = """
      @Suite struct Checks {
        @Test(arguments: [2.0, 3.0]) func draws(scale: Double) throws {
          // Resvg.render( in a comment does not count
          let text = "Resvg.render( in a string does not count"
          _ = try Resvg.render(file, zoom: scale, in: folder)
        }
      }
      """
    #expect(Self.unguarded(source) == [UnguardedToolUse(line: 5, call: "Resvg.render(")])
  }

  @Test func aTraitOnTheTestOrOnAnEnclosingSuiteGuardsTheCall() {
    let onTheTest = """
      struct Checks {
        @Test(.requiresResvg, arguments: [2.0]) func draws(scale: Double) throws {
          if scale > 1 { _ = try ResvgComparison(ours: image, svg: svg, zoom: scale, name: "a", in: folder) }
        }
      }
      """
    let onTheSuite = """
      @Suite("Cross-check", .requiresResvg) struct Checks {
        struct Inner { @Test func draws() throws { _ = try Resvg.render(file, zoom: 2, in: folder) } }
      }
      """
    #expect(Self.unguarded(onTheTest).isEmpty)
    #expect(Self.unguarded(onTheSuite).isEmpty)
  }

  @Test func aTraitOnASiblingTestDoesNotGuardTheNextOne() {
    let source = """
      struct Checks {
        @Test(.requiresResvg) func first() throws { _ = try Resvg.render(file, zoom: 2, in: folder) }
        @Test func second() throws { _ = try Resvg.render(file, zoom: 3, in: folder) }
      }
      """
    #expect(Self.unguarded(source) == [UnguardedToolUse(line: 3, call: "Resvg.render(")])
  }
}
