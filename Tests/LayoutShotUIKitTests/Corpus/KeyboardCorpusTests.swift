import LayoutShot
import LayoutShotTesting
import LayoutShotUIKit
import Testing

// The keyboard corpus (KeyboardCorpus.swift) laid out on an iPhone 12: 390 × 844 at 3x, safe area
// 47 above and 34 below, root margins 16 on the sides; its docked keyboard is 335 points tall in
// portrait (Documentation/Keyboard.md#heights). Every frame is worked out by hand from the
// constraints and those facts; a label is as tall as its lines of its font's line height, rounded
// up to the pixel grid. Each snippet is snapshotted once under Snapshots/Corpus/.

/// A label's height: `lines` lines of `font`, rounded up to the 3x pixel grid.
private func lineHeight(_ font: UIFont, lines: Int = 1) -> Double {
  (Double(font.lineHeight) * Double(lines) * 3).rounded(.up) / 3
}

/// The number of lines `text` takes in `font` wrapped by words at `width`.
private func lineCount(_ text: String, _ font: UIFont, width: Double) -> Int {
  guard let resolved = try? font.layoutShotFont.resolved() else { return 0 }
  return Typesetter.layout(
    text, font: resolved, width: width,
    style: ParagraphStyle(lineBreakMode: .byWordWrapping, numberOfLines: 0)
  ).lines.count
}

/// Whether two rectangles agree to within a thousandth of a point on every edge.
private func near(_ frame: Rect?, _ expected: Rect) -> Bool {
  guard let frame else { return false }
  return abs(frame.minX - expected.minX) < 1e-3 && abs(frame.minY - expected.minY) < 1e-3
    && abs(frame.width - expected.width) < 1e-3 && abs(frame.height - expected.height) < 1e-3
}

/// A value handed to a layout program's `@Sendable` closure and read back after the solve.
private final class Held<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

private let iPhone12 = Device.iPhone12.screen()
private let typing = Variant(keyboard: .shown).applied(to: Device.iPhone12.screen())
private let corpusSnapshots = "Snapshots/Corpus"

@MainActor
@Suite("Keyboard corpus laid out")
struct KeyboardCorpusTests {
  // MARK: 1. Chat input

  @Test func theChatInputBarSitsOnTheKeyboardGuide() throws {
    let program = UIKitLayout.controller("ChatThread") { ChatThreadViewController() }
    let resting = try LayoutEngine().solve(program, on: iPhone12)
    #expect(resting.diagnostics == [])
    // Hidden: the guide's top is the safe area's bottom, 844 - 34 = 810; the 52-point bar ends there.
    #expect(resting.frame(of: "inputBar") == Rect(x: 0, y: 758, width: 390, height: 52))
    #expect(resting.frame(of: "messagesView") == Rect(x: 0, y: 47, width: 390, height: 711))
    // The field: 16 in, 36 tall, centred in the bar: 758 + 8 = 766.
    let field = try #require(resting.frame(of: "messageField"))
    #expect(field.minX == 16 && field.minY == 766 && field.height == 36)
    // Shown: the keyboard's top, 844 - 335 = 509.
    let shown = try LayoutEngine().solve(program, on: typing)
    #expect(shown.diagnostics == [])
    #expect(shown.frame(of: "inputBar") == Rect(x: 0, y: 457, width: 390, height: 52))
    #expect(shown.frame(of: "messagesView") == Rect(x: 0, y: 47, width: 390, height: 410))
    assertLayoutSnapshot(
      of: program, on: .screens(iPhone12), variants: [.standard, Variant(keyboard: .shown)],
      snapshotDirectory: corpusSnapshots)
  }

  // MARK: 2. Near-edge constraints

  @Test func aDockedKeyboardActivatesTheNearBottomSet() throws {
    let controller = Held(KeyboardLoginViewController())
    let program = UIKitLayout.controller("KeyboardLogin") { controller.value }
    let resting = try LayoutEngine().solve(program, on: iPhone12)
    #expect(resting.diagnostics == [])
    // Near the bottom: the card's bottom 20 above the guide's top, 810 - 20 = 790; 300 × 140,
    // centred across (390 - 300) / 2 = 45.
    #expect(resting.frame(of: "card") == Rect(x: 45, y: 650, width: 300, height: 140))
    #expect(controller.value.aboveKeyboardConstraint?.isActive == true)
    #expect(controller.value.centeredConstraint?.isActive == false)
    let guide = controller.value.view.keyboardLayoutGuide
    #expect(guide.constraints(activeWhenNearEdge: .bottom).count == 1)
    #expect(guide.constraints(activeWhenNearEdge: .top).isEmpty)
    // With the keyboard up the card moves with it: 509 - 20 - 140 = 349.
    let shown = try LayoutEngine().solve(
      UIKitLayout.controller("KeyboardLogin") { KeyboardLoginViewController() }, on: typing)
    #expect(shown.frame(of: "card") == Rect(x: 45, y: 349, width: 300, height: 140))
    assertLayoutSnapshot(
      of: program, on: .screens(iPhone12), variants: [Variant(keyboard: .shown)],
      snapshotDirectory: corpusSnapshots)
  }

  // MARK: 3. Root view made in loadView

  @Test func aRootViewThatDoesNotTranslateKeepsTheWindowsFrame() throws {
    let program = UIKitLayout.controller("Notes") { NotesViewController() }
    let solved = try LayoutEngine().solve(program, on: iPhone12)
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "view") == Rect(x: 0, y: 0, width: 390, height: 844))
    // On the root's side margins, 16 in; 16 below the safe area's top, 47 + 16 = 63.
    let title = lineHeight(.systemFont(ofSize: 28, weight: .bold))
    #expect(near(solved.frame(of: "titleLabel"), Rect(x: 16, y: 63, width: 358, height: title)))
    let body = lineHeight(.systemFont(ofSize: 17))
    #expect(near(solved.frame(of: "bodyLabel"), Rect(x: 16, y: 63 + title + 8, width: 358, height: body)))
    assertLayoutSnapshot(of: program, on: .screens(iPhone12), snapshotDirectory: corpusSnapshots)
  }

  @Test func aConflictNamesTheEncapsulatedConstraintsAsUIKitDoes() throws {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("WideNotes") { () -> NotesViewController in
        let notes = NotesViewController()
        notes.view.widthAnchor.constraint(equalToConstant: 500).isActive = true
        return notes
      }, on: iPhone12)
    // UIKit's log lists the root view's `'UIView-Encapsulated-Layout-Width' UIView.width == 390`
    // among the conflicting constraints.
    let conflict = try #require(solved.diagnostics.first { $0.kind == .unsatisfiable })
    let texts = conflict.constraints.map(\.text)
    #expect(
      texts.contains { $0.hasPrefix("'UIView-Encapsulated-Layout-Width'") && $0.hasSuffix("== 390") },
      "\(texts)")
  }

  // MARK: 4. Self-sized button

  @Test func aButtonThatFixesItsSizeIsLaidOutAtIt() throws {
    let program = UIKitLayout.view { ToolbarIconButton() }
    let solved = try LayoutEngine().solve(program, on: iPhone12)
    #expect(solved.diagnostics == [])
    #expect(solved.frame(of: "ToolbarIconButton") == Rect(x: 0, y: 0, width: 44, height: 44))
    #expect(solved.screen.size == Size(width: 44, height: 44))
    assertLayoutSnapshot(of: program, on: .screens(iPhone12), snapshotDirectory: corpusSnapshots)
  }

  // MARK: 5. Dynamic Type form at AX3

  @Test func preferredFontsWithoutTraitsFollowTheLaunchTextSize() throws {
    // AX3 (accessibilityExtraLarge): headline 40, subheadline 36; body leading 48 against 22 at
    // Large, so a 17-point font scaled like body is 17 × 48 / 22 = 37.09, rounded to 37
    // (Documentation/DynamicType.md#sizes-and-leading).
    let large = Held(ProfileFormViewController())
    let ax3 = Held(ProfileFormViewController())
    let ax3Screen = Variant(contentSize: .accessibilityExtraLarge).applied(to: Device.iPhone12.screen())
    let atLarge = try LayoutEngine().solve(
      UIKitLayout.controller("ProfileForm") { large.value }, on: iPhone12)
    let program = UIKitLayout.controller("ProfileForm") { ax3.value }
    let atAX3 = try LayoutEngine().solve(program, on: ax3Screen)
    #expect(atAX3.diagnostics == [])
    #expect(large.value.hintLabel.font.pointSize == 15 && ax3.value.hintLabel.font.pointSize == 36)
    #expect(ax3.value.headingLabel.font.pointSize == 40)
    #expect(ax3.value.nameField.font?.pointSize == 37)
    // The stack starts 20 below the safe area (67), 16 in, 358 wide; the heading is one line.
    let heading = lineHeight(.systemFont(ofSize: 40, weight: .semibold))
    #expect(near(atAX3.frame(of: "headingLabel"), Rect(x: 16, y: 67, width: 358, height: heading)))
    let hintLines = lineCount("Shown to friends", .systemFont(ofSize: 36), width: 358)
    let hint = try #require(atAX3.frame(of: "hintLabel"))
    #expect(abs(hint.minY - (67 + heading + 8)) < 1e-3)
    #expect(abs(hint.height - lineHeight(.systemFont(ofSize: 36), lines: hintLines)) < 1e-3)
    // At Large the same label is one 15-point line, shorter.
    let largeHint = try #require(atLarge.frame(of: "hintLabel"))
    #expect(abs(largeHint.height - lineHeight(.systemFont(ofSize: 15))) < 1e-3)
    #expect(hint.height > largeHint.height)
    assertLayoutSnapshot(
      of: program, on: .screens(iPhone12), variants: [Variant(contentSize: .accessibilityExtraLarge)],
      snapshotDirectory: corpusSnapshots)
  }

  // MARK: 6. VFL with a bare relation

  @Test func aBareRelationInAConnectionIsAnInequality() throws {
    let program = UIKitLayout.view(width: 320) { FilmCardView() }
    let solved = try LayoutEngine().solve(program, on: iPhone12)
    #expect(solved.diagnostics == [])
    // V:|[image(170)][name][year]->=0-| with the height fitted: no gap below the year.
    let name = lineHeight(.systemFont(ofSize: 17, weight: .semibold))
    let year = lineHeight(.systemFont(ofSize: 15))
    #expect(solved.frame(of: "posterView") == Rect(x: 0, y: 0, width: 320, height: 170))
    // |-[name]-| sits on the margins, 8 in.
    #expect(near(solved.frame(of: "nameLabel"), Rect(x: 8, y: 170, width: 304, height: name)))
    let yearFrame = try #require(solved.frame(of: "yearLabel"))
    #expect(abs(yearFrame.minX - 8) < 1e-3 && abs(yearFrame.minY - (170 + name)) < 1e-3)
    // [year]->=8-[rating]-|: the rating ends on the right margin, at least 8 after the year.
    let rating = try #require(solved.frame(of: "ratingLabel"))
    #expect(abs(rating.maxX - 312) < 1e-3 && rating.minX >= yearFrame.maxX + 8)
    #expect(abs(rating.midY - yearFrame.midY) < 1e-3)
    #expect(abs(solved.screen.size.height - (170 + name + year)) < 1e-3)
    assertLayoutSnapshot(of: program, on: .screens(iPhone12), snapshotDirectory: corpusSnapshots)
  }
}
