import Foundation
import LayoutShotSwiftUI
import Testing

import struct Geometry.EdgeInsets
import class LayoutShot.LayoutEngine
import struct LayoutShot.Rect
import struct LayoutShot.Screen
import struct LayoutShot.Size
import struct LayoutShot.SolvedLayout

/// SwiftUI inside UIKit and UIKit inside SwiftUI.
///
/// `UIHostingController`, `UIViewRepresentable` and `UIViewControllerRepresentable`: frames are
/// worked out in each test from SwiftUI's hosting rule (the root view is proposed the safe area
/// and centred in it) and Auto Layout.
@MainActor
@Suite struct HostingTests {
  /// A 393 × 852 phone at 3x with a 59-point top and 34-point bottom safe area (iPhone 15).
  let phone = Screen(
    size: Size(width: 393, height: 852), scale: 3,
    safeAreaInsets: Geometry.EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))

  @Test func aHostingControllerOnTheScreenCentresItsViewInTheSafeArea() throws {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Hosted") {
        UIHostingController(rootView: Color.red.frame(width: 101, height: 101).accessibilityIdentifier("box"))
      }, on: phone)
    // The safe area is 393 × 759 from y 59: (393 − 101) / 2 = 146, 59 + (759 − 101) / 2 = 388.
    #expect(same(try frame("box", in: solved), Rect(x: 146, y: 388, width: 101, height: 101)))
  }

  @Test func aHostingViewPinnedByItsEdgesTakesItsContentsHeightAtItsWidth() throws {
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Card") { CardController() }, on: phone)
    // 16 in from each side: 361 wide. The stack at 361: the banner 361 × 40 over the 101 × 60
    // block, 100 tall in all; the view is as tall, 16 below the safe area's top at 59.
    #expect(same(try frame("card", in: solved), Rect(x: 16, y: 75, width: 361, height: 100)))
    #expect(same(try frame("banner", in: solved), Rect(x: 16, y: 75, width: 361, height: 40)))
    // The block is centred in the stack: 16 + (361 − 101) / 2 = 146.
    #expect(same(try frame("block", in: solved), Rect(x: 146, y: 115, width: 101, height: 60)))
    // The label below the card sits 8 under it.
    #expect(try frame("below", in: solved).minY == 183)
  }

  @Test func sizeThatFitsAndThePreferredContentSizeAreTheContentsSizes() {
    let controller = UIHostingController(rootView: Color.red.frame(width: 120, height: 40))
    #expect(
      controller.sizeThatFits(in: CGSize(width: 300, height: CGFloat.infinity))
        == CGSize(width: 120, height: 40))
    let stretching = UIHostingController(rootView: Color.red.frame(height: 40))
    #expect(stretching.sizeThatFits(in: CGSize(width: 300, height: 500)) == CGSize(width: 300, height: 40))
    #expect(controller.preferredContentSize == .zero)
    controller.sizingOptions = .preferredContentSize
    #expect(controller.preferredContentSize == CGSize(width: 120, height: 40))
  }

  @Test func aPlainRepresentedViewTakesWhatItIsOffered() throws {
    let solved = try hosted(width: 200, height: 200) {
      VStack(spacing: 0) {
        PlainView().frame(height: 50).accessibilityIdentifier("plain")
        Color.red.frame(height: 50)
      }
    }
    // Both are as wide as the host; the stack (100 tall) is centred: y 50.
    #expect(same(try frame("plain", in: solved), Rect(x: 0, y: 50, width: 200, height: 50)))
  }

  @Test func aRepresentedViewKeepsItsIntrinsicSizeWhereItHugsOrResists() throws {
    // Hugging 250 and compression resistance 750 by default: the offer (pulling at 500) widens it
    // but cannot squeeze it; hugging at 1000 keeps it at 40 × 20.
    let solved = try hosted(width: 200, height: 200) {
      VStack(spacing: 0) {
        IntrinsicView(hugging: .defaultLow).accessibilityIdentifier("loose")
        IntrinsicView(hugging: .required).accessibilityIdentifier("tight")
        IntrinsicView(hugging: .defaultLow).accessibilityIdentifier("squeezed").frame(width: 10, height: 10)
      }
    }
    let loose = try frame("loose", in: solved)
    let tight = try frame("tight", in: solved)
    #expect(loose.width == 200)
    #expect(tight.width == 40 && tight.height == 20)
    #expect(tight.minX == 80)
    // Offered 10 × 10 it keeps 40 × 20 and overflows its 10-point frame, centred on it: the loose
    // view takes the 170 points the others leave, so the frame is at (95, 190) and the view at
    // (95 + 5 − 20, 190 + 5 − 10).
    #expect(same(try frame("squeezed", in: solved), Rect(x: 80, y: 185, width: 40, height: 20)))
  }

  @Test func withNoOfferARepresentedViewTakesItsFittingSize() throws {
    let solved = try hosted(width: 200, height: 200) {
      VStack(spacing: 0) {
        IntrinsicView(hugging: .defaultLow).fixedSize().accessibilityIdentifier("ideal")
        PlainView().fixedSize().accessibilityIdentifier("collapsed")
      }
    }
    // Ideal size: 40 × 20 from the intrinsic size; a view with no intrinsic size and no
    // constraints collapses to zero, as it does in a SwiftUI scroll view.
    #expect(same(try frame("ideal", in: solved), Rect(x: 80, y: 90, width: 40, height: 20)))
    let collapsed = try frame("collapsed", in: solved)
    #expect(collapsed.width == 0 && collapsed.height == 0)
  }

  @Test func aRepresentablesSizeThatFitsWins() throws {
    let solved = try hosted(width: 200, height: 200) {
      FixedWidthView().accessibilityIdentifier("fixed")
    }
    // 30 wide and as tall as offered, centred: x 85.
    #expect(same(try frame("fixed", in: solved), Rect(x: 85, y: 0, width: 30, height: 200)))
  }

  @Test func autoLayoutInsideARepresentedViewSizesAndPlacesItsSubviews() throws {
    let solved = try hosted(width: 200, height: 200) {
      PaddedBadge().accessibilityIdentifier("badge")
    }
    // A 20-point square 8 in from every edge, all required: the view is 36 square whatever it is
    // offered, centred at 82; the square at 90.
    #expect(same(try frame("badge", in: solved), Rect(x: 82, y: 82, width: 36, height: 36)))
    #expect(same(try frame("dot", in: solved), Rect(x: 90, y: 90, width: 20, height: 20)))
  }

  @Test func aRepresentedControllersViewIsLaidOutAndAppears() throws {
    let controller = MarkerController()
    let solved = try hosted(width: 200, height: 200) {
      ControllerView(controller: controller).frame(width: 100, height: 80).accessibilityIdentifier("screen")
    }
    #expect(same(try frame("screen", in: solved), Rect(x: 50, y: 60, width: 100, height: 80)))
    // The marker is pinned 10 in from the view's top-left.
    #expect(same(try frame("marker", in: solved), Rect(x: 60, y: 70, width: 10, height: 10)))
    #expect(controller.appeared)
  }

  @Test func uikitInSwiftUIInUIKitNests() throws {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Nested") {
        UIHostingController(rootView: PaddedBadge().accessibilityIdentifier("badge"))
      }, on: phone)
    // The 36-point badge centred in the safe area: (393 − 36) / 2 = 178.5, 59 + (759 − 36) / 2 = 420.5,
    // each on the 3x pixel grid: 178.667 and 420.667.
    let badge = try frame("badge", in: solved)
    #expect(Swift.abs(badge.minX - 536.0 / 3) < 1e-6 && Swift.abs(badge.minY - 1262.0 / 3) < 1e-6)
    #expect(badge.width == 36)
  }
}

/// A UIKit view with nothing in it.
private struct PlainView: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A 40 × 20 intrinsic size, hugging at the priority given.
private struct IntrinsicView: UIViewRepresentable {
  let hugging: UILayoutPriority

  final class Content: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
  }

  func makeUIView(context: Context) -> Content {
    let view = Content()
    view.setContentHuggingPriority(hugging, for: .horizontal)
    view.setContentHuggingPriority(hugging, for: .vertical)
    return view
  }
  func updateUIView(_ uiView: Content, context: Context) {}
}

/// A view that says its own size: 30 wide, as tall as offered.
private struct FixedWidthView: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {}
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
    CGSize(width: 30, height: proposal.height ?? 10)
  }
}

/// A 20-point square pinned 8 in from each edge of its container.
private struct PaddedBadge: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView {
    let container = UIView()
    let dot = UIView()
    dot.accessibilityIdentifier = "dot"
    dot.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(dot)
    NSLayoutConstraint.activate([
      dot.widthAnchor.constraint(equalToConstant: 20),
      dot.heightAnchor.constraint(equalToConstant: 20),
      dot.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
      dot.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
      container.bottomAnchor.constraint(equalTo: dot.bottomAnchor, constant: 8),
      container.trailingAnchor.constraint(equalTo: dot.trailingAnchor, constant: 8),
    ])
    return container
  }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A controller with a 10-point marker 10 in from its view's top-left, noting that it appeared.
private final class MarkerController: UIViewController {
  let marker = UIView()
  var appeared = false

  override func viewDidLoad() {
    super.viewDidLoad()
    marker.accessibilityIdentifier = "marker"
    marker.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(marker)
    NSLayoutConstraint.activate([
      marker.widthAnchor.constraint(equalToConstant: 10),
      marker.heightAnchor.constraint(equalToConstant: 10),
      marker.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
      marker.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
    ])
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appeared = true
  }
}

private struct ControllerView: UIViewControllerRepresentable {
  let controller: MarkerController
  func makeUIViewController(context: Context) -> MarkerController { controller }
  func updateUIViewController(_ uiViewController: MarkerController, context: Context) {}
}

/// A UIKit screen with a SwiftUI card pinned 16 in from the sides under the safe area's top, and
/// a label 8 below it.
private final class CardController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let card = UIHostingController(
      rootView: VStack(spacing: 0) {
        Color.red.frame(height: 40).accessibilityIdentifier("banner")
        Color.blue.frame(width: 101, height: 60).accessibilityIdentifier("block")
      })
    addChild(card)
    card.view.accessibilityIdentifier = "card"
    card.view.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card.view)
    let below = UIView()
    below.accessibilityIdentifier = "below"
    below.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(below)
    NSLayoutConstraint.activate([
      card.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      card.view.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      card.view.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      below.topAnchor.constraint(equalTo: card.view.bottomAnchor, constant: 8),
      below.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 10),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    card.didMove(toParent: self)
  }
}
