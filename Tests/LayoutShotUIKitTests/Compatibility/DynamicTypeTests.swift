import LayoutShot
import LayoutShotTestSupport
import LayoutShotUIKit
import Testing

// Dynamic Type as UIKit code uses it: preferred fonts, UIFontMetrics, adjustsFontForContentSizeCategory
// on labels, buttons, text fields and text views, and the text sizes' order. Expected sizes are
// the Human Interface Guidelines' (Documentation/DynamicType.md#sizes-and-leading); the scaled
// values are the published UIFontMetrics measurements (Documentation/DynamicType.md#uifontmetrics);
// a text style's font follows the snapshot's text size only with the flag or when made for the
// traits, as in UIKit (Documentation/DynamicType.md#following-the-text-size).

/// An iPhone 12 (390 × 844 at 3x) in portrait at `contentSize`.
private func phone(at contentSize: ContentSizeCategory) -> Screen {
  var screen = Screen(device: .iPhone12)
  screen.contentSize = contentSize
  return screen
}

/// What a layout's UIKit code saw, read after the solve.
private final class Seen: @unchecked Sendable {
  var values: [CGFloat] = []
  var label: UILabel?
}

/// A view holding `content` at its top-left corner.
@MainActor
private func hosting(_ content: UIView) -> UIView {
  let container = UIView()
  content.translatesAutoresizingMaskIntoConstraints = false
  container.addSubview(content)
  content.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
  content.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
  content.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor).isActive = true
  return container
}

@MainActor
@Suite("UIKit Dynamic Type")
struct UIKitDynamicTypeTests {
  // MARK: Preferred fonts

  @Test func aPreferredFontWithoutTraitsIsAtLarge() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .headline).fontDescriptor.symbolicTraits.contains(.traitBold))
    #expect(UIFont.preferredFont(forTextStyle: .headline).layoutShotFont.weight == .semibold)
    #expect(UIApplication.shared.preferredContentSizeCategory == .large)
  }

  @Test func aPreferredFontForTraitsIsAtTheirTextSize() {
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax5).pointSize == 53)
    #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: ax5).pointSize == 40)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: ax5).pointSize == 60)
    let extraSmall = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: extraSmall).pointSize == 12)
    #expect(UIFont.preferredFont(forTextStyle: .title2, compatibleWith: extraSmall).pointSize == 19)
    // No traits, or an unspecified size: Large.
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
    #expect(
      UIFont.preferredFont(
        forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .unspecified)
      )
      .pointSize == 17)
    #expect(
      UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: ax5).pointSize == 53)
  }

  @Test func aPreferredFontRemembersItsStyle() {
    let footnote = UIFont.preferredFont(forTextStyle: .footnote)
    #expect(footnote.layoutShotFont.textStyle == .footnote)
    #expect(UIFont.TextStyle.footnote.textStyle == .footnote)
    #expect(UIFont.TextStyle(rawValue: "NotAStyle").textStyle == nil)
    // A font of fixed size does not follow a style, nor does a preferred font given a size.
    #expect(UIFont.systemFont(ofSize: 13).layoutShotFont.textStyle == nil)
    #expect(footnote.withSize(13).layoutShotFont.textStyle == nil)
  }

  // MARK: UIFontMetrics

  @Test(
    "scaledValue matches the published measurements at 3x",
    arguments: [
      // (style, category, value, measured): JS, then the six PU measurements.
      (UIFont.TextStyle.body, ContentSizeCategory.medium, 17.0, 16.333),
      (.footnote, .accessibilityExtraExtraExtraLarge, 12, 34.7),
      (.body, .accessibilityExtraExtraExtraLarge, 14, 39.3),
      (.title3, .accessibilityExtraExtraExtraLarge, 18, 46.7),
      (.title2, .accessibilityExtraExtraExtraLarge, 22, 52.0),
      (.largeTitle, .accessibilityExtraExtraExtraLarge, 40, 68.3),
      (.caption1, .accessibilityExtraExtraExtraLarge, 12, 38.3),
    ])
  func scaledValueMatchesPublishedMeasurements(
    style: UIFont.TextStyle, category: ContentSizeCategory, value: Double, measured: Double
  ) throws {
    // Measured in a layout on a 3x screen at the category, with the view's traits.
    let seen = Seen()
    let program = UIKitLayout.view("Metrics") { () -> UIView in
      let view = UIView()
      seen.values = [
        UIFontMetrics(forTextStyle: style).scaledValue(
          for: CGFloat(value), compatibleWith: view.traitCollection),
        UIFontMetrics(forTextStyle: style).scaledValue(for: CGFloat(value)),
      ]
      return view
    }
    _ = try LayoutEngine().solve(program, on: phone(at: category))
    let scaled = try #require(seen.values.first)
    #expect(abs(Double(scaled) - measured) < 0.05, "\(style.rawValue) at \(category): \(scaled)")
    #expect((scaled * 3).rounded() == scaled * 3)
    // Without traits the value is scaled for the app's size, the screen's (the user's setting at
    // launch): the same.
    #expect(seen.values.last == scaled)
  }

  @Test func scaledValueRoundsToTheScreensScaleWhenTheTraitsHaveNone() {
    // Outside a layout the screen's scale is 1: 17 × 21/22 = 16.23 → 16.
    let medium = UITraitCollection(preferredContentSizeCategory: .medium)
    #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: medium) == 16)
    #expect(UIFontMetrics.default.textStyle == .body)
  }

  @Test func scaledFontScalesByLeadingToWholePointsUnderItsMaximum() {
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let body = UIFontMetrics(forTextStyle: .body)
    let base = UIFont.systemFont(ofSize: 17, weight: .bold)
    // 17 × 62/22 = 47.9 → 48, while body itself is 53 at AX5.
    let scaled = body.scaledFont(for: base, compatibleWith: ax5)
    #expect(scaled.pointSize == 48)
    #expect(scaled.fontDescriptor.symbolicTraits.contains(.traitBold))
    #expect(scaled.fontName == base.fontName)
    #expect(body.scaledFont(for: base, maximumPointSize: 30, compatibleWith: ax5).pointSize == 30)
    #expect(body.scaledFont(for: base, maximumPointSize: 0, compatibleWith: ax5).pointSize == 48)
    // Without traits: the app's size, Large.
    #expect(body.scaledFont(for: base).pointSize == 17)
    #expect(body.scaledFont(for: base, maximumPointSize: 15).pointSize == 15)
    #expect(body.scaledFont(for: base).layoutShotFont.textStyle == .body)
  }

  // MARK: Views that adjust

  @Test func aLabelThatAdjustsIsLaidOutAtTheScreensTextSize() throws {
    let seen = Seen()
    let program = UIKitLayout.view("Adjusting") { () -> UIView in
      let label = UILabel()
      label.text = "Dynamic"
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      seen.values = [label.font.pointSize]
      seen.label = label
      return hosting(label)
    }
    let solved = try LayoutEngine().solve(program, on: phone(at: .accessibilityExtraLarge))
    // Body at AX3 is 40 points: 2444/2048 × 40 = 47.73, rounded up to 3x pixels: 48.
    #expect(
      solved.frame(of: "UILabel[0] in Adjusting")?.height == sanFranciscoLabelHeight(fontSize: 40, scale: 3))
    #expect(solved.frame(of: "UILabel[0] in Adjusting")?.height == 48)
    // The label reads its font back at the screen's size, as UIKit swaps it in, during the layout
    // and after it.
    #expect(seen.values == [40])
    #expect(seen.label?.font.pointSize == 40)
  }

  @Test func aLabelThatDoesNotAdjustIsAtTheLaunchTextSize() throws {
    // Made without traits, the font is "scaled appropriately for the user's selected content size
    // category" (Apple): the app launched at AX3 gets body at 40 points, flag or not.
    let program = UIKitLayout.view("Fixed") { () -> UIView in
      let label = UILabel()
      label.text = "Dynamic"
      label.font = .preferredFont(forTextStyle: .body)
      return hosting(label)
    }
    let solved = try LayoutEngine().solve(program, on: phone(at: .accessibilityExtraLarge))
    #expect(
      solved.frame(of: "UILabel[0] in Fixed")?.height == sanFranciscoLabelHeight(fontSize: 40, scale: 3))
    // At Large it is 17 points.
    let large = try LayoutEngine().solve(program, on: phone(at: .large))
    #expect(
      large.frame(of: "UILabel[0] in Fixed")?.height == sanFranciscoLabelHeight(fontSize: 17, scale: 3))
  }

  @Test func aFontMadeForTheViewsTraitsIsAtTheirSize() throws {
    let program = UIKitLayout.view("ForTraits") { () -> UIView in
      let label = UILabel()
      label.text = "Dynamic"
      label.font = .preferredFont(forTextStyle: .body, compatibleWith: label.traitCollection)
      return hosting(label)
    }
    let solved = try LayoutEngine().solve(program, on: phone(at: .accessibilityExtraLarge))
    #expect(solved.frame(of: "UILabel[0] in ForTraits")?.height == 48)
  }

  @Test func aFontFromFontMetricsFollowsTheTextSizeInALabelThatAdjusts() throws {
    let program = UIKitLayout.view("Metrics") { () -> UIView in
      let label = UILabel()
      label.text = "Brand"
      label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .heavy))
      label.adjustsFontForContentSizeCategory = true
      return hosting(label)
    }
    let solved = try LayoutEngine().solve(program, on: phone(at: .accessibilityExtraExtraExtraLarge))
    // 17 × 62/22 → 48 points.
    #expect(
      solved.frame(of: "UILabel[0] in Metrics")?.height == sanFranciscoLabelHeight(fontSize: 48, scale: 3))
  }

  @Test func aButtonsTitleLabelThatAdjustsSizesTheButton() throws {
    let program = UIKitLayout.view("Button") { () -> UIView in
      let button = UIButton(type: .system)
      button.setTitle("Go", for: .normal)
      button.titleLabel?.font = .preferredFont(forTextStyle: .body)
      button.titleLabel?.adjustsFontForContentSizeCategory = true
      return hosting(button)
    }
    let solved = try LayoutEngine().solve(program, on: phone(at: .accessibilityExtraExtraExtraLarge))
    // The title's line at 53 points plus the classic 6 points above and below.
    let height = try #require(solved.frame(of: "UIButton[0] in Button")?.height)
    #expect(abs(height - (sanFranciscoLabelHeight(fontSize: 53, scale: 3) + 12)) < 1e-9)
  }

  @Test func aTextFieldThatAdjustsGrowsWithItsLine() throws {
    func program(adjusts: Bool) -> UIKitLayout {
      UIKitLayout.view("Field") { () -> UIView in
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Email"
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = adjusts
        return hosting(field)
      }
    }
    let screen = phone(at: .accessibilityExtraLarge)
    // Rounded rect: the line height plus 13, rounded up to a point: 2444/2048 × 40 + 13 → 61,
    // with the flag or without it (the font is made at the launch size, AX3); 34 at 17 points, at
    // Large.
    let adjusting = try LayoutEngine().solve(program(adjusts: true), on: screen)
    #expect(adjusting.frame(of: "UITextField[0] in Field")?.height == 61)
    let fixed = try LayoutEngine().solve(program(adjusts: false), on: screen)
    #expect(fixed.frame(of: "UITextField[0] in Field")?.height == 61)
    let large = try LayoutEngine().solve(program(adjusts: false), on: phone(at: .large))
    #expect(large.frame(of: "UITextField[0] in Field")?.height == 34)
  }

  @Test func aTextViewThatAdjustsIsLaidOutAtTheScreensTextSize() throws {
    let program = UIKitLayout.view("TextView") { () -> UIView in
      let textView = UITextView()
      textView.isScrollEnabled = false
      textView.text = "Hi"
      textView.font = .preferredFont(forTextStyle: .body)
      textView.adjustsFontForContentSizeCategory = true
      let container = hosting(textView)
      textView.widthAnchor.constraint(equalToConstant: 300).isActive = true
      return container
    }
    let solved = try LayoutEngine().solve(program, on: phone(at: .accessibilityExtraLarge))
    // One 40-point line (47.73) between the 8-point insets above and below, rounded up to 3x
    // pixels: 63.73 → 64.
    let line: Double = 2444 * 40 / 2048
    #expect(solved.frame(of: "UITextView[0] in TextView")?.height == ((line + 16) * 3).rounded(.up) / 3)
    #expect(solved.frame(of: "UITextView[0] in TextView")?.height == 64)
  }

  // MARK: Text sizes

  @Test func textSizesCompareInTheirOrder() {
    #expect(UIContentSizeCategory.large < .extraLarge)
    #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge > .accessibilityExtraExtraLarge)
    #expect(UIContentSizeCategory.medium <= .medium)
    #expect(UIContentSizeCategory.accessibilityMedium >= .extraExtraExtraLarge)
    #expect(!(UIContentSizeCategory.small >= .medium))
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }
}
