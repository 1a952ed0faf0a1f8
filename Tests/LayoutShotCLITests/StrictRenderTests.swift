import LayoutShot
import LayoutShotCLI
import LayoutShotTestSupport
import Testing

/// `render --strict` fails on what the issue and the help name, a conflict or an ambiguity, and
/// not on diagnostics that are only worth showing (a character the font lacks, a view no constraint
/// mentions).
@Suite("Strict rendering")
struct StrictRenderTests {
  /// A determined label whose text has a character DejaVu Sans lacks (U+4E2D), beside a view no
  /// constraint mentions: two diagnostics, neither a conflict nor an ambiguity.
  private static let notes = AnyLayoutProgram("Notes") { root, _ in
    let label = Label("label", text: "Hi 中")
    root.addSubviews(label, View("spare"))
    label.leading == root.leading + 10
    label.top == root.top + 10
  }

  /// A card pinned at both sides and given a width as well: required constraints that conflict.
  private static let conflict = AnyLayoutProgram("Conflict") { root, _ in
    let card = View("card")
    root.addSubview(card)
    card.leading == root.leading
    card.trailing == root.trailing
    card.width == 10
    card.top == root.top
    card.height == 10
  }

  private func render(_ program: AnyLayoutProgram, strict: Bool) throws -> Int32 {
    let folder = try TemporaryFolder()
    return LayoutShotCLI.run(
      ["render", "--format", "json", "--device", "iphone-x", "--out", folder.path]
        + (strict ? ["--strict"] : []),
      layouts: [program])
  }

  @Test func otherDiagnosticsPassStrictRendering() throws {
    let solved = try LayoutEngine().solve(Self.notes, on: Device.iPhoneX.screen())
    #expect(Set(solved.diagnostics.map(\.kind)) == [.missingGlyphs, .unusedView])
    #expect(try render(Self.notes, strict: true) == 0)
  }

  @Test func aConflictFailsStrictRenderingOnly() throws {
    let solved = try LayoutEngine().solve(Self.conflict, on: Device.iPhoneX.screen())
    #expect(solved.diagnostics.map(\.kind).contains(.unsatisfiable))
    #expect(try render(Self.conflict, strict: false) == 0)
    #expect(try render(Self.conflict, strict: true) == 1)
  }
}
