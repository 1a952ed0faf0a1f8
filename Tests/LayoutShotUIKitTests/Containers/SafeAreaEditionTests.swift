import LayoutShot
import LayoutShotUIKit
import Testing

/// A controller with a card pinned to the safe area and a strip pinned to the layout margins, as
/// most screens are built.
private final class SafeCardViewController: UIViewController {
  let card = UIView()
  let strip = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    for view in [card, strip] {
      view.translatesAutoresizingMaskIntoConstraints = false
      self.view.addSubview(view)
    }
    let safe = view.safeAreaLayoutGuide
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: safe.topAnchor),
      card.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      card.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      strip.topAnchor.constraint(equalTo: safe.topAnchor),
      strip.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      strip.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      strip.heightAnchor.constraint(equalToConstant: 10),
    ])
  }
}

/// A UIKit screen laid out on the iPhone Air and on iOS 26's landscape phones: frames computed by
/// hand from the figures of Documentation/Devices.md (the Air's section, and the iOS 26 section's
/// insets), never from the engine's own output.
@MainActor
@Suite("Safe areas per OS edition, laid out")
struct SafeAreaEditionTests {
  private func solve(on screen: Screen) throws -> SolvedLayout {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("SafeCard") { SafeCardViewController() }, on: screen)
    #expect(solved.diagnostics == [])
    return solved
  }

  @Test func theAirUprightKeeps68AboveAnd34Below() throws {
    // 420 × 912, safe area 68 / 34: the card is 912 - 68 - 34 = 810 tall. The Air is 420 wide,
    // so its root margins are the wide phones' 20.
    for edition in OSEdition.allCases {
      let solved = try solve(on: Variant(os: edition).applied(to: Device.iPhoneAir.screen()))
      #expect(solved.frame(of: "card") == Rect(x: 0, y: 68, width: 420, height: 810), "\(edition)")
      #expect(solved.frame(of: "strip") == Rect(x: 20, y: 68, width: 380, height: 10), "\(edition)")
    }
  }

  @Test func theAirInLandscapeOnIOS26() throws {
    // 912 × 420, safe area 68 left and right, 20 below: the card is 912 - 2 × 68 = 776 wide and
    // 420 - 20 = 400 tall. Inset at the sides, the margins are 16 beyond the safe area: 84.
    let screen = Device.iPhoneAir.screen(.landscape, os: .ios26)
    #expect(screen.horizontalSizeClass == .regular && screen.verticalSizeClass == .compact)
    let solved = try solve(on: screen)
    #expect(solved.frame(of: "card") == Rect(x: 68, y: 0, width: 776, height: 400))
    #expect(solved.frame(of: "strip") == Rect(x: 84, y: 0, width: 744, height: 10))
  }

  @Test func aDynamicIslandPhoneInLandscapeLoses20OnIOS26And21OnIOS18() throws {
    // iPhone 15 (the 14 Pro screen): 852 × 393, 59 at the sides; the bottom is 21 on iOS 18 and 20
    // on iOS 26, so the card is 852 - 118 = 734 wide and 393 - 21 = 372 or 393 - 20 = 373 tall.
    let screen = Device.iPhone14Pro.screen(.landscape, os: .ios18)
    let old = try solve(on: screen)
    #expect(old.frame(of: "card") == Rect(x: 59, y: 0, width: 734, height: 372))
    let new = try solve(on: Variant(os: .ios26).applied(to: screen))
    #expect(new.frame(of: "card") == Rect(x: 59, y: 0, width: 734, height: 373))
    #expect(new.frame(of: "strip") == Rect(x: 75, y: 0, width: 702, height: 10))
  }

  @Test func anIPadOnIOS26Has32AboveAnd25Below() throws {
    // iPad (10th generation) in landscape, 1180 × 820: 32 / 25 on iPadOS 26, so the card is
    // 820 - 57 = 763 tall; the margins are the iPad's 20.
    let solved = try solve(on: Device.iPad10.screen(.landscape, os: .ios26))
    #expect(solved.frame(of: "card") == Rect(x: 0, y: 32, width: 1180, height: 763))
    #expect(solved.frame(of: "strip") == Rect(x: 20, y: 32, width: 1140, height: 10))
  }
}
