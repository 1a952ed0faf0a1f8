import Foundation

/// What a ``GeometryReader``'s content is given: the reader's size and where it lies.
///
/// ```swift
/// GeometryReader { proxy in
///   Color.blue.frame(width: proxy.size.width / 2)
/// }
/// ```
public struct GeometryProxy {
  /// The reader's size.
  public let size: CGSize
  /// The insets of the safe areas that reach the reader: on each edge that lies on a safe area's
  /// edge, how far the reader would grow if it ignored the safe area (a reader filling a
  /// screen's safe area gets the screen's insets).
  public let safeAreaInsets: EdgeInsets
  let globalFrame: CGRect

  /// The reader's frame in `coordinateSpace`: its own bounds in `.local`, the root's
  /// coordinates otherwise.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: CGRect(origin: .zero, size: size)
    case .global, .named: globalFrame
    }
  }
}

/// A coordinate space a frame can be given in.
public enum CoordinateSpace: Hashable {
  /// The screen's.
  case global
  /// The view's own.
  case local
  /// A space named with `.coordinateSpace(name:)` (the screen's here).
  case named(AnyHashable)
}
