import LayoutShotSwiftUI
import LayoutShotTesting
import PreviewFixtures
import Testing

import class LayoutShot.LayoutEngine
import enum LayoutShot.LayoutError
import struct LayoutShot.Rect
import struct LayoutShot.Screen
import struct LayoutShot.Size
import struct LayoutShot.SolvedLayout

/// The previews of the `PreviewFixtures` target, found by the LayoutShotPreviews plugin, named
/// after their files and titles and laid out as their traits say.
///
/// The device is the iPhone SE (2nd/3rd generation): 375 × 667 points at 2×, its safe area 20
/// points from the top in portrait and none in landscape (Documentation/Devices.md#screens). Each
/// swatch is a square of colour whose size its preview gives (Tests/PreviewFixtures/Swatches.swift).
@MainActor @Suite struct SwiftUIPreviewLayoutTests {
  let phone = "iphone-se-2-3"

  /// The preview named `name`.
  func preview(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> SwiftUIPreview
  {
    try #require(
      PreviewFixturesPreviews.all.first { $0.name == name }, "no preview named \(name)",
      sourceLocation: sourceLocation)
  }

  /// `preview` solved on the phone, turned as the preview asks.
  func solved(_ preview: SwiftUIPreview) throws -> SolvedLayout {
    let screens = try SnapshotScreens.devices(.init(phone)).resolve(
      fixedOrientation: preview.fixedOrientation)
    return try LayoutEngine().solve(preview, on: try #require(screens.first))
  }

  /// The frame of the view named `name` in `solved`.
  func frame(_ name: String, in solved: SolvedLayout) throws -> Rect {
    try #require(solved.frame(of: name), "no view named \(name)")
  }

  @Test func everyPreviewIsListedUnderItsFileAndTitle() {
    // Files in path order (Broken, Fills, Swatches), previews in the order written; the untitled
    // ones numbered in their file, the provider's unnamed view after the file's untitled #Preview;
    // the commented-out previews and the one in a string are not previews.
    #expect(
      PreviewFixturesPreviews.all.map(\.name) == [
        "Broken/Missing object", "Broken/Zero width", "Broken/Upside down", "Broken/Private sample",
        "Fills/Flexible", "Fills/1", "Fills/Own state",
        "Swatches/Screen", "Swatches/Fits", "Swatches/Fixed", "Swatches/Landscape", "Swatches/1",
        "Swatches/Debug only", "Swatches/Provided", "Swatches/2",
      ])
  }

  @Test func aPreviewHoldsItsOwnStateWithPreviewable() throws {
    // `@Previewable @State var isOn = true` and a Toggle bound to it: the switch style's row, as
    // wide as offered and as tall as iOS 26's 63 × 28 switch, centred in the 375 × 647 safe area
    // below the 20-point status bar: y = 20 + (647 − 28) / 2 = 329.5.
    let solved = try solved(preview("Fills/Own state"))
    #expect(try frame("toggle", in: solved) == Rect(x: 0, y: 329.5, width: 375, height: 28))
  }

  @Test func aDefaultPreviewIsCentredInTheSafeArea() throws {
    // The safe area is (0, 20) 375 × 647: x = (375 − 100) / 2 = 137.5, y = 20 + (647 − 100) / 2 = 293.5.
    let solved = try solved(preview("Swatches/Screen"))
    #expect(solved.screen.size == Size(width: 375, height: 667))
    #expect(try frame("swatch", in: solved) == Rect(x: 137.5, y: 293.5, width: 100, height: 100))
    let untitled = try self.solved(preview("Swatches/1"))
    // 40 points: x = (375 − 40) / 2 = 167.5, y = 20 + (647 − 40) / 2 = 323.5.
    #expect(try frame("swatch", in: untitled) == Rect(x: 167.5, y: 323.5, width: 40, height: 40))
  }

  @Test func sizeThatFitsIsAsLargeAsTheView() throws {
    // 60 points and 10 of padding on each side: 80 × 80, the swatch at (10, 10).
    let solved = try solved(preview("Swatches/Fits"))
    #expect(solved.screen.size == Size(width: 80, height: 80))
    #expect(try frame("swatch", in: solved) == Rect(x: 10, y: 10, width: 60, height: 60))
  }

  @Test func sizeThatFitsOffersTheScreen() throws {
    // A colour takes all it is offered: the whole 375 × 667 screen, with no safe area.
    let solved = try solved(preview("Fills/Flexible"))
    #expect(solved.screen.size == Size(width: 375, height: 667))
    #expect(try frame("fill", in: solved) == Rect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test func aFixedLayoutCentresTheViewInItsSize() throws {
    // 200 × 120: x = (200 − 100) / 2 = 50, y = (120 − 100) / 2 = 10.
    let solved = try solved(preview("Swatches/Fixed"))
    #expect(solved.screen.size == Size(width: 200, height: 120))
    #expect(try frame("swatch", in: solved) == Rect(x: 50, y: 10, width: 100, height: 100))
  }

  @Test func aLandscapePreviewTurnsTheDevice() throws {
    // 667 × 375 with no safe area: x = (667 − 100) / 2 = 283.5, y = (375 − 100) / 2 = 137.5.
    let landscape = try preview("Swatches/Landscape")
    #expect(landscape.fixedOrientation == .landscape)
    let solved = try solved(landscape)
    #expect(solved.screen.size == Size(width: 667, height: 375))
    #expect(try frame("swatch", in: solved) == Rect(x: 283.5, y: 137.5, width: 100, height: 100))
    // Asked for both orientations, it is snapshotted once, turned.
    let screens = try SnapshotScreens.devices(.init(phone), orientations: [.portrait, .landscape])
      .resolve(fixedOrientation: landscape.fixedOrientation)
    #expect(screens.map(\.orientation) == [.landscape])
  }

  @Test func aProvidersViewsAreEachAPreviewWithTheirModifiers() throws {
    // The Group's .previewLayout(.sizeThatFits) reaches both views: 50 × 50 and 70 × 70.
    #expect(try solved(preview("Swatches/Provided")).screen.size == Size(width: 50, height: 50))
    #expect(try solved(preview("Swatches/2")).screen.size == Size(width: 70, height: 70))
    // .previewInterfaceOrientation(.landscapeRight): 120 × 80 centred in 667 × 375,
    // x = (667 − 120) / 2 = 273.5, y = (375 − 80) / 2 = 147.5.
    let turned = try solved(preview("Fills/1"))
    #expect(turned.screen.size == Size(width: 667, height: 375))
    #expect(try frame("fill", in: turned) == Rect(x: 273.5, y: 147.5, width: 120, height: 80))
  }

  @Test func aPreviewThatCannotBeLaidOutSaysWhy() throws {
    let cases: [(String, String)] = [
      (
        "Broken/Missing object",
        SwiftUILayoutError.missingEnvironmentObject(view: "NeedsSettings", type: "BrokenSettings").description
      ),
      (
        "Broken/Zero width",
        SwiftUIPreviewError.invalidFixedLayout(preview: "Broken/Zero width", width: 0, height: 100)
          .description
      ),
      (
        "Broken/Upside down",
        SwiftUIPreviewError.unsupportedOrientation(
          preview: "Broken/Upside down", orientation: "portraitUpsideDown"
        )
        .description
      ),
      (
        // Its body uses what a private extension of its file declares: the target still compiles,
        // and the preview says what to change.
        "Broken/Private sample",
        SwiftUIPreviewError.usesHiddenNames(preview: "Broken/Private sample", names: ["sample"]).description
      ),
    ]
    for (name, reason) in cases {
      #expect(throws: LayoutError.programFailed(layout: name, reason: reason)) {
        try LayoutEngine().solve(try preview(name), on: Screen(size: Size(width: 375, height: 667)))
      }
    }
  }

  @Test func untitledAndRepeatedTitlesGetNamesOfTheirOwn() throws {
    // Two untitled previews of one file are numbered 1 and 2; a title used twice is counted.
    let untitled = try preview("Swatches/1")
    let titled = try preview("Swatches/Screen")
    let list = SwiftUIPreview.named([untitled, untitled, titled, titled])
    #expect(list.map(\.name) == ["Swatches/1", "Swatches/2", "Swatches/Screen", "Swatches/Screen 2"])
  }

  @Test func thePreviewsMatchTheirSnapshots() {
    // One reference per preview, in its own folder: Snapshots/Swatches-Fits/iphone-se-2-3-portrait-component.png.
    let swatches = PreviewFixturesPreviews.all.filter { $0.file == "Swatches" }
    assertLayoutSnapshot(of: .previews(in: swatches), on: .devices(.init(phone)), as: [.png, .frames])
  }
}

/// A provider whose views come from a `ForEach`, padded and sized to fit as a group.
private struct Squares_Previews: PreviewProvider {
  static var previews: some View {
    ForEach([40, 60], id: \.self) { side in
      Color.blue.frame(width: CGFloat(side), height: CGFloat(side)).previewDisplayName("Side \(side)")
    }
    .padding(5)
    .previewLayout(.sizeThatFits)
  }
}

@MainActor @Suite struct PreviewProviderSplittingTests {
  @Test func aForEachGivesAPreviewPerElementWithTheModifiersAroundIt() throws {
    let previews = SwiftUIPreview.named(SwiftUIPreview.previews(of: Squares_Previews.self, file: "Squares"))
    #expect(previews.map(\.name) == ["Squares/Side 40", "Squares/Side 60"])
    // The padding reaches each square: 40 + 2 × 5 = 50 and 60 + 2 × 5 = 70.
    let phone = Screen(size: Size(width: 375, height: 667), scale: 2)
    let sizes = try previews.map { try LayoutEngine().solve($0, on: phone).screen.size }
    #expect(sizes == [Size(width: 50, height: 50), Size(width: 70, height: 70)])
  }
}
