import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect

/// GeometryReader, ViewThatFits and the Layout protocol (custom layouts, AnyLayout, the stack
/// layouts as values), worked by hand from Documentation/SwiftUILayout.md.
@Suite struct ContainerLayoutTests {
  @Test func aGeometryReaderTakesTheProposalAndPlacesItsContentTopLeading() throws {
    // The reader is 200 × 100 (all of the host); its content, half its width and 10 high, sits at
    // its top-leading corner.
    let solved = try hosted(width: 200, height: 100) {
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width / 2, height: 10).accessibilityIdentifier("half")
      }
    }
    #expect(same(try frame("half", in: solved), Rect(x: 0, y: 0, width: 100, height: 10)))
  }

  @Test func viewThatFitsShowsTheFirstCandidateWhoseIdealWidthFits() throws {
    // Ideal widths 300 and 100 in a 200-point proposal: the first does not fit, the second does.
    let solved = try hosted(width: 200, height: 100) {
      ViewThatFits(in: .horizontal) {
        Color.red.frame(width: 300, height: 10).accessibilityIdentifier("wide")
        Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
      }
    }
    #expect(solved.frame(of: "wide") == nil)
    #expect(same(try frame("narrow", in: solved), Rect(x: 50, y: 45, width: 100, height: 10)))
  }

  @Test func viewThatFitsFallsBackToTheLastCandidate() throws {
    let solved = try hosted(width: 50, height: 100) {
      ViewThatFits(in: .horizontal) {
        Color.red.frame(width: 300, height: 10).accessibilityIdentifier("wide")
        Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
      }
    }
    #expect(solved.frame(of: "wide") == nil)
    #expect(same(try frame("narrow", in: solved), Rect(x: -25, y: 45, width: 100, height: 10)))
  }

  @Test func aCustomLayoutSizesAndPlacesItsSubviews() throws {
    // Diagonal: each subview at its ideal size (10 × 10 for a colour, 30 × 20 framed), one after
    // the other down and across; the container is 40 × 30, centred in 100 × 100 at (30, 35).
    let solved = try hosted(width: 100, height: 100) {
      Diagonal {
        Color.red.fixedSize().accessibilityIdentifier("first")
        Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("second")
      }
    }
    #expect(same(try frame("first", in: solved), Rect(x: 30, y: 35, width: 10, height: 10)))
    #expect(same(try frame("second", in: solved), Rect(x: 40, y: 45, width: 30, height: 20)))
  }

  @Test func anyLayoutLaysOutAsTheLayoutItErases() throws {
    // AnyLayout(VStackLayout(spacing: 2)): 10 + 2 + 10 = 22 high, centred at y 39.
    let solved = try hosted(width: 100, height: 100) {
      AnyLayout(VStackLayout(spacing: 2)) {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("top")
        Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("bottom")
      }
    }
    #expect(same(try frame("top", in: solved), Rect(x: 45, y: 39, width: 10, height: 10)))
    #expect(same(try frame("bottom", in: solved), Rect(x: 45, y: 51, width: 10, height: 10)))
  }

  @Test func anyLayoutPassesOnTheExplicitAlignmentOfTheLayoutItErases() throws {
    // The erased VStack is 40 wide; its red child (20 wide, centred at x 10) sets its leading
    // guide at 10, so the stack's leading guide is 10 + 10 = 20. The outer stack lines green's
    // leading edge (0) up on it: green starts 20 right of the inner stack, and the outer stack is
    // 20 + 40 = 60 wide, centred at x 70: red at 80, green at 90; 20 + 10 = 30 high, at y 35.
    let solved = try hosted(width: 200, height: 100) {
      VStack(alignment: .leading, spacing: 0) {
        AnyLayout(VStackLayout(spacing: 0)) {
          Color.red.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 10 }
            .accessibilityIdentifier("red")
          Color.blue.frame(width: 40, height: 10)
        }
        Color.green.frame(width: 40, height: 10).accessibilityIdentifier("green")
      }
    }
    #expect(same(try frame("red", in: solved), Rect(x: 80, y: 35, width: 20, height: 10)))
    #expect(same(try frame("green", in: solved), Rect(x: 90, y: 55, width: 40, height: 10)))
  }

  @Test func aLayoutReadsItsSubviewsLayoutValues() throws {
    // The subview whose rank is 1 goes first, though written second.
    let solved = try hosted(width: 100, height: 100) {
      RankedRow {
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("second")
        Color.blue.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 1).accessibilityIdentifier(
          "first")
      }
    }
    #expect(try frame("first", in: solved).minX < frame("second", in: solved).minX)
  }

  @Test func aLayoutCacheIsMadeOnceAndKept() throws {
    let counter = CacheCounter()
    _ = try hosted(width: 100, height: 100) {
      CountingLayout(counter: counter) { Color.red }
    }
    #expect(counter.count == 1)
  }
}

/// Places each subview at its ideal size, each below and to the right of the one before.
struct Diagonal: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.reduce(CGSize.zero) { size, subview in
      let ideal = subview.sizeThatFits(.unspecified)
      return CGSize(width: size.width + ideal.width, height: size.height + ideal.height)
    }
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var point = bounds.origin
    for subview in subviews {
      let ideal = subview.sizeThatFits(.unspecified)
      subview.place(at: point, proposal: .unspecified)
      point.x += ideal.width
      point.y += ideal.height
    }
  }
}

/// A rank a subview gives the ``RankedRow`` it is in.
struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// A row of subviews in descending rank, each at its ideal size.
struct RankedRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 10 * CGFloat(subviews.count), height: 10)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let ranked = subviews.sorted { $0[Rank.self] > $1[Rank.self] }
    for (index, subview) in ranked.enumerated() {
      subview.place(at: CGPoint(x: bounds.minX + 10 * CGFloat(index), y: bounds.minY), proposal: .unspecified)
    }
  }
}

/// Counts the caches a ``CountingLayout`` makes.
final class CacheCounter: @unchecked Sendable {
  // Read and written on the main actor only, where the layout runs.
  var count = 0
}

/// A layout that counts how often its cache is made.
struct CountingLayout: Layout {
  let counter: CacheCounter

  func makeCache(subviews: Subviews) -> Int {
    counter.count += 1
    return 0
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
    for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
  }
}
