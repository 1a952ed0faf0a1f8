import Foundation

/// Space added around a view: what `.padding(_:_:)` applies (Documentation/SwiftUILayout.md#padding).
///
/// The view is proposed the proposal less the insets (never below 0), and the padded view is the
/// view's size plus the insets.
public struct _PaddingLayout: ViewModifier {
  /// The edges padded.
  public var edges: Edge.Set
  /// The insets; `nil` for the default, 16 points on each padded edge.
  public var insets: EdgeInsets?

  /// Padding of `insets` on `edges`.
  public init(edges: Edge.Set = .all, insets: EdgeInsets?) {
    self.edges = edges
    self.insets = insets
  }

  public typealias Body = Never

  /// The default padding on each edge (iOS: 16 points).
  static let defaultLength: CGFloat = 16
}

extension _PaddingLayout: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context).map { PaddingNode(child: $0, insets: resolvedInsets) }
  }

  /// The insets on the padded edges (the default where none were given), 0 on the others.
  var resolvedInsets: EdgeInsets {
    var padding = insets ?? EdgeInsets(Self.defaultLength, on: .all)
    if !edges.contains(.top) { padding.top = 0 }
    if !edges.contains(.leading) { padding.leading = 0 }
    if !edges.contains(.bottom) { padding.bottom = 0 }
    if !edges.contains(.trailing) { padding.trailing = 0 }
    return padding
  }
}

/// A padded view's node.
final class PaddingNode: UnaryNode {
  let insets: EdgeInsets

  init(child: LayoutNode, insets: EdgeInsets) {
    self.insets = insets
    super.init(kind: "padding", child: child)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let size = child.sizeThatFits(childProposal(proposal))
    return CGSize(
      width: size.width + insets.total(along: .horizontal),
      height: size.height + insets.total(along: .vertical))
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal.inset(by: insets) }

  override func childFrame(in size: CGSize, proposal: ProposedViewSize) -> CGRect {
    CGRect(
      origin: CGPoint(x: insets.leading, y: insets.top), size: child.sizeThatFits(childProposal(proposal)))
  }

  /// The view's spacing, but a plain view's on the edges padded by more than 0
  /// (Documentation/SwiftUILayout.md#default-spacing).
  override var spacing: ViewSpacing {
    let padded: [(Edge.Set, CGFloat)] = [
      (.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing),
    ]
    return child.spacing.reset(Edge.Set(padded.filter { $0.1 != 0 }.map(\.0)))
  }
}

extension View {
  /// Pads `edges` by `length` (16 points when `nil`).
  ///
  /// ```swift
  /// Text("Hi").padding()                  // 16 on every edge
  /// Text("Hi").padding(.horizontal, 12)   // 12 leading and trailing
  /// ```
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets($0, on: .all) }))
  }

  /// Pads every edge by `length`.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Pads each edge by its inset.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingLayout(edges: .all, insets: insets))
  }
}
