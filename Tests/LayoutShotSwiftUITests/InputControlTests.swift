import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect
import struct LayoutShot.Size

// The system colours at full opacity in light mode (Documentation/SystemColors.md).
private let white = [255, 255, 255], blue = [0, 122, 255], red = [255, 59, 48], orange = [255, 149, 0]

/// Pickers, text fields, links and menus (Documentation/SwiftUIControls.md#picker, #textfield,
/// #link-and-menu): frames worked out from the shared looks, colours probed.
@Suite struct InputControlTests {
  @Test func aSegmentedPickerSharesTheWidthInEqualSegments() throws {
    // 300 wide, 32 high, centred in 100: y = 34. Three segments of (300 − 2) / 3 = 99.333 with
    // 1-point dividers: the second spans 100.333 to 199.667, its white plate 2 points in; the
    // first's title is centred at 49.667.
    let solved = try hosted(width: 300, height: 100) {
      Picker("Period", selection: .constant(1)) {
        Text("Day").tag(0).accessibilityIdentifier("day")
        Text("Week").tag(1)
        Text("Month").tag(2)
      }
      .pickerStyle(.segmented)
      .accessibilityIdentifier("picker")
    }
    #expect(same(try frame("picker", in: solved), Rect(x: 0, y: 34, width: 300, height: 32)))
    #expect(Swift.abs(try frame("day", in: solved).midX - 49.667) <= 0.5)
    #expect(try pixel(solved, 104, 40) == white, "the selected plate")
    let background = try pixel(solved, 10, 40)
    #expect(background != white && background[0] == background[1], "the grey background")
  }

  @Test func aForEachTagsItsOptionsWithTheirIdentity() throws {
    // ForEach(id: \.self) tags each option with its string: "Week" is selected, so the white
    // plate is on the second of three segments (100.333 to 199.667), not the first.
    let solved = try hosted(width: 300, height: 100) {
      Picker("Period", selection: .constant("Week")) {
        ForEach(["Day", "Week", "Month"], id: \.self) { Text($0) }
      }
      .pickerStyle(.segmented)
    }
    #expect(try pixel(solved, 104, 40) == white)
    #expect(try pixel(solved, 10, 40) != white)
  }

  @Test func aMenuPickerShowsTheSelectedOptionAndChevrons() throws {
    // Only the selected option is shown, then a small (16-point) chevron 4 points after it.
    let solved = try hosted(width: 300, height: 100) {
      Picker("Appearance", selection: .constant(1)) {
        Text("Light").tag(0).accessibilityIdentifier("light")
        Color.red.frame(width: 40, height: 10).tag(1).accessibilityIdentifier("dark")
      }
    }
    #expect(solved.frame(of: "light") == nil)
    // HStack { 40; 4; 16 } = 60 wide, centred: x = 120; the option centred on the 16-point row:
    // y = 42 + 3 = 45.
    #expect(same(try frame("dark", in: solved), Rect(x: 120, y: 45, width: 40, height: 10)))
  }

  @Test func aRoundedTextFieldIsALinePlusThirteenPointsHighAcrossTheWidth() throws {
    // Body text is 20.5 high at 2x; 20.5 + 13 = 33.5, rounded up: 34. Centred in 100: y = 33.
    // Its one-pixel border (half a point at 2x) is black at 20 % over white: 255 × 0.8 = 204.
    let solved = try hosted(width: 300, height: 100) {
      TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder).accessibilityIdentifier("field")
    }
    #expect(same(try frame("field", in: solved), Rect(x: 0, y: 33, width: 300, height: 34)))
    #expect(try pixel(solved, 0.1, 50) == [204, 204, 204])
  }

  @Test func aPlainTextFieldIsItsLineAcrossTheWidth() throws {
    let solved = try hosted(width: 300, height: 100) {
      TextField("Email", text: .constant("ada@example.com")).textFieldStyle(.plain)
        .accessibilityIdentifier("field")
    }
    #expect(try frame("field", in: solved).size == Size(width: 300, height: 20.5))
  }

  @Test func aSecureFieldShowsABulletPerCharacter() throws {
    // At their ideal width, the secure field of "abc" is as wide as a field of three bullets.
    let solved = try hosted(width: 300, height: 100) {
      VStack {
        SecureField("Password", text: .constant("abc")).fixedSize().accessibilityIdentifier("secure")
        TextField("Password", text: .constant("\u{2022}\u{2022}\u{2022}")).fixedSize()
          .accessibilityIdentifier("bullets")
        TextField("Password", text: .constant("abc")).fixedSize().accessibilityIdentifier("plain")
      }
    }
    let secure = try frame("secure", in: solved).width
    #expect(secure == (try frame("bullets", in: solved).width))
    #expect(secure != (try frame("plain", in: solved).width))
  }

  @Test func linksMenusAndDefaultButtonsAreTinted() throws {
    // A rectangle in each label takes the foreground colour: the tint (blue, orange when set),
    // red for a destructive button. Five 20 × 20 squares 10 apart fill 140 × 40 from x = 0.
    let solved = try hosted(width: 140, height: 40) {
      HStack(spacing: 10) {
        Link(destination: URL(fileURLWithPath: "/")) { Rectangle().frame(width: 20, height: 20) }
        Menu {
          Button("Sort") {}
        } label: {
          Rectangle().frame(width: 20, height: 20)
        }
        Button(action: {}) { Rectangle().frame(width: 20, height: 20) }
        Button(role: .destructive, action: {}) { Rectangle().frame(width: 20, height: 20) }
        Button(action: {}) { Rectangle().frame(width: 20, height: 20) }.tint(.orange)
      }
    }
    #expect(try pixel(solved, 10, 20) == blue)
    #expect(try pixel(solved, 40, 20) == blue)
    #expect(try pixel(solved, 70, 20) == blue)
    #expect(try pixel(solved, 100, 20) == red)
    #expect(try pixel(solved, 130, 20) == orange)
  }
}
