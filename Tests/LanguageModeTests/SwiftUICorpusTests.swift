import Foundation
import LayoutShot
import Testing

@testable import AppFilesMainActor
@testable import AppFilesSwift5
@testable import AppFilesSwift6

// The corpus of SwiftUI view files (LanguageModes/SwiftUIFiles), written the way apps write them,
// compiled in Swift 5 mode, Swift 6 mode and with the main actor as the default isolation, and
// laid out on the app files' phone: 375 × 667 at 2x under a 20-point status bar, so the safe area
// is 375 × 647 from y = 20. Frames are worked out by hand from SwiftUI's rules
// (Documentation/SwiftUILayout.md): a line of text is 2444 / 2048 of its size rounded up to the
// pixel — 20.5 for body (17), 26.5 for title2 (22), 41 for largeTitle (34), 18 for subheadline
// (15), 14.5 for caption (12); `.padding()` is 16; a stack's own spacing is as written.

/// The corpus layouts as one language mode's module compiled them.
private func corpus(_ mode: LanguageMode) -> [any LayoutProgram] {
  switch mode {
  case .swift5: AppFilesSwift5.SwiftUICorpusLayouts.layouts
  case .swift6: AppFilesSwift6.SwiftUICorpusLayouts.layouts
  case .mainActorByDefault: AppFilesMainActor.SwiftUICorpusLayouts.layouts
  }
}

/// `name` of the corpus laid out on the phone in `mode`.
private func solved(_ name: String, in mode: LanguageMode = .swift6) throws -> SolvedLayout {
  let program = try #require(corpus(mode).first { $0.name == name }, "no corpus layout \(name)")
  return try LayoutEngine().solve(program, on: phone)
}

/// The frame of the view named `name`.
private func frame(
  _ name: String, in layout: SolvedLayout, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws
  -> Rect
{
  try #require(layout.frame(of: name), "no view named \(name)", sourceLocation: sourceLocation)
}

@Suite("The SwiftUI corpus in every language mode")
struct SwiftUICorpusTests {
  @Test(arguments: LanguageMode.allCases)
  func everyFileCompilesAndLaysOutWithoutAProblem(mode: LanguageMode) throws {
    let layouts = corpus(mode)
    #expect(layouts.count >= 20)
    for program in layouts {
      let layout = try LayoutEngine().solve(program, on: phone)
      #expect(layout.diagnostics.isEmpty, "\(program.name): \(layout.diagnostics)")
      #expect(!layout.layout.views.isEmpty, "\(program.name) drew nothing")
    }
  }

  @Test(arguments: LanguageMode.allCases)
  func aUIKitScreenHostsASwiftUICardThatTakesItsContentsHeight(mode: LanguageMode) throws {
    let layout = try solved("AccountOverview", in: mode)
    // The 120-point header under the 20-point status bar; the hosting view 16 below it and 16 in
    // from each side: 343 wide at y 156. Its height is the card's: a title2 line (26.5) and a
    // caption line (14.5) 2 apart, taller than the 32-point divider, padded 12 above and below: 67.
    #expect(try frame("headerView", in: layout) == Rect(x: 0, y: 20, width: 375, height: 120))
    #expect(try frame("statsCard", in: layout) == Rect(x: 16, y: 156, width: 343, height: 67))
    // Each stat takes half of what the half-point divider leaves, (343 − 0.5) / 2 = 171.25, on
    // the 2x pixel grid.
    let followers = try frame("followers", in: layout)
    #expect(followers.minX == 16 && followers.minY == 168 && followers.height == 43)
    #expect(Swift.abs(followers.width - 171.25) <= 0.25)
  }

  @Test(arguments: LanguageMode.allCases)
  func aUIKitViewInASwiftUIRowKeepsItsIntrinsicSize(mode: LanguageMode) throws {
    let layout = try solved("ConnectionStatusView", in: mode)
    // The bars hug their 22 × 16 intrinsic size at the required priority: 16 in, centred in 44.
    #expect(try frame("signal", in: layout) == Rect(x: 16, y: 14, width: 22, height: 16))
  }

  @Test func theSignInFormSpansTheFormAndItsFooterSitsOnTheBottom() throws {
    let layout = try solved("LoginScreen")
    // 24 points in from each side: 375 − 48 = 327 wide; the spacers push the footer to the bottom
    // of the safe area (667, no bottom inset).
    let email = try frame("email", in: layout)
    #expect(email.minX == 24 && email.width == 327)
    #expect(try frame("footer", in: layout).maxY == 667)
    #expect(try frame("signIn", in: layout).width == 327)
  }

  @Test func theOnboardingGradientFillsTheWholeScreen() throws {
    let layout = try solved("OnboardingPage")
    // The gradient ignores the safe area: the whole 375 × 667 screen, under the status bar.
    #expect(try frame("backdrop/LinearGradient", in: layout) == Rect(x: 0, y: 0, width: 375, height: 667))
    // The 120-point artwork and the three 8-point dots 8 apart (40 wide) are centred.
    #expect(try frame("artwork", in: layout).minX == 127.5)
    #expect(try frame("dots", in: layout).minX == 167.5)
  }

  @Test func theWeatherTemperatureFollowsTheCity() throws {
    let layout = try solved("WeatherNow")
    // Padded 16 under the status bar (y 36); the city in title (28 points: 33.5 high), 4 apart;
    // the temperature in 96-point type: 96 × 2444 / 2048 = 114.56, 115 at 2x.
    let temperature = try frame("temperature", in: layout)
    #expect(temperature.minY == 73.5)
    #expect(temperature.height == 115)
    // The hourly strip spans the padded width.
    let hourly = try frame("hourly", in: layout)
    #expect(hourly.minX == 16 && hourly.width == 343)
  }

  @Test func theProfileStatisticsRowFollowsTheAvatar() throws {
    let layout = try solved("ProfileHeaderView")
    #expect(try frame("avatar", in: layout) == Rect(x: 16, y: 16, width: 64, height: 64))
    // The header row is as tall as the 64-point avatar; the 44-point statistics row is 16 below.
    #expect(try frame("stats", in: layout) == Rect(x: 16, y: 96, width: 343, height: 44))
  }

  @Test func theFeedRowsSpanThePaddedWidth() throws {
    let layout = try solved("ArticleFeed")
    let first = try frame("article1", in: layout)
    #expect(first.minX == 16 && first.minY == 0 && first.width == 343)
    // The second row follows the first and a hairline divider (0.5 at 2x).
    #expect(try frame("article2", in: layout).minY == first.maxY + 0.5)
  }

  @Test func toggleRowsAreFortyFourHighBetweenHairlines() throws {
    let layout = try solved("SettingsToggles")
    // Padded 16 all round; each row at least 44 high; dividers one pixel (0.5).
    #expect(try frame("Notifications", in: layout) == Rect(x: 16, y: 16, width: 343, height: 44))
    #expect(try frame("Sounds", in: layout) == Rect(x: 16, y: 60.5, width: 343, height: 44))
  }

  @Test func theGridSharesItsWidthBetweenTwoColumns() throws {
    let layout = try solved("StatsTiles")
    // 343 points less 12 of spacing, halved: 165.5 per column. A tile is padded 12 round a
    // subheadline (18) and a title2 (26.5) 4 apart: 72.5 high. The header row is a title2 line
    // (26.5) with 12 below it: the first tiles at y = 16 + 26.5 + 12 = 54.5.
    #expect(try frame("Steps", in: layout) == Rect(x: 16, y: 54.5, width: 165.5, height: 72.5))
    #expect(try frame("Distance", in: layout) == Rect(x: 193.5, y: 54.5, width: 165.5, height: 72.5))
    #expect(try frame("Active", in: layout).minY == 139)
    // The sleep tile spans both columns.
    #expect(try frame("Sleep", in: layout) == Rect(x: 16, y: 223.5, width: 343, height: 72.5))
  }

  @Test func chatBubblesStartUnderTheStatusBar() throws {
    let layout = try solved("ChatThread")
    // A bubble row spans the width less 12 each side; a one-line bubble is 20.5 + 2 × 10 high.
    #expect(try frame("message1", in: layout) == Rect(x: 12, y: 20, width: 351, height: 40.5))
    #expect(try frame("message2", in: layout).minY == 68.5)
    // The composer is inset at the bottom, over the whole width.
    let composer = try frame("composer", in: layout)
    #expect(composer.maxY == 667 && composer.width == 375)
  }

  @Test func theProductImageKeepsItsFourToThreeShape() throws {
    let layout = try solved("ProductCardView")
    // A 220-point card centred on the 375-point width (x 77.5), padded 12: the image is 196 wide
    // and 196 × 3 / 4 = 147 high.
    #expect(try frame("image", in: layout) == Rect(x: 89.5, y: 12, width: 196, height: 147))
  }

  @Test func theEmptyStateIsCentred() throws {
    let layout = try solved("EmptyInboxView")
    let button = try frame("compose", in: layout)
    #expect(Swift.abs(button.midX - 187.5) <= 0.5)
  }

  @Test func tasksFollowTheLargeTitle() throws {
    let layout = try solved("TaskListView")
    // 20 + a largeTitle line (41) + 8 below it.
    let first = try frame("task1", in: layout)
    #expect(first.minX == 16 && first.minY == 69 && first.width == 343)
  }

  @Test func theOrderLinesAndThePayButton() throws {
    let layout = try solved("CheckoutSummary")
    // 20 + 16; a title2 line (26.5) and 12 of spacing: the first line at 74.5, the next 20.5 + 12 on.
    #expect(try frame("Trail Runner 4", in: layout) == Rect(x: 16, y: 74.5, width: 343, height: 20.5))
    #expect(try frame("Merino socks (2 pairs)", in: layout).minY == 107)
    // The spacer pushes the pay button down to the padding above the screen's bottom.
    #expect(try frame("pay", in: layout).maxY == 651)
  }

  @Test func theFlowLayoutKeepsEveryTagInsideThePaddedWidth() throws {
    let layout = try solved("TagCloud")
    let names = ["Hiking", "Photography", "Jazz", "Board games", "Cooking", "Climbing", "Sci-fi", "Pottery"]
    let tags = try names.map { try frame($0, in: layout) }
    for (name, tag) in zip(names, tags) {
      #expect(tag.minX >= 16 && tag.maxX <= 359, "\(name) at \(tag)")
    }
    // Tags on a line do not overlap, and the cloud wraps: more than one line.
    for (left, right) in zip(tags, tags.dropFirst()) where left.minY == right.minY {
      #expect(right.minX >= left.maxX + 8)
    }
    #expect(Set(tags.map { $0.minY }).count > 1)
  }

  @Test func badgesSitOnTheIconsCorners() throws {
    let layout = try solved("BadgeRow")
    // Three 44-point icons 24 apart (180), padded 16 (212), centred on the 375-point width:
    // the first at (375 − 212) / 2 + 16 = 97.5, the next 68 on.
    let envelope = try frame("envelope", in: layout)
    #expect(envelope == Rect(x: 97.5, y: 16, width: 44, height: 44))
    #expect(try frame("bell", in: layout).minX == 165.5)
    #expect(try frame("cart", in: layout).minX == 233.5)
    // The badge is lined up on the icon's top-trailing corner and drawn 6 right and 4 up of it;
    // the offset leaves its place in the layout where it was.
    let badge = try frame("envelope.badge/Capsule", in: layout)
    #expect(badge.maxX == envelope.maxX + 6 && badge.minY == envelope.minY - 4)
    #expect(try frame("envelope.badge", in: layout).maxX == envelope.maxX)
    #expect(layout.frame(of: "cart.badge") == nil)
  }

  @Test func theSegmentedFilterSpansTheWidth() throws {
    let layout = try solved("FilterHeader")
    let period = try frame("period", in: layout)
    #expect(period.minX == 16 && period.minY == 16 && period.width == 343)
  }

  @Test func theBannerSitsAtTheTopOfTheSafeArea() throws {
    let layout = try solved("BannerOverContent")
    let banner = try frame("banner", in: layout)
    #expect(banner.minX == 0 && banner.minY == 20 && banner.width == 375)
  }

  @Test func theCountdownFitsItsCard() throws {
    let layout = try solved("CountdownCard")
    // The card is 320 wide less 32 of padding; whichever stack fits lies inside.
    #expect(try frame("units", in: layout).width <= 288)
  }

  @Test func theOptionsRowsAreTheControlsHeights() throws {
    let layout = try solved("QuantityOptions")
    // The stepper row is as tall as a stepper (32); the toggle row as iOS 26's switch (28), 16
    // below (Documentation/Controls.md#ios-26).
    #expect(try frame("quantity", in: layout) == Rect(x: 16, y: 16, width: 343, height: 32))
    #expect(try frame("gift", in: layout) == Rect(x: 16, y: 64, width: 343, height: 28))
  }

  @Test func ratingBarsTakeTheRestOfTheRow() throws {
    let layout = try solved("RatingSummary")
    // Each bar row is a caption line (14.5) high, 4 apart, and reaches the padding.
    let five = try frame("bar5", in: layout)
    let four = try frame("bar4", in: layout)
    #expect(five.maxX == 359)
    #expect(four.minY - five.minY == 18.5)
  }

  @Test func thePlaceCardCaptionSitsAtItsBottomLeadingCorner() throws {
    let layout = try solved("PlaceCard")
    // 220 + 32 of padding = 252 high, centred in the safe area: y = 20 + (647 − 252) / 2 = 217.5.
    #expect(try frame("place", in: layout) == Rect(x: 0, y: 217.5, width: 375, height: 252))
    // The caption: padded 16 round a title2 (26.5) and a subheadline (18) 2 apart = 78.5 high,
    // at the bottom of the 220-point rectangle that starts at 233.5.
    let caption = try frame("caption", in: layout)
    #expect(caption.minX == 16 && caption.maxY == 453.5 && caption.height == 78.5)
  }

  @Test func theBottomBarIsInsetAndTheCardKeepsItsPlace() throws {
    let layout = try solved("ReceiptBottomBar")
    let bar = try frame("bar", in: layout)
    #expect(bar.maxY == 667 && bar.minX == 0 && bar.width == 375)
    // The card: padded 16 inside and out; a headline (20.5) and a body line (20.5) 8 apart.
    #expect(try frame("card", in: layout) == Rect(x: 16, y: 36, width: 343, height: 81))
  }

  @Test func theContactCardStacksOnACompactWidth() throws {
    let layout = try solved("AdaptiveContactCard")
    // Stacked, leading-aligned: the 56-point photo over the details, 12 apart, padded 16.
    let photo = try frame("photo", in: layout)
    let details = try frame("details", in: layout)
    #expect(photo.minY == 16 && photo.size == Size(width: 56, height: 56))
    #expect(details.minX == photo.minX && details.minY == 84)
  }
}
