import Foundation
import LayoutShot
import LayoutShotUIKit
import Testing

@testable import AppFilesMainActor
@testable import AppFilesSwift5
@testable import AppFilesSwift6

// The app files of LanguageModes/AppFiles, compiled three times — Swift 5, Swift 6, and Swift 6 with
// the main actor as the default isolation — laid out on a 375 × 667 screen at 2x with a 20-point
// status bar. Every frame is worked out by hand from the constraints and UIKit's facts: a label is
// as tall as one line of its font, San Francisco's line height being 2444 / 2048 of the size,
// rounded up to the pixel grid; at the default text size (Large) `.title2` is 22 points,
// `.headline` 17 semibold and `.body` 17; a stepper is 94 × 32 and a switch 51 × 31 points.

/// A 375 × 667 screen at 2x with a 20-point status bar (the SwiftUI files' tests use it too).
let phone = Screen(
  device: "phone", size: Size(width: 375, height: 667), scale: 2,
  safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

/// The height of one line of San Francisco at `size` points, rounded up to 2x pixels.
private func lineHeight(_ size: Double) -> Double {
  (size * 2444 / 2048 * 2).rounded(.up) / 2
}

/// The language modes the app files are compiled in.
enum LanguageMode: String, CaseIterable, CustomTestStringConvertible {
  case swift5, swift6, mainActorByDefault

  /// The layouts of the app files as this mode's module compiled them.
  var layouts: [any LayoutProgram] {
    switch self {
    case .swift5: AppFilesSwift5.AppFileLayouts.layouts
    case .swift6: AppFilesSwift6.AppFileLayouts.layouts
    case .mainActorByDefault: AppFilesMainActor.AppFileLayouts.layouts
    }
  }

  func layout(_ name: String) throws -> any LayoutProgram {
    try #require(layouts.first { $0.name == name })
  }

  var testDescription: String { rawValue }
}

/// Solves `program` and returns it, checking that nothing was diagnosed.
private func solve(_ program: any LayoutProgram) throws -> SolvedLayout {
  let solved = try LayoutEngine().solve(program, on: phone)
  #expect(solved.diagnostics == [])
  return solved
}

@Suite("App files in every language mode, laid out")
struct AppFileLayoutTests {
  @Test(arguments: LanguageMode.allCases)
  func theProfileHangsFromTheSafeArea(mode: LanguageMode) throws {
    let solved = try solve(try mode.layout("Profile"))
    // A 96-point avatar 24 below the status bar, centred: x = (375 - 96) / 2.
    #expect(solved.frame(of: "avatarView") == Rect(x: 139.5, y: 44, width: 96, height: 96))
    // The name 16 below it, 20 in from each side, one line of 22-point type.
    #expect(solved.frame(of: "nameLabel") == Rect(x: 20, y: 156, width: 335, height: lineHeight(22)))
    // The 160 × 44 button 12 below the name, centred: x = 187.5 - 80.
    let buttonTop = 156 + lineHeight(22) + 12
    #expect(solved.frame(of: "followButton") == Rect(x: 107.5, y: buttonTop, width: 160, height: 44))
  }

  @Test(arguments: LanguageMode.allCases)
  func theCountSitsOnTheMiddleOfTheSafeArea(mode: LanguageMode) throws {
    let solved = try solve(try mode.layout("Counter"))
    // The safe area runs from 20 to 667: its middle is 343.5, where the label's bottom is.
    let height = lineHeight(48)
    #expect(solved.frame(of: "countLabel") == Rect(x: 24, y: 343.5 - height, width: 327, height: height))
    // The stepper 16 below, centred: x = 187.5 - 47.
    #expect(solved.frame(of: "stepper") == Rect(x: 140.5, y: 359.5, width: 94, height: 32))
  }

  @Test(arguments: LanguageMode.allCases)
  func theComposerStacksTheButtonUnderTheText(mode: LanguageMode) throws {
    let solved = try solve(try mode.layout("Compose"))
    #expect(solved.frame(of: "textView") == Rect(x: 16, y: 36, width: 343, height: 160))
    // Right-aligned with the text view (375 - 16 - 88) and 12 below it (36 + 160 + 12).
    #expect(solved.frame(of: "sendButton") == Rect(x: 271, y: 208, width: 88, height: 44))
  }

  @Test(arguments: LanguageMode.allCases)
  func theCellIsAsTallAsItsThumbnailAndMargins(mode: LanguageMode) throws {
    let solved = try solve(try mode.layout("ArticleCell"))
    // 12 + 60 + 12 points tall, at the screen's width.
    #expect(solved.frame(of: "ArticleCell") == Rect(x: 0, y: 0, width: 375, height: 84))
    #expect(solved.frame(of: "thumbnailView") == Rect(x: 16, y: 12, width: 60, height: 60))
    // From 12 after the thumbnail (16 + 60 + 12 = 88) to 16 before the edge: 271 wide.
    #expect(solved.frame(of: "titleLabel") == Rect(x: 88, y: 12, width: 271, height: lineHeight(17)))
  }

  @Test(arguments: LanguageMode.allCases)
  func theRowIsAsTallAsItsSwitchAndMargins(mode: LanguageMode) throws {
    let solved = try solve(try mode.layout("ToggleRow"))
    // iOS 26's switch is 63 × 28 (Documentation/Controls.md#ios-26): 12 + 28 + 12 points tall.
    #expect(solved.frame(of: "ToggleRow") == Rect(x: 0, y: 0, width: 375, height: 52))
    // The switch 16 in from the trailing edge: 375 - 16 - 63.
    #expect(solved.frame(of: "toggle") == Rect(x: 296, y: 12, width: 63, height: 28))
    // The title centred on the switch (12 + 14 = 26), to within the half pixel its origin snaps to.
    let title = try #require(solved.frame(of: "titleLabel"))
    #expect(title.minX == 16 && title.height == lineHeight(17))
    #expect(abs(title.midY - 26) <= 0.25)
  }
}

/// The app files' own code — `UIAction` handlers, plain state, `async` work in a `Task` — run on the
/// main actor, as a test of app code on a device runs it.
@MainActor
@Suite("App files' actions and tasks")
struct AppFileBehaviourTests {
  @Test func theFollowButtonsActionTogglesItsTitle() throws {
    let controller = AppFilesMainActor.ProfileViewController()
    controller.loadViewIfNeeded()
    #expect(controller.followButton.title(for: .normal) == "Follow")
    controller.followButton.sendActions(for: .touchUpInside)
    #expect(controller.isFollowing)
    #expect(controller.followButton.title(for: .normal) == "Following")
  }

  @Test func theProfileLoadedInATaskIsLaidOutOnTheNextSolve() async throws {
    let controller = AppFilesMainActor.ProfileViewController()
    let program = UIKitLayout.controller("Profile") { controller }
    // The task started in viewDidLoad runs once the main actor is free: after this solve.
    _ = try LayoutEngine().solve(program, on: phone)
    #expect(controller.nameLabel.text == "Loading…")
    for _ in 0..<100 where controller.nameLabel.text != "Ada Lovelace" { await Task.yield() }
    #expect(controller.nameLabel.text == "Ada Lovelace")
    let solved = try LayoutEngine().solve(program, on: phone)
    #expect(solved.frame(of: "nameLabel") == Rect(x: 20, y: 156, width: 335, height: lineHeight(22)))
    // `description`, nonisolated in UIKit, reads the view on the main actor, where this test runs.
    let description = controller.nameLabel.description
    #expect(
      description.hasPrefix("<UILabel 'nameLabel'; frame = ") && description.contains("x: 20.0, y: 156.0"))
  }

  @Test func theSteppersActionSetsTheCount() throws {
    let controller = AppFilesSwift5.CounterViewController()
    controller.loadViewIfNeeded()
    controller.stepper.value = 3
    controller.stepper.sendActions(for: .valueChanged)
    #expect(controller.count == 3)
    #expect(controller.countLabel.text == "3")
  }

  @Test func theSwitchReportsThroughTheRowsClosure() throws {
    let row = AppFilesSwift6.ToggleRowView(title: "Notifications", isOn: true)
    var reported: [Bool] = []
    row.onChange = { reported.append($0) }
    row.toggle.isOn = false
    row.toggle.sendActions(for: .valueChanged)
    #expect(reported == [false])
  }

  @Test func sendingDisablesTheButtonUntilTheTaskEnds() async throws {
    let controller = AppFilesMainActor.ComposeViewController()
    controller.loadViewIfNeeded()
    controller.textView.text = "On my way"
    controller.sendButton.sendActions(for: .primaryActionTriggered)
    #expect(controller.isSending && !controller.sendButton.isEnabled)
    for _ in 0..<100 where controller.isSending { await Task.yield() }
    #expect(!controller.isSending && controller.sendButton.isEnabled)
    #expect(controller.textView.text == "")
  }
}

/// A UIKit layout solved from every isolation a test can have: the frames are the same, and no
/// caller waits for a main actor that is waiting for it.
@Suite("UIKit layouts solved from any isolation")
struct SolvingFromAnyIsolationTests {
  /// The compose screen's send button, worked out above: (271, 208, 88, 44).
  static let sendButton = Rect(x: 271, y: 208, width: 88, height: 44)

  @Test func fromANonisolatedTest() throws {
    // Swift Testing runs this off the main actor: the controller is made and laid out there.
    #expect(!Thread.isMainThread)
    let solved = try LayoutEngine().solve(try LanguageMode.mainActorByDefault.layout("Compose"), on: phone)
    #expect(solved.frame(of: "sendButton") == Self.sendButton)
  }

  @MainActor
  @Test func fromAMainActorTest() throws {
    let solved = try LayoutEngine().solve(try LanguageMode.mainActorByDefault.layout("Compose"), on: phone)
    #expect(solved.frame(of: "sendButton") == Self.sendButton)
  }

  @Test func fromManyTasksAtOnce() async throws {
    let program = try LanguageMode.swift6.layout("Compose")
    let frames = try await withThrowingTaskGroup(of: Rect?.self) { group in
      for _ in 0..<8 {
        group.addTask { try LayoutEngine().solve(program, on: phone).frame(of: "sendButton") }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(frames == Array(repeating: Self.sendButton, count: 8))
  }
}
