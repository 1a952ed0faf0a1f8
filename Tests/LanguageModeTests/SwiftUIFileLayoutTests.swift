import Foundation
import LayoutShot
import Testing

@testable import AppFilesMainActor
@testable import AppFilesSwift5
@testable import AppFilesSwift6

// The SwiftUI view files of LanguageModes/SwiftUIFiles, compiled in Swift 5 mode, Swift 6 mode and
// with the main actor as the default isolation, laid out by SwiftUI's algorithm on the app files'
// phone, 375 × 667 at 2x with a 20-point status bar (Documentation/SwiftUILayout.md). A line of San
// Francisco is 2444 / 2048 of its size, rounded up to the pixel; `.title2` is 22 points.

/// The layouts of the SwiftUI files as one mode's module compiled them.
private func swiftUILayout(_ name: String, in mode: LanguageMode) throws -> any LayoutProgram {
  let layouts: [any LayoutProgram] =
    switch mode {
    case .swift5: AppFilesSwift5.SwiftUIFileLayouts.layouts
    case .swift6: AppFilesSwift6.SwiftUIFileLayouts.layouts
    case .mainActorByDefault: AppFilesMainActor.SwiftUIFileLayouts.layouts
    }
  return try #require(layouts.first { $0.name == name })
}

@Suite("SwiftUI files in every language mode, laid out")
struct SwiftUIFileLayoutTests {
  @Test(arguments: LanguageMode.allCases)
  func theBooksFollowTheTitleAndTheSpacerTakesTheRest(mode: LanguageMode) throws {
    let solved = try LayoutEngine().solve(try swiftUILayout("ReadingList", in: mode), on: phone)
    // The safe area (375 × 647 under the status bar) less 16 of padding all round: a VStack
    // 343 wide at (16, 36). Its title is one line of 22-point type, 26.5 high, padded 8 below:
    // 34.5; each row is 44 high; the spacer takes the rest.
    #expect(solved.frame(of: "book1") == Rect(x: 16, y: 70.5, width: 343, height: 44))
    #expect(solved.frame(of: "book2") == Rect(x: 16, y: 114.5, width: 343, height: 44))
  }

  @Test(arguments: LanguageMode.allCases)
  func theSettingsRowsAreFortyFourHighBetweenHairlines(mode: LanguageMode) throws {
    let solved = try LayoutEngine().solve(try swiftUILayout("NotificationSettings", in: mode), on: phone)
    // Rows at least 44 high; dividers one pixel (0.5 at 2x): 44 + 0.5 + 44 + 0.5 + 44 = 133.
    #expect(solved.frame(of: "Sounds") == Rect(x: 0, y: 44.5, width: 375, height: 44))
    #expect(solved.frame(of: "Badges") == Rect(x: 0, y: 89, width: 375, height: 44))
    // The switch-sized capsule at the trailing padding (375 − 16 − 51 = 308), centred in the row:
    // 44.5 + (44 − 31) / 2 = 51.
    #expect(solved.frame(of: "Sounds/HStack/Capsule") == Rect(x: 308, y: 51, width: 51, height: 31))
    #expect(solved.frames.first == Rect(x: 0, y: 0, width: 375, height: 133))
  }
}
