import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect
import struct LayoutShot.Size

/// Draws a toggle as a 40 × 40 square when on and a 10 × 10 one when off, after its label.
private struct SquareToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.label
      let side: CGFloat = configuration.isOn ? 40 : 10
      Color.green.frame(width: side, height: side).accessibilityIdentifier("square")
    }
  }
}

/// Controls' states and styles: disabled, custom toggle styles, progress labels, and the symbol
/// modifiers that leave a placeholder's size alone (Documentation/SwiftUIControls.md).
@Suite struct ControlStateTests {
  @Test func aDisabledSwitchIsDrawnAtHalfOpacity() throws {
    // An on switch centred in 51 × 31 is green (52, 199, 89) 8 points in; disabled, at half
    // opacity over white: 52 / 2 + 127.5 = 153.5, 199 / 2 + 127.5 = 227, 89 / 2 + 127.5 = 172
    // (within a unit of rounding).
    let solved = try hosted(width: 51, height: 31) {
      Toggle("Sound", isOn: .constant(true)).labelsHidden().disabled(true)
    }
    let faded = try pixel(solved, 8, 15.5)
    for (channel, expected) in zip(faded, [153.5, 227, 172]) {
      #expect(Swift.abs(Double(channel) - expected) <= 1, "\(faded)")
    }
  }

  @Test func aCustomToggleStyleGetsTheLabelAndState() throws {
    // On: HStack(spacing: 0) { 20 × 20 label; 40 × 40 } is 60 × 40, centred in 100 × 100:
    // the square at (40, 30). Off: 10 × 10, the stack 30 × 20 at (35, 40): the square at (55, 45).
    let on = try hosted(width: 100, height: 100) {
      Toggle(isOn: .constant(true)) { Color.red.frame(width: 20, height: 20) }.toggleStyle(
        SquareToggleStyle())
    }
    #expect(same(try frame("square", in: on), Rect(x: 40, y: 30, width: 40, height: 40)))
    let off = try hosted(width: 100, height: 100) {
      Toggle(isOn: .constant(false)) { Color.red.frame(width: 20, height: 20) }.toggleStyle(
        SquareToggleStyle())
    }
    #expect(same(try frame("square", in: off), Rect(x: 55, y: 45, width: 10, height: 10)))
  }

  @Test func aProgressBarSitsBetweenItsLabelAndCurrentValueLabel() throws {
    // VStack(alignment: .leading, spacing: 4) { 50 × 10; bar (200 × 4); 30 × 10 }: 32 high,
    // centred in 100: y = 34; the bar at 34 + 14 = 48, the value label at 56.
    let solved = try hosted(width: 200, height: 100) {
      ProgressView(value: 0.3) {
        Color.red.frame(width: 50, height: 10).accessibilityIdentifier("label")
      } currentValueLabel: {
        Color.red.frame(width: 30, height: 10).accessibilityIdentifier("value")
      }
    }
    #expect(same(try frame("label", in: solved), Rect(x: 0, y: 34, width: 50, height: 10)))
    #expect(same(try frame("value", in: solved), Rect(x: 0, y: 56, width: 30, height: 10)))
  }

  @Test func aSpinnerPutsItsLabelEightPointsBelow() throws {
    // VStack(spacing: 8) { 20 × 20 spinner; 50 × 10 }: 38 high, centred in 100: y = 31; the
    // label at 31 + 28 = 59, centred across: x = 75.
    let solved = try hosted(width: 200, height: 100) {
      ProgressView { Color.red.frame(width: 50, height: 10).accessibilityIdentifier("label") }
    }
    #expect(same(try frame("label", in: solved), Rect(x: 75, y: 59, width: 50, height: 10)))
  }

  @Test func aStepperWithActionsLaysOutAsOneWithBounds() throws {
    // The control alone (labels hidden) is 94 × 32 whatever it steps.
    let solved = try hosted(width: 200, height: 100) {
      Stepper("Volume", onIncrement: {}, onDecrement: nil).labelsHidden().accessibilityIdentifier("stepper")
    }
    #expect(same(try frame("stepper", in: solved), Rect(x: 53, y: 34, width: 94, height: 32)))
  }

  @Test func symbolStylingKeepsTheSymbolsSize() throws {
    // Rendering modes and foreground styles change colours only: still 20 × 20 beside body text.
    let solved = try hosted(width: 100, height: 100) {
      Image(systemName: "cloud.sun.fill")
        .renderingMode(.template)
        .symbolRenderingMode(.hierarchical)
        .foregroundStyle(Color.orange)
        .symbolVariant(.fill)
        .accessibilityIdentifier("symbol")
    }
    #expect(try frame("symbol", in: solved).size == Size(width: 20, height: 20))
  }

  @Test func aResizableImageWithCapInsetsStillTakesTheProposal() throws {
    // Not its 100 × 100 placeholder size: the whole 120 × 60 host.
    let solved = try hosted(width: 120, height: 60) {
      Image("bubble")
        .resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8), resizingMode: .tile)
        .accessibilityIdentifier("bubble")
    }
    #expect(same(try frame("bubble", in: solved), Rect(x: 0, y: 0, width: 120, height: 60)))
  }

  @Test func progressViewStylesChooseTheBarOrTheSpinner() throws {
    // Circular: the 20 × 20 spinner even with a value, centred in 200 × 100 at (90, 40).
    // Linear: the 200 × 4 bar even without one, at y = 48, and empty: not blue at x = 10.
    let circular = try hosted(width: 200, height: 100) {
      ProgressView(value: 0.5).progressViewStyle(.circular).accessibilityIdentifier("progress")
    }
    #expect(same(try frame("progress", in: circular), Rect(x: 90, y: 40, width: 20, height: 20)))
    let linear = try hosted(width: 200, height: 100) {
      ProgressView().progressViewStyle(.linear).accessibilityIdentifier("progress")
    }
    #expect(same(try frame("progress", in: linear), Rect(x: 0, y: 48, width: 200, height: 4)))
    #expect(try pixel(linear, 10, 50) != [0, 122, 255])
  }
}
