import Foundation
import LayoutShot

/// A node that draws its child differently without changing its layout (opacity, clipping,
/// rounded corners): it adds a core view at its frame, configured, holding the child's views.
final class DrawingNode: UnaryNode {
  private let configure: (LayoutShot.View, CGSize) -> Void

  init(kind: String, child: LayoutNode, configure: @escaping (LayoutShot.View, CGSize) -> Void) {
    self.configure = configure
    super.init(kind: kind, child: child)
  }

  override func childFrame(in size: CGSize, proposal: ProposedViewSize) -> CGRect {
    CGRect(origin: .zero, size: size)
  }

  override func emit(into parent: Emission) {
    let view = LayoutShot.View()
    let inner = parent.add(view, for: self)
    configure(view, frame.size)
    child.emit(into: inner)
  }
}

/// A modifier that draws a view differently without changing its layout.
public struct _DrawingModifier: ViewModifier {
  let kind: String
  let configure: (LayoutShot.View, CGSize) -> Void

  public typealias Body = Never
}

extension _DrawingModifier: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context).map { DrawingNode(kind: kind, child: $0, configure: configure) }
  }
}

extension View {
  /// The view drawn at `opacity` (0 transparent, 1 opaque); its layout is unchanged.
  ///
  /// ```swift
  /// Text("Disabled").opacity(0.4)
  /// ```
  public func opacity(_ opacity: Double) -> some View {
    modifier(_DrawingModifier(kind: "opacity") { view, _ in view.alpha = min(max(opacity, 0), 1) })
  }

  /// The view clipped to a rectangle with corners rounded by `radius`.
  ///
  /// ```swift
  /// Image("cover").resizable().frame(width: 80, height: 80).cornerRadius(12)
  /// ```
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    modifier(
      _DrawingModifier(kind: "cornerRadius") { view, _ in
        view.cornerRadius = Double(max(radius, 0))
        view.clipsToBounds = true
      })
  }

  /// The view clipped to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(_DrawingModifier(kind: "clipped") { view, _ in view.clipsToBounds = true })
  }

  /// The view clipped to `shape` in its frame: a rounded rectangle, capsule or circle clips to
  /// its rounded outline, any other shape to the frame.
  ///
  /// ```swift
  /// Image("avatar").resizable().frame(width: 64, height: 64).clipShape(Circle())
  /// ```
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(
      _DrawingModifier(kind: "clipShape") { view, size in
        view.clipsToBounds = true
        switch shape {
        case let rounded as RoundedRectangle:
          view.cornerRadius = Double(min(rounded.cornerSize.width, rounded.cornerSize.height))
          view.cornerCurve = rounded.style == .continuous ? .continuous : .circular
        case is Capsule, is Circle:
          view.cornerRadius = Double(min(size.width, size.height) / 2)
        default: break
        }
      })
  }

  /// The view hidden: it keeps its place in the layout but is not drawn.
  public func hidden() -> some View {
    modifier(_DrawingModifier(kind: "hidden") { view, _ in view.isHidden = true })
  }
}

/// How a path is filled (the non-zero rule unless even-odd).
public struct FillStyle: Hashable, Sendable {
  /// Whether the even-odd rule fills.
  public var isEOFilled: Bool
  /// Whether edges are antialiased.
  public var isAntialiased: Bool

  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}
