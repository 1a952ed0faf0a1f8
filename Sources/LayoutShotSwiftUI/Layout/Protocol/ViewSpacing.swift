import Foundation

/// The space a view prefers next to each of its edges; a stack asks two neighbours for the
/// distance between them (Documentation/SwiftUILayout.md#default-spacing).
///
/// Preferences are kept per kind of neighbour: text sets how far a view sits above or below it
/// and how far another text's lines sit from its own, so that two texts sit closer than a text and
/// a button. Where no kind matches, the uncategorised preferences decide, and where there are none,
/// the platform's default, 8 points on iOS. A `Spacer` prefers 0 along its stack, so nothing
/// separates it from its neighbours.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)  // 8
/// ```
public struct ViewSpacing: Sendable {
  /// The preferences per edge, indexed by `Edge.rawValue` (top, leading, bottom, trailing).
  private var edges: [EdgePreferences]

  /// No preference on any edge: where a container starts before merging its children's
  /// preferences with ``formUnion(_:edges:)``.
  public init() {
    edges = Array(repeating: EdgePreferences(), count: Edge.allCases.count)
  }

  /// The preferences of a plain view (a colour, a shape, an image, a framed view): none of its
  /// own, and 0 to text on its top and bottom edges, so that text's own preferences decide there.
  static let plain = ViewSpacing().reset(.all)

  /// Zero on every edge: nothing between this view and its neighbours.
  public static let zero: ViewSpacing = uncategorised(0, on: Edge.allCases)

  /// The platform's default distance between two views that state no preference (iOS: 8).
  static let defaultDistance: CGFloat = 8

  /// Merges `other`'s preferences on `edges` into these, keeping the larger of each kind.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      self.edges[Int(edge.rawValue)].formUnion(other.edges[Int(edge.rawValue)])
    }
  }

  /// These preferences merged with `other`'s on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The distance from this view to `next`, which follows it along `axis`: the largest distance of
  /// the kinds both facing edges state; else the larger of their uncategorised preferences; else
  /// the default.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let mine = edges[Int((axis == .horizontal ? Edge.trailing : .bottom).rawValue)]
    let theirs = next.edges[Int((axis == .horizontal ? Edge.leading : .top).rawValue)]
    return mine.distance(to: theirs) ?? Self.defaultDistance
  }

  /// These preferences with those on `edges` replaced by a plain view's: what a frame does on the
  /// axes it sets and padding on the edges it pads.
  func reset(_ edges: Edge.Set) -> ViewSpacing {
    var result = self
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      result.edges[Int(edge.rawValue)] = .plain(at: edge)
    }
    return result
  }

  /// Zero on the two edges along `axis` (a spacer's), no preference across it.
  static func zero(along axis: Axis) -> ViewSpacing {
    uncategorised(0, on: axis == .horizontal ? [.leading, .trailing] : [.top, .bottom])
  }

  /// `length` on `edgesWithLength` with no kind of neighbour, nothing on the others.
  private static func uncategorised(_ length: CGFloat, on edgesWithLength: [Edge]) -> ViewSpacing {
    var spacing = ViewSpacing()
    for edge in edgesWithLength { spacing.edges[Int(edge.rawValue)].uncategorised = length }
    return spacing
  }

  /// A text's preferences, from the largest metrics of its fonts.
  ///
  /// As OpenSwiftUI's `Text+Spacing.swift` has them (Documentation/SwiftUILayout.md#default-spacing):
  /// - above it, `lineHeight + gap − ascender`, where `lineHeight` is ascender − descender and
  ///   `gap` a tenth of it rounded up to the pixel;
  /// - below it, `max(lineHeight + gap − capHeight, gap + descent)`;
  /// - to another text, the lower text's leading rounded up to the pixel.
  static func text(_ metrics: TextSpacingMetrics) -> ViewSpacing {
    var spacing = ViewSpacing()
    let lineHeight = metrics.ascender + metrics.descent
    let gap = metrics.roundedUp(lineHeight * 0.1)
    let lineSpacing = lineHeight + gap
    spacing.edges[Int(Edge.top.rawValue)] = EdgePreferences(
      aboveText: lineSpacing - metrics.ascender, text: metrics)
    spacing.edges[Int(Edge.bottom.rawValue)] = EdgePreferences(
      belowText: max(lineSpacing - metrics.capHeight, gap + metrics.descent), text: metrics)
    return spacing
  }
}

/// What one edge of a view prefers, by the kind of view across from it.
private struct EdgePreferences: Sendable {
  /// The preference to any view, when no kind below matches.
  var uncategorised: CGFloat?
  /// The part of the distance from a view above a text (on the view's bottom edge and the text's
  /// top edge; the two add up).
  var aboveText: CGFloat?
  /// The part of the distance from a text to a view below it (on the text's bottom edge and the
  /// view's top edge; the two add up).
  var belowText: CGFloat?
  /// The font metrics of the text on this edge, for the distance to another text.
  var text: TextSpacingMetrics?

  /// A plain view's: 0 to a text below its bottom edge or above its top edge.
  static func plain(at edge: Edge) -> EdgePreferences {
    switch edge {
    case .top: EdgePreferences(belowText: 0)
    case .bottom: EdgePreferences(aboveText: 0)
    case .leading, .trailing: EdgePreferences()
    }
  }

  /// Keeps the larger preference of each kind.
  mutating func formUnion(_ other: EdgePreferences) {
    func larger(_ mine: CGFloat?, _ theirs: CGFloat?) -> CGFloat? {
      guard let mine, let theirs else { return mine ?? theirs }
      return max(mine, theirs)
    }
    uncategorised = larger(uncategorised, other.uncategorised)
    aboveText = larger(aboveText, other.aboveText)
    belowText = larger(belowText, other.belowText)
    if let theirs = other.text, text.map({ theirs.lineSpacing > $0.lineSpacing }) ?? true { text = theirs }
  }

  /// The distance from this edge to `next`'s facing edge below or after it: the largest of the
  /// kinds both state, else the larger uncategorised preference, else `nil`.
  func distance(to next: EdgePreferences) -> CGFloat? {
    var largest: CGFloat?
    func consider(_ length: CGFloat) { largest = max(largest ?? length, length) }
    if let mine = aboveText, let theirs = next.aboveText { consider(mine + theirs) }
    if let mine = belowText, let theirs = next.belowText { consider(mine + theirs) }
    if let upper = text, let lower = next.text { consider(upper.roundedUp(lower.leading)) }
    if let largest { return largest }
    switch (uncategorised, next.uncategorised) {
    case (let mine?, let theirs?): return max(mine, theirs)
    case (let length?, nil), (nil, let length?): return length
    case (nil, nil): return nil
    }
  }
}
