/// A layout: a named program that builds a view tree with constraints under a root view that stands
/// for the screen.
///
/// The body runs once per screen, so it can branch on size class or orientation the way UIKit code
/// does in `traitCollectionDidChange`:
///
/// ```swift
/// struct Profile: LayoutProgram {
///   func body(root: View, screen: Screen) -> LayoutBody {
///     let avatar = View("avatar")
///     root.addSubview(avatar)
///     avatar.top == root.safeAreaLayoutGuide.top + 16
///     avatar.centerX == root.centerX
///     avatar.width == (screen.horizontalSizeClass == .regular ? 160 : 96)
///     avatar.height == avatar.width
///   }
/// }
///
/// let solved = try LayoutEngine().solve(Profile(), on: screen)
/// solved.frame(of: "avatar")
/// ```
public protocol LayoutProgram: Sendable {
  /// The layout's name in frame dumps, snapshots and the command line; the type's name by default.
  var name: String { get }

  /// Builds the views and constraints under `root` for `screen`.
  @LayoutBuilder func body(root: View, screen: Screen) -> LayoutBody
}

extension LayoutProgram {
  /// The type's name.
  public var name: String { String(describing: Self.self) }
}

/// A layout program made from a closure, for layouts that do not need a type of their own.
///
/// ```swift
/// let badge = AnyLayoutProgram("Badge") { root, screen in
///   let dot = View("dot")
///   root.addSubview(dot)
///   dot.pinEdges(to: root.layoutMarginsGuide)
/// }
/// ```
public struct AnyLayoutProgram: LayoutProgram {
  /// The layout's name.
  public let name: String
  private let build: @Sendable (View, Screen) -> LayoutBody

  /// A program named `name` whose body is the closure.
  public init(_ name: String, @LayoutBuilder body: @escaping @Sendable (View, Screen) -> LayoutBody) {
    self.name = name
    self.build = body
  }

  /// Runs the closure.
  public func body(root: View, screen: Screen) -> LayoutBody {
    build(root, screen)
  }
}
