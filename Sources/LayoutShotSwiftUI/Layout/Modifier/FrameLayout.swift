import Foundation

/// A frame of fixed width, height or both around a view: what `.frame(width:height:alignment:)`
/// applies (Documentation/SwiftUILayout.md#frames).
///
/// A given length is the frame's, whatever the view chooses; the view is proposed it and aligned
/// in the frame, and may overflow it. An axis not given is the view's own.
public struct _FrameLayout: ViewModifier {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  public typealias Body = Never
}

extension _FrameLayout: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context).map { FrameNode(child: $0, width: width, height: height, alignment: alignment) }
  }
}

/// A fixed frame's node.
final class FrameNode: UnaryNode {
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  init(child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
    super.init(kind: "frame", child: child)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if let width, let height { return CGSize(width: width, height: height) }
    let size = child.sizeThatFits(childProposal(proposal))
    return CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  override func childFrame(in size: CGSize, proposal: ProposedViewSize) -> CGRect {
    Self.aligned(child, size: child.sizeThatFits(childProposal(proposal)), in: size, by: alignment)
  }

  /// The view's spacing, but a plain view's on the axes the frame sets
  /// (Documentation/SwiftUILayout.md#default-spacing).
  override var spacing: ViewSpacing {
    child.spacing.reset([width == nil ? [] : .horizontal, height == nil ? [] : .vertical])
  }
}

extension View {
  /// A frame `width` wide and `height` high (the view's own length on an axis left `nil`), the
  /// view aligned in it.
  ///
  /// ```swift
  /// Image(systemName: "star").frame(width: 44, height: 44)
  /// Text("Title").frame(height: 60, alignment: .bottom)
  /// ```
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      _FrameLayout(width: Self.validLength(width), height: Self.validLength(height), alignment: alignment))
  }

  /// `length` when it is a finite length of 0 or more; `nil` otherwise, as SwiftUI ignores an
  /// invalid frame length.
  static func validLength(_ length: CGFloat?) -> CGFloat? {
    guard let length, length.isFinite, length >= 0 else { return nil }
    return length
  }
}
