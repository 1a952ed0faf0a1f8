import Testing

import class LayoutShot.LayoutEngine
import struct LayoutShot.Screen
import struct LayoutShot.Size

// The snippets of the LayoutShotSwiftUI article (LayoutShotSwiftUI.docc/LayoutShotSwiftUI.md) and
// of README.md's SwiftUI section, compiled and laid out.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

struct Greeting: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Hello").font(.largeTitle)
      Text("Welcome back").foregroundColor(.secondary)
    }
    .padding()
  }
}

@Suite struct SwiftUIArticleTests {
  @Test func theGreetingIsItsTwoLinesPaddedBySixteen() throws {
    let layouts = [
      SwiftUILayout.screen("Greeting") { Greeting() },
      SwiftUILayout.component("GreetingRow") { Greeting() },
      SwiftUILayout.sheet("GreetingSheet") { Greeting().presentationDetents([.medium]) },
    ]
    let screen = Screen(size: Size(width: 375, height: 667), scale: 2)
    let row = try LayoutEngine().solve(layouts[1], on: screen)
    // One line of 34-point type (34 × 2444 / 2048 = 40.57, 41 at 2x), 4 points, one line of
    // 17-point type (20.5): 65.5, padded by 16 above and below: 97.5.
    #expect(row.frame(of: "GreetingRow/VStack")?.minY == 16)
    #expect(row.frame(of: "GreetingRow/VStack")?.height == 65.5)
    #expect(row.frame(of: "root")?.height == 97.5)
    // On the screen the padded stack is centred in the safe area: (667 − 97.5) / 2 + 16 = 300.75,
    // half a pixel at 2x, rounded up to 301 (Documentation/SwiftUILayout.md#pixel-rounding).
    let full = try LayoutEngine().solve(layouts[0], on: screen)
    #expect(full.frame(of: "Greeting/VStack")?.minY == 301)
    // On a medium sheet of an iOS 18 screen with no safe area (Documentation/Sheets.md): the sheet's
    // top 10 below the screen's, its large detent 667 − 10 = 657 high, its medium one half that,
    // 328.5; the padded stack centred in it, the stack 16 inside: (328.5 − 97.5) / 2 + 16 = 131.5.
    var older = screen
    older.os = .ios18
    let sheet = try LayoutEngine().solve(layouts[2], on: older)
    #expect(sheet.frame(of: "root")?.height == 328.5)
    #expect(sheet.frame(of: "GreetingSheet/Card/VStack")?.minY == 131.5)
  }
}
