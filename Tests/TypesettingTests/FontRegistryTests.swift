import Foundation
import Testing
import Typesetting

@Suite("Font registry")
struct FontRegistryTests {
  @Test func aMissingFontSaysWhereItLookedAndHowToInstall() {
    let registry = FontRegistry(searchDirectories: ["/nonexistent/fonts", "/also/missing/"])
    #expect(
      throws: FontError.fontNotFound(
        family: "DejaVu Sans", weight: .bold,
        searched: ["/nonexistent/fonts/DejaVuSans-Bold.ttf", "/also/missing/DejaVuSans-Bold.ttf"])
    ) {
      try registry.font(family: FontRegistry.dejaVuFamily, weight: .bold)
    }
    let error = FontError.fontNotFound(
      family: "DejaVu Sans", weight: .regular, searched: ["/nonexistent/fonts/DejaVuSans.ttf"])
    #expect(
      error.description == """
        The regular font of the family 'DejaVu Sans' was not found. Looked for:
            /nonexistent/fonts/DejaVuSans.ttf
        Install it (Debian and Ubuntu: `apt-get install fonts-dejavu-core`; Fedora: `dnf install \
        dejavu-sans-fonts`; macOS: `brew install --cask font-dejavu`), or set LAYOUTSHOT_FONT_PATH to a \
        colon-separated list of folders that hold it, or register a font file with \
        `FontRegistry.shared.register(family:regular:bold:)`.
        """)
  }

  @Test func theEnvironmentVariableIsSearchedFirst() throws {
    let folder = URL(fileURLWithPath: try FontRegistry.shared.dejaVuFontFile(.regular))
      .deletingLastPathComponent().path
    let directories = FontLocations.searchDirectories(
      environment: ["LAYOUTSHOT_FONT_PATH": "/first:\(folder)", "HOME": "/home/someone"])
    #expect(Array(directories.prefix(3)) == ["/first", folder, "/usr/share/fonts/truetype/dejavu"])
    #expect(directories.contains("/home/someone/.fonts"))
    let registry = FontRegistry(environment: ["LAYOUTSHOT_FONT_PATH": folder])
    #expect(try registry.font(family: FontRegistry.dejaVuFamily).familyName == "DejaVu Sans")
  }

  @Test func fontsAreParsedOnceAndShared() throws {
    let path = try FontRegistry.shared.dejaVuFontFile(.regular)
    let registry = FontRegistry(searchDirectories: [])
    #expect(try registry.font(contentsOfFile: path) === registry.font(contentsOfFile: path))
  }

  @Test func concurrentLookupsShareOneFont() async throws {
    let registry = FontRegistry()
    let fonts = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<16 { group.addTask { ObjectIdentifier(try registry.font(weight: .bold)) } }
      return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
    }
    #expect(fonts.count == 1)
  }

  @Test func registeredFamilies() throws {
    let registry = FontRegistry(searchDirectories: [])
    let regular = try FontRegistry.shared.dejaVuFontFile(.regular)
    try registry.register(family: "Brand", regular: regular)
    #expect(registry.registeredFamilies == ["Brand"])
    // Without a bold file, bold text uses the regular font.
    #expect(try registry.font(family: "Brand", weight: .bold) === registry.font(family: "Brand"))
    registry.defaultFamily = "Brand"
    #expect(try FontDescriptor.systemFont(ofSize: 12).resolved(in: registry).font.familyName == "DejaVu Sans")
    #expect(throws: FontError.unknownFamily("Missing", registered: ["Brand"])) {
      try registry.font(family: "Missing")
    }
    #expect(
      FontError.unknownFamily("Missing", registered: ["Brand"]).description
        == "No font family 'Missing' is registered; registered families: 'Brand'. Register its files with "
        + "`FontRegistry.shared.register(family:regular:bold:)`.")
  }

  @Test func theSystemFontIsInterWithSanFranciscosLineMetrics() throws {
    let body = try FontDescriptor.systemFont(ofSize: 17).resolved()
    #expect(body.font.familyName == "Inter")
    // UIFont.systemFont(ofSize: 17) on iOS 26.1 (openuikit, golden/font_metrics_ios.json): ascender
    // 16.1865234375, descender −4.1005859375, lineHeight 20.287109375, leading 0.
    #expect(body.ascender == 16.1865234375)
    #expect(body.descender == -4.1005859375)
    #expect(body.lineHeight == 20.287109375)
    #expect(body.lineGap == 0)
    // The same at 34 points (large title): 40.57421875.
    #expect(try FontDescriptor.systemFont(ofSize: 34).resolved().lineHeight == 40.57421875)
  }

  @Test(arguments: [FontWeight.ultraLight, .light, .regular, .medium, .semibold, .bold, .black])
  func theSystemFontHasEveryWeight(weight: FontWeight) throws {
    let font = try FontRegistry.shared.font(weight: weight)
    #expect(font.metrics.weight == Int(weight.value))
    #expect(font.variationLocation == ["wght": weight.value])
    // Instances are made once and shared.
    #expect(font === (try FontRegistry.shared.font(weight: weight)))
  }

  @Test func theSystemFontHasAnItalic() throws {
    let italic = try FontRegistry.shared.font(weight: .bold, italic: true)
    #expect(italic.styleName == "Bold Italic")
    #expect(italic !== (try FontRegistry.shared.font(weight: .bold)))
    // DejaVu Sans, registered families and the like have no italic here: upright.
    #expect(
      try FontRegistry.shared.font(family: FontRegistry.dejaVuFamily, italic: true)
        === FontRegistry.shared.font(family: FontRegistry.dejaVuFamily))
  }

  @Test func charactersInterLacksComeFromDejaVuSans() throws {
    let font = try FontDescriptor.systemFont(ofSize: 17).resolved()
    let fallback = try #require(font.font.fallback)
    #expect(fallback.familyName == "DejaVu Sans")
    // Inter has no snowman (U+2603); DejaVu Sans has one. "中" is in neither.
    let layout = Typesetter.layout("a☃b中", font: font)
    let glyphs = layout.lines[0].glyphs
    #expect(glyphs.map(\.usesFallback) == [false, true, false, false])
    #expect(layout.font(of: glyphs[1]).font === fallback)
    #expect(glyphs[1].glyph == fallback.glyph(for: "☃"))
    #expect(layout.missingCharacters == ["中"])
    // The snowman is as wide as in DejaVu Sans at 17 points, plus the system font's tracking.
    let snowman = fallback.advance(of: glyphs[1].glyph) * 17 / 2048 + font.tracking
    #expect(abs(glyphs[2].position.x - glyphs[1].position.x - snowman) < 1e-9)
  }

  @Test func theBundledFontIsTheBuildsResourceNeverAnInstalledOne() throws {
    // SwiftPM copies the module's resources next to the test binary; the installed fonts' folders
    // (where a distribution's own Inter, of another version, would be) are never searched.
    let path = try FontRegistry.shared.bundledFontFile()
    #expect(path.hasSuffix("_Typesetting.resources/Fonts/Inter-roman.var.ttf"))
    let searched = FontLocations.bundledDirectories(environment: [:])
    #expect(!searched.contains { $0.hasPrefix("/usr/share/fonts") || $0.hasPrefix("/usr/local/share/fonts") })
    // The file is Inter 3.019, the one the system font's tracking was fitted for.
    let font = try FontRegistry.shared.font(contentsOfFile: path)
    #expect(font.familyName == "Inter" && font.styleName == "Regular")
    #expect(font.glyphCount == 2548)
  }

  @Test func missingBundledFontsSayWhereTheyWereLookedFor() {
    let registry = FontRegistry(searchDirectories: [], bundledDirectories: ["/nowhere/Fonts"])
    let error = FontError.fontNotFound(
      family: FontRegistry.systemFamily, weight: .regular, searched: ["/nowhere/Fonts/Inter-roman.var.ttf"])
    #expect(throws: error) { try registry.font() }
    #expect(
      error.description.hasPrefix("The regular system font (Inter, bundled with LayoutShot) was not found."))
    #expect(error.description.contains("LayoutShot_Typesetting.resources"))
  }

  @Test func anUnreadableFileIsNamed() {
    #expect(throws: FontError.unreadableFile(path: "/nonexistent/Font.ttf", reason: "no such file")) {
      try Font(contentsOfFile: "/nonexistent/Font.ttf")
    }
  }
}
