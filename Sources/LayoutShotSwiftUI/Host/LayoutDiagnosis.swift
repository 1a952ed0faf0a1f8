import Foundation
import LayoutShot

/// What a laid-out view tree shows that its author should know, reported with the solved layout
/// as the Auto Layout diagnostics are (Documentation/SwiftUILayout.md#diagnostics): text its
/// frame cuts short, views drawn outside a parent that clips them or off the screen, and geometry
/// readers that take all the length a stack offers them without using it.
///
/// Each names the view as the frame dump does, and the place in the app's code of the nearest
/// container whose initialiser records one (a stack, a grid, a geometry reader).
struct LayoutDiagnosis {
  /// The host's bounds, in the root's coordinates: what is outside is off the screen.
  let bounds: CGRect
  private static let tolerance: CGFloat = 0.001

  /// The diagnostics of `root` and the nodes under it, once they are placed and emitted.
  func diagnostics(of root: LayoutNode) -> [Diagnostic] {
    var found: [Diagnostic] = []
    visit(root, parent: nil, clip: (bounds, nil), location: nil, isReported: false, into: &found)
    return found
  }

  /// A clipping rectangle and the name of the view that clips to it (`nil` for the screen).
  private typealias Clip = (rect: CGRect, name: String?)

  private func visit(
    _ node: LayoutNode, parent: LayoutNode?, clip: Clip, location: SourceLocation?, isReported: Bool,
    into found: inout [Diagnostic]
  ) {
    let location = node.location ?? location
    let name = node.emittedView?.name
    if let text = node as? TextNode, let name, let reason = Self.truncation(of: text) {
      found.append(
        Diagnostic(
          kind: .truncatedText, message: "'\(name)' is cut short: \(reason)\(Self.place(location)).",
          views: [name]))
    }
    var reported = isReported
    if !reported, let name, !Self.contains(clip.rect, node.frame) {
      let outside = clip.name.map { "outside '\($0)', which clips it" } ?? "partly or wholly off the screen"
      found.append(
        Diagnostic(
          kind: .offScreen,
          message: "'\(name)' is drawn \(outside): its frame \(Self.describe(node.frame)) is not inside "
            + "\(Self.describe(clip.rect))\(Self.place(location)).",
          views: [name]))
      reported = true
    }
    if let reader = node as? GeometryReaderNode, let parent,
      let diagnostic = greed(of: reader, in: parent, location)
    {
      found.append(diagnostic)
    }
    var inner = clip
    if let scrolling = node as? any ScrollingNode {
      // What scrolling brings into view is not cut off: the content counts against its whole
      // rectangle, from the scroll view's top-left corner.
      inner = (
        node.frame.union(CGRect(origin: node.frame.origin, size: scrolling.contentSize)),
        node.emittedView?.name
      )
    } else if let view = node.emittedView, view.clipsToBounds {
      inner = (clip.rect.intersection(node.frame), view.name)
    }
    for child in node.children {
      visit(child, parent: node, clip: inner, location: location, isReported: reported, into: &found)
    }
  }

  /// Why `text` does not show all of itself, or `nil` when it does.
  ///
  /// Its line limit leaves text out, or it is too narrow for one of its words, which is broken
  /// across lines. Too little height is not reported: text here does not yet give up lines for a
  /// short proposal (Documentation/SwiftUILayout.md#text), so the proposals it is placed with
  /// would report text that SwiftUI lays out whole.
  private static func truncation(of text: TextNode) -> String? {
    let width = text.frame.width
    guard let layout = text.label.textLayout(width: Double(width)) else { return nil }
    if layout.isTruncated { return "its line limit leaves text out at \(format(width)) points wide" }
    if breaksInsideAWord(layout) { return "at \(format(width)) points wide a word is broken across lines" }
    return nil
  }

  /// Whether `layout` ends a line inside a word: the next line goes on right after it, with no
  /// space, line break or hyphen between (a wrapped line's trailing spaces are not in its text).
  private static func breaksInsideAWord(_ layout: TextLayout) -> Bool {
    var rest = Substring(layout.text.runs.map(\.text).joined())
    for line in layout.lines.dropLast() {
      guard rest.hasPrefix(line.text), line.text.last != "-" else { return false }
      rest = rest.dropFirst(line.text.count)
      guard let next = rest.first, next.isWhitespace else { return rest.first != nil }
      rest = rest.drop(while: \.isWhitespace)
    }
    return false
  }

  /// A diagnostic when `reader`, a child of a stack, takes all the length the stack is offered
  /// along its axis while its content uses less, so that the stack fills its proposal.
  private func greed(of reader: GeometryReaderNode, in stack: LayoutNode, _ location: SourceLocation?)
    -> Diagnostic?
  {
    let axis: Axis
    switch stack.kind {
    case "HStack": axis = .horizontal
    case "VStack": axis = .vertical
    default: return nil
    }
    guard let offered = stack.placedProposal[axis], offered.isFinite,
      abs(stack.frame.size[axis] - offered) <= Self.tolerance,
      let content = reader.children.first,
      content.frame.size[axis] + Self.tolerance < reader.frame.size[axis],
      let name = reader.emittedView?.name
    else { return nil }
    let stackName = stack.emittedView?.name ?? stack.kind
    return Diagnostic(
      kind: .greedyGeometryReader,
      message: "'\(name)' takes all \(Self.format(reader.frame.size[axis])) points '\(stackName)' gives it "
        + "but its content uses \(Self.format(content.frame.size[axis])): the stack fills the "
        + "\(Self.format(offered)) points it is offered\(Self.place(location)).",
      views: [name, stackName])
  }

  /// Whether `rect` holds `frame`, to a thousandth of a point.
  private static func contains(_ rect: CGRect, _ frame: CGRect) -> Bool {
    frame.minX >= rect.minX - tolerance && frame.minY >= rect.minY - tolerance
      && frame.maxX <= rect.maxX + tolerance && frame.maxY <= rect.maxY + tolerance
  }

  /// ` (Module/File.swift:12)` for a known place, nothing otherwise.
  private static func place(_ location: SourceLocation?) -> String {
    location.map { " (\($0))" } ?? ""
  }

  /// `(x, y) w × h`, each to at most three decimals.
  private static func describe(_ rect: CGRect) -> String {
    "(\(format(rect.minX)), \(format(rect.minY))) \(format(rect.width)) × \(format(rect.height))"
  }

  /// `value` to at most three decimals, without trailing zeros.
  private static func format(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
