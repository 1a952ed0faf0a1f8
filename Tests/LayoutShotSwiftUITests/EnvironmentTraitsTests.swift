import Foundation
import LayoutShotSwiftUI
import Testing

import enum LayoutShot.ContentSizeCategory
import class LayoutShot.LayoutEngine
import struct LayoutShot.Screen
import struct LayoutShot.Size
import enum LayoutShot.SizeClass
import struct LayoutShot.SolvedLayout

/// The environment a snapshot's variant and device set (text size, size classes, contrast,
/// language), and views that read or override it.
@Suite struct EnvironmentTraitsTests {
  /// Lays `content` out in a 300 × 200 host at 2× on a screen with these traits.
  private func hosted<Content: View>(
    contentSize: LayoutShot.ContentSizeCategory = .large, horizontalSizeClass: SizeClass = .compact,
    language: String? = nil, increasesContrast: Bool = false,
    @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) throws -> SolvedLayout {
    let screen = Screen(
      size: Size(width: 300, height: 200), scale: 2, horizontalSizeClass: horizontalSizeClass,
      contentSize: contentSize, language: language, increasesContrast: increasesContrast)
    return try LayoutEngine().solve(SwiftUILayout.sized("Test", width: 300, height: 200, content), on: screen)
  }

  // Body text is 17 points at Large and 40 at AX3 (Documentation/DynamicType.md); a line is
  // 2444 / 2048 of the size, rounded up to the pixel at 2×: 20.287 → 20.5 and 47.734 → 48.

  @Test func textFollowsTheVariantsTextSize() throws {
    let large = try hosted { Text("Hello").accessibilityIdentifier("text") }
    let ax3 = try hosted(contentSize: .accessibilityExtraLarge) {
      Text("Hello").accessibilityIdentifier("text")
    }
    #expect(try frame("text", in: large).height == 20.5)
    #expect(try frame("text", in: ax3).height == 48)
  }

  @Test func aViewCanSetOrCapItsTextSize() throws {
    let raised = try hosted {
      Text("Hello").dynamicTypeSize(.accessibility3).accessibilityIdentifier("text")
    }
    let capped = try hosted(contentSize: .accessibilityExtraLarge) {
      Text("Hello").dynamicTypeSize(...DynamicTypeSize.large).accessibilityIdentifier("text")
    }
    let inRange = try hosted(contentSize: .accessibilityExtraLarge) {
      Text("Hello").dynamicTypeSize(.xSmall ... .accessibility5).accessibilityIdentifier("text")
    }
    #expect(try frame("text", in: raised).height == 48)
    #expect(try frame("text", in: capped).height == 20.5)
    #expect(try frame("text", in: inRange).height == 48)
  }

  @Test func aRangeRaisesASizeBelowIt() throws {
    // Body at AX1 is 28 points: 28 × 2444 / 2048 = 33.414, 33.5 at 2×.
    let raised = try hosted {
      Text("Hello").dynamicTypeSize(DynamicTypeSize.accessibility1...).accessibilityIdentifier("text")
    }
    #expect(try frame("text", in: raised).height == 33.5)
  }

  @Test func viewsReadTheTextSizeToChooseTheirLayout() throws {
    // Two 40 × 10 boxes side by side (80 wide) at Large; stacked (20 high) at accessibility sizes.
    let large = try hosted { AdaptiveBoxes().accessibilityIdentifier("boxes") }
    let ax1 = try hosted(contentSize: .accessibilityMedium) {
      AdaptiveBoxes().accessibilityIdentifier("boxes")
    }
    #expect(try frame("boxes", in: large).size == Size(width: 80, height: 10))
    #expect(try frame("boxes", in: ax1).size == Size(width: 40, height: 20))
  }

  @Test func theSizeClassesAreTheScreens() throws {
    // A 10-point box on a compact width, 50 on a regular one.
    let compact = try hosted { SizeClassBox().accessibilityIdentifier("box") }
    let regular = try hosted(horizontalSizeClass: .regular) { SizeClassBox().accessibilityIdentifier("box") }
    #expect(try frame("box", in: compact).width == 10)
    #expect(try frame("box", in: regular).width == 50)
  }

  @Test func theLocaleIsTheVariantsLanguageAndTheContrastItsContrast() throws {
    let english = try hosted { TraitProbe().accessibilityIdentifier("probe") }
    let german = try hosted(language: "de", increasesContrast: true) {
      TraitProbe().accessibilityIdentifier("probe")
    }
    // Width 10 for en_US, 20 for German; height 10 at standard contrast, 30 at increased.
    #expect(try frame("probe", in: english).size == Size(width: 10, height: 10))
    #expect(try frame("probe", in: german).size == Size(width: 20, height: 30))
  }

  @Test func datesAreShownInAFixedCalendarAndTimeZone() {
    let environment = EnvironmentValues()
    #expect(environment.timeZone.identifier == "GMT")
    #expect(environment.calendar.identifier == .gregorian)
    #expect(environment.calendar.timeZone.identifier == "GMT")
    #expect(environment.scenePhase == .active)
    #expect(environment.legibilityWeight == .regular)
  }

  @Test func theOlderSizeCategoryIsTheSameSize() {
    var environment = EnvironmentValues()
    environment.sizeCategory = .accessibilityExtraLarge
    #expect(environment.dynamicTypeSize == .accessibility3)
    environment.dynamicTypeSize = .xSmall
    #expect(environment.sizeCategory == .extraSmall)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }
}

/// Two boxes side by side, or stacked at accessibility text sizes.
private struct AdaptiveBoxes: View {
  @Environment(\.dynamicTypeSize) private var typeSize

  var body: some View {
    let layout =
      typeSize.isAccessibilitySize
      ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
    layout {
      Color.red.frame(width: 40, height: 10)
      Color.blue.frame(width: 40, height: 10)
    }
  }
}

/// A box as wide as the size class says.
private struct SizeClassBox: View {
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    Color.green.frame(width: sizeClass == .regular ? 50 : 10, height: 10)
  }
}

/// A box whose width tells the locale and whose height tells the contrast.
private struct TraitProbe: View {
  @Environment(\.locale) private var locale
  @Environment(\.colorSchemeContrast) private var contrast

  var body: some View {
    Color.gray.frame(
      width: locale.identifier == "de" ? 20 : locale.identifier == "en_US" ? 10 : 0,
      height: contrast == .increased ? 30 : 10)
  }
}
