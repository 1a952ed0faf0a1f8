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

  /// The shape filled with `content` (the foreground by default).
  ///
  /// ```swift
  /// Circle().fill(Color.green)
  /// RoundedRectangle(cornerRadius: 12).fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
  /// ```
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
    ShapeView(shape: self, paint: .fill(AnyShapeStyle(content), style))
  }

  /// The shape's outline drawn `lineWidth` wide in `content`, centred on the outline.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).stroke(Color.gray, lineWidth: 1)
  /// ```
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline drawn in `content` with `style` (width, ends, corners, dashes).
  ///
  /// ```swift
  /// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [6, 4]))
  /// ```
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), style))
  }

  /// The shape's outline drawn `lineWidth` wide in the foreground.
  public func stroke(lineWidth: CGFloat = 1) -> some View { stroke(.foreground, lineWidth: lineWidth) }

  /// The shape's outline drawn with `style` in the foreground.
  public func stroke(style: StrokeStyle) -> some View { stroke(.foreground, style: style) }

  /// The part of the shape's outline from `from` to `to`, fractions of its length, for a stroke
  /// (a fill fills the whole shape).
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: 0.7).stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
  /// ```
  public func trim(from: CGFloat = 0, to: CGFloat = 1) -> some Shape {
    TransformedShape(base: self) { $0.trimmedPath(from: from, to: to) }
  }

  /// The shape turned by `angle` about `anchor` of its frame.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape {
    TransformedShape(base: self) { path, rect in
      let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
      let (cosine, sine) = (CGFloat(cos(angle.radians)), CGFloat(sin(angle.radians)))
      return path.mapped { point in
        let (dx, dy) = (point.x - pivot.x, point.y - pivot.y)
        return CGPoint(x: pivot.x + dx * cosine - dy * sine, y: pivot.y + dx * sine + dy * cosine)
      }
    }
  }

  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> some Shape {
    TransformedShape(base: self) { path, _ in
      path.mapped { CGPoint(x: $0.x + offset.width, y: $0.y + offset.height) }
    }
  }

  /// The shape moved by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape { offset(CGSize(width: x, height: y)) }

  /// The shape scaled by `x` and `y` about `anchor` of its frame.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some Shape {
    TransformedShape(base: self) { path, rect in
      let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
      return path.mapped { CGPoint(x: pivot.x + ($0.x - pivot.x) * x, y: pivot.y + ($0.y - pivot.y) * y) }
    }
  }

  /// The shape scaled by `scale` about `anchor` of its frame.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape {
    self.scale(x: scale, y: scale, anchor: anchor)
  }
}

extension InsettableShape {
  /// The shape's outline drawn `lineWidth` wide in `content`, inside the shape (inset by half
  /// the width), so that it stays in the frame.
  ///
  /// ```swift
  /// Circle().strokeBorder(.white, lineWidth: 3)
  /// ```
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  )
    -> some View
  {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The shape's outline drawn with `style` in `content`, inside the shape (inset by half the
  /// width).
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  )
    -> some View
  {
    inset(by: style.lineWidth / 2).stroke(content, style: style)
  }
}

/// A shape whose path is another's changed: trimmed, turned, moved or scaled.
struct TransformedShape<Base: Shape>: Shape {
  let base: Base
  let change: @Sendable (Path, CGRect) -> Path

  init(base: Base, change: @escaping @Sendable (Path, CGRect) -> Path) {
    self.base = base
    self.change = change
  }

  init(base: Base, change: @escaping @Sendable (Path) -> Path) {
    self.init(base: base) { path, _ in change(path) }
  }

  func path(in rect: CGRect) -> Path { change(base.path(in: rect), rect) }

  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
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
  let paint: ShapePaint

  typealias Body = Never
}

extension ShapeView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [
      ShapeNode(
        kind: String(describing: S.self), shape: shape, drawing: paint.resolved(in: context.environment))
    ]
  }
}

/// How a shape is painted, its style not yet resolved: filled, or its outline stroked.
enum ShapePaint {
  case fill(AnyShapeStyle, FillStyle)
  case stroke(AnyShapeStyle, StrokeStyle)

  /// The paint with its style resolved in `environment`.
  func resolved(in environment: EnvironmentValues) -> ShapeDrawing {
    switch self {
    case .fill(let style, let fill): .fill(style.resolved(in: environment), eoFill: fill.isEOFilled)
    case .stroke(let style, let stroke): .stroke(style.resolved(in: environment), stroke)
    }
  }
}

/// How a shape is drawn: filled with a resolved style, or its outline stroked.
enum ShapeDrawing {
  case fill(ResolvedStyle, eoFill: Bool)
  case stroke(ResolvedStyle, StrokeStyle)

  /// Filled with `color`.
  static func fill(_ color: Color) -> ShapeDrawing { .fill(.color(color.coreColor), eoFill: false) }
}

extension ShapeView: View {}
