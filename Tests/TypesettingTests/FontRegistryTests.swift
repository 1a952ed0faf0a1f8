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
      try registry.font(weight: .bold)
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
    let folder = URL(fileURLWithPath: try FontRegistry.shared.standardFontFile(.regular))
      .deletingLastPathComponent().path
    let directories = FontLocations.searchDirectories(
      environment: ["LAYOUTSHOT_FONT_PATH": "/first:\(folder)", "HOME": "/home/someone"])
    #expect(Array(directories.prefix(3)) == ["/first", folder, "/usr/share/fonts/truetype/dejavu"])
    #expect(directories.contains("/home/someone/.fonts"))
    let registry = FontRegistry(environment: ["LAYOUTSHOT_FONT_PATH": folder])
    #expect(try registry.font().familyName == "DejaVu Sans")
  }

  @Test func fontsAreParsedOnceAndShared() throws {
    let path = try FontRegistry.shared.standardFontFile(.regular)
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
    let regular = try FontRegistry.shared.standardFontFile(.regular)
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

  @Test func anUnreadableFileIsNamed() {
    #expect(throws: FontError.unreadableFile(path: "/nonexistent/Font.ttf", reason: "no such file")) {
      try Font(contentsOfFile: "/nonexistent/Font.ttf")
    }
  }
}
