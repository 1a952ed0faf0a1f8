import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Diagnostic

/// The diagnostics a SwiftUI layout reports with its solved layout: text cut short, views drawn
/// outside a clipping parent or off the screen, greedy geometry readers
/// (Documentation/SwiftUILayout.md#diagnostics).
@Suite struct DiagnosticsTests {
  @Test func textItsLineLimitCutsShortIsReportedWithTheStackItIsIn() throws {
    let stackLine = #line + 3
    let solved = try hosted(width: 200, height: 100) {
      // Ten words on one line 60 points wide: most are left out.
      VStack {
        Text("one two three four five six seven eight nine ten").lineLimit(1).accessibilityIdentifier("label")
          .frame(width: 60)
      }
    }
    let reports = solved.diagnostics(.truncatedText)
    #expect(reports.map(\.views) == [["label"]])
    #expect(
      reports.first?.message.contains("LayoutShotSwiftUITests/DiagnosticsTests.swift:\(stackLine)") == true)
  }

  @Test func textThatFitsIsNotReported() throws {
    let solved = try hosted(width: 200, height: 100) {
      Text("Fits").accessibilityIdentifier("label")
    }
    #expect(solved.diagnostics(.truncatedText).isEmpty)
    #expect(solved.diagnostics(.offScreen).isEmpty)
  }

  @Test func textTooNarrowForAWordIsReported() throws {
    // A 20-point width is less than the word's: it is broken across lines. Words wrapped at
    // spaces are not reported.
    let narrow = try hosted(width: 200, height: 100) {
      Text("Extraordinarily").accessibilityIdentifier("label").frame(width: 20)
    }
    #expect(narrow.diagnostics(.truncatedText).map(\.views) == [["label"]])
    let wrapped = try hosted(width: 200, height: 100) {
      Text("one two three four").accessibilityIdentifier("label").frame(width: 60)
    }
    #expect(wrapped.diagnostics(.truncatedText).isEmpty)
  }

  @Test func aViewMovedOffTheScreenIsReportedOnce() throws {
    // Centred at x 75, moved 180 right: 255…305 in a 200-wide host. Only the outermost named view
    // is reported, not the ones inside it.
    let solved = try hosted(width: 200, height: 100) {
      ZStack {
        Color.red.accessibilityIdentifier("inner")
      }
      .frame(width: 50, height: 50).accessibilityIdentifier("box").offset(x: 180)
    }
    #expect(solved.diagnostics(.offScreen).map(\.views) == [["box"]])
  }

  @Test func aViewOutsideAParentThatClipsIsReported() throws {
    // A 100-wide colour in a 50-wide clipped frame.
    let solved = try hosted(width: 200, height: 100) {
      Color.red.frame(width: 100, height: 20).accessibilityIdentifier("wide")
        .frame(width: 50, height: 20).clipped().accessibilityIdentifier("window")
    }
    let reports = solved.diagnostics(.offScreen)
    #expect(reports.map(\.views) == [["wide"]])
    #expect(reports.first?.message.contains("outside 'window', which clips it") == true)
  }

  @Test func aGeometryReaderThatTakesAllItsStackGivesIsReported() throws {
    // The stack is offered 300: the bar takes 40, the gap 8, the reader the other 252 though its
    // content is 20 high, so the stack fills the 300. The reader is named where it was written.
    let readerLine = #line + 4
    let solved = try hosted(width: 200, height: 300) {
      VStack {
        Color.blue.frame(height: 40)
        GeometryReader { _ in Color.red.frame(height: 20) }.accessibilityIdentifier("reader")
      }
      .accessibilityIdentifier("stack")
    }
    let reports = solved.diagnostics(.greedyGeometryReader)
    #expect(reports.map(\.views) == [["reader", "stack"]])
    #expect(reports.first?.message.contains("takes all 252 points") == true)
    #expect(reports.first?.message.contains("DiagnosticsTests.swift:\(readerLine)") == true)
  }

  @Test func aGeometryReaderWhoseContentFillsItIsNotReported() throws {
    let solved = try hosted(width: 200, height: 300) {
      VStack {
        Color.blue.frame(height: 40)
        GeometryReader { proxy in Color.red.frame(height: proxy.size.height) }
      }
    }
    #expect(solved.diagnostics(.greedyGeometryReader).isEmpty)
  }
}
