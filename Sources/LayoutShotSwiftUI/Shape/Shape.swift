import Foundation

/// A 2-D shape that fills the space it is proposed (10 × 10 at its ideal size) and is drawn
/// filled with the foreground colour unless filled or stroked otherwise: SwiftUI's `Shape`.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     var path = Path()
///     path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///     path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///     path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///     path.closeSubpath()
///     return path
///   }
/// }
/// ```
nonisolated public protocol Shape: View, Sendable {
  /// The shape's outline in `rect`.
  func path(in rect: CGRect) -> Path

  /// The size the shape chooses for `proposal`: the proposal, 10 points on an axis proposed `nil`.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  /// The proposal, 10 points on an axis proposed `nil`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The shape filled with `content`.
  ///
  /// ```swift
  /// Circle().fill(Color.green)
  /// ```
  public func fill<S: ShapeStyle>(_ content: S = Color.primary) -> some View {
    ShapeView(shape: self, style: .fill(content.resolvedColor ?? .primary))
  }

  /// The shape's outline drawn `lineWidth` wide in `content`, centred on the outline.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1)
  /// ```
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    ShapeView(shape: self, style: .stroke(content.resolvedColor ?? .primary, lineWidth: lineWidth))
  }
}

extension Shape {
  /// A shape has no body: LayoutShot draws it itself, filled with the foreground colour.
  public var body: Never {
    preconditionFailure("\(Self.self) is a shape: its body is never asked for")
  }
}

/// A shape filled or stroked, the way a view shows it.
struct ShapeView<S: Shape> {
  let shape: S
  let style: ShapeDrawing

  typealias Body = Never
}

extension ShapeView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [ShapeNode(kind: String(describing: S.self), shape: shape, style: style)]
  }
}

/// How a shape is drawn: filled with a colour, or its outline stroked.
enum ShapeDrawing {
  case fill(Color)
  case stroke(Color, lineWidth: CGFloat)
}

extension ShapeView: View {}
