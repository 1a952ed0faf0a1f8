import Foundation

/// A shape that can be inset by an amount on every side, so that a stroke can lie inside it
/// (`strokeBorder`).
///
/// ```swift
/// Circle().strokeBorder(.blue, lineWidth: 4)   // the ring lies inside the frame
/// RoundedRectangle(cornerRadius: 12).inset(by: 2).fill(.white)
/// ```
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in its frame inset by an amount on every side.
public struct _InsetShape<Base: Shape>: InsettableShape {
  let base: Base
  let amount: CGFloat

  public func path(in rect: CGRect) -> Path {
    let inset = rect.insetBy(dx: min(amount, rect.width / 2), dy: min(amount, rect.height / 2))
    return base.path(in: inset)
  }

  public func inset(by amount: CGFloat) -> _InsetShape<Base> {
    _InsetShape(base: base, amount: self.amount + amount)
  }
}

extension Rectangle: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
  public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
  /// The rectangle inset by `amount`, its corners smaller by as much, as SwiftUI insets it.
  public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
    let corner = CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
    return _InsetShape(base: RoundedRectangle(cornerSize: corner, style: style), amount: amount)
  }
}
