import LayoutShot
import Testing

/// Variants: the user settings a snapshot is taken in besides its device, and how they are named.
@Suite("Variants")
struct VariantTests {
  @Test func theProductVariesAppearanceSlowestAndDirectionFastest() {
    let variants = Variant.product(
      appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge],
      layoutDirections: [.leftToRight, .rightToLeft])
    #expect(variants.count == 8)
    #expect(variants.first == .standard)
    #expect(variants[1] == Variant(layoutDirection: .rightToLeft))
    #expect(variants[2] == Variant(contentSize: .accessibilityExtraLarge))
    #expect(
      variants.last
        == Variant(appearance: .dark, contentSize: .accessibilityExtraLarge, layoutDirection: .rightToLeft))
  }

  @Test func presetsAreTheUsualSets() {
    let presets = Dictionary(uniqueKeysWithValues: Variant.presets.map { ($0.name, $0.variants) })
    #expect(presets["appearances"]?.map(\.appearance) == [.light, .dark])
    #expect(
      presets["accessibility"]?.map(\.contentSize) == [
        .large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge,
      ])
    #expect(presets["directions"]?.map(\.layoutDirection) == [.leftToRight, .rightToLeft])
    // 2 appearances × 3 sizes × 2 directions, every one different.
    #expect(Set(presets["all"] ?? []).count == 12)
  }

  @Test func aVariantSetsAScreensSettingsAndReadsThemBack() {
    let variant = Variant(appearance: .dark, contentSize: .extraExtraLarge, layoutDirection: .rightToLeft)
    let screen = variant.applied(to: Device.iPhone12.screen(.landscape))
    #expect(screen.appearance == .dark && screen.contentSize == .extraExtraLarge)
    #expect(screen.layoutDirection == .rightToLeft && screen.orientation == .landscape)
    #expect(Variant(of: screen) == variant)
    #expect(Variant(of: Device.iPhone12.screen()) == .standard)
    #expect(variant.nameComponents == ["dark", "xxl", "rtl"])
    #expect(Variant.standard.nameComponents == [])
    #expect(variant.description == "dark, XXL, rtl")
  }

  @Test(
    arguments: [
      ("L", ContentSizeCategory.large), ("xxl", .extraExtraLarge), ("AX3", .accessibilityExtraLarge),
      ("accessibility3", .accessibilityExtraLarge),
      ("UICTContentSizeCategoryAccessibilityXXXL", .accessibilityExtraExtraExtraLarge),
      ("xSmall", .extraSmall), ("extraLarge", .extraLarge), ("xxxLarge", .extraExtraExtraLarge),
    ])
  func contentSizesAreKnownByEveryName(name: String, category: ContentSizeCategory) {
    #expect(ContentSizeCategory(name: name) == category)
  }

  @Test func contentSizesAreOrderedAndTheLastFiveAreForAccessibility() {
    let all = ContentSizeCategory.allCases
    #expect(all.count == 12)
    #expect(all == all.sorted())
    #expect(all.filter(\.isAccessibilityCategory).map(\.rawValue) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
    #expect(ContentSizeCategory.large.uiKitName == "UICTContentSizeCategoryL")
    #expect(ContentSizeCategory.accessibilityMedium.uiKitName == "UICTContentSizeCategoryAccessibilityM")
    #expect(ContentSizeCategory(name: "huge") == nil)
  }

  @Test func increasedContrastDrawsTheIncreasedContrastColours() throws {
    let program = AnyLayoutProgram("Swatch") { root, _ in
      let swatch = View("swatch")
      swatch.backgroundColor = .systemBlue
      root.addSubview(swatch)
      swatch.pinEdges(to: root)
    }
    let variant = Variant(increasesContrast: true)
    #expect(variant.nameComponents == ["high-contrast"])
    #expect(Variant(appearance: .dark, increasesContrast: true).description == "dark high contrast, L, ltr")
    let screen = variant.applied(to: Screen(size: Size(width: 10, height: 10)))
    let scene = try LayoutEngine().solve(program, on: screen).scene()
    let fills = scene.commands.compactMap { command -> Color? in
      if case .fill(let fill) = command, fill.name == "swatch.background" { return fill.color }
      return nil
    }
    // systemBlue with Increase Contrast, light, in the default iOS 26 palette: #1E6EF4
    // (Documentation/SystemColors.md#ios-26-palette).
    #expect(fills == [Color(red255: 0x1E, green: 0x6E, blue: 0xF4)])
    #expect(
      try LayoutEngine().solve(program, on: screen).frameDump().contains(
        "\"variant\": {\"appearance\": \"light\", \"contentSize\": \"L\", \"layoutDirection\": \"ltr\", \"contrast\": \"high\", \"os\": \"ios26\"},"
      ))
  }

  @Test func aFrameDumpRecordsAVariantAndADiffSaysItChanged() throws {
    let program = AnyLayoutProgram("Box") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.leading == root.leading + 10
      box.top == root.top + 10
      box.width == 20
      box.height == 20
    }
    let screen = Device.iPhone12.screen()
    let standard = try LayoutEngine().solve(program, on: screen).frameDump()
    #expect(
      standard.contains(
        "\"variant\": {\"appearance\": \"light\", \"contentSize\": \"L\", \"layoutDirection\": \"ltr\", \"os\": \"ios26\"},"
      ))
    let variant = Variant(
      appearance: .dark, contentSize: .accessibilityExtraLarge, layoutDirection: .rightToLeft)
    let dark = try LayoutEngine().solve(program, on: variant.applied(to: screen)).frameDump()
    let lines = dark.split(separator: "\n")
    #expect(
      lines[4]
        == "  \"variant\": {\"appearance\": \"dark\", \"contentSize\": \"AX3\", \"layoutDirection\": \"rtl\", \"os\": \"ios26\"},"
    )
    let changes = try FrameDump(parsing: standard).changes(to: FrameDump(parsing: dark))
    #expect(changes.contains(.screen(field: "variant", from: "light, L, ltr", to: "dark, AX3, rtl")))
  }
}
