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
///
/// A body may `try` what can fail, such as a visual format, and needs no `do`/`catch` (which a
/// result builder cannot hold): an error it throws fails the layout with
/// ``LayoutError/programFailed(layout:reason:)``, whose message is the error's (a format error
/// with its caret).
///
/// ```swift
/// struct Header: LayoutProgram {
///   func body(root: View, screen: Screen) throws -> LayoutBody {
///     let icon = View("icon")
///     let title = Label("title", text: "Inbox")
///     root.addSubviews(icon, title)
///     LayoutConstraint.activate(
///       try LayoutConstraint.constraints(
///         withVisualFormat: "H:|-[icon(30)]-[title]-|", options: [.alignAllCenterY],
///         views: ["icon": icon, "title": title]))
///     icon.top == root.safeAreaLayoutGuide.top + 8
///     icon.height == 30
///   }
/// }
/// ```
public protocol LayoutProgram: Sendable {
  /// The layout's name in frame dumps, snapshots and the command line; the type's name by default.
  var name: String { get }

  /// What the root stands for: the screen (the default), or a component as tall as its content.
  var extent: LayoutExtent { get }

  /// The program's translations, for screens in a language (``Screen/language``); none by
  /// default.
  var localizations: Localizations { get }

  /// The orientation the layout is always shown in, whatever orientations its screens are asked
  /// in (a SwiftUI preview's `.landscapeLeft` trait); `nil` (the default) for the screens' own.
  /// The command line and the snapshot assertions turn each device to it.
  var fixedOrientation: Orientation? { get }

  /// Builds the views and constraints under `root` for `screen`; may throw (see above).
  @LayoutBuilder func body(root: View, screen: Screen) throws -> LayoutBody
}

extension LayoutProgram {
  /// The type's name.
  public var name: String { String(describing: Self.self) }

  /// The screen.
  public var extent: LayoutExtent { .screen }

  /// None: every string shows as written.
  public var localizations: Localizations { Localizations() }

  /// None: the screens' own orientations.
  public var fixedOrientation: Orientation? { nil }
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
  /// What the root stands for.
  public let extent: LayoutExtent
  private let build: @Sendable (View, Screen) throws -> LayoutBody

  /// A program named `name` whose body is the closure, which may throw as a program's body may.
  public init(
    _ name: String, extent: LayoutExtent = .screen,
    @LayoutBuilder body: @escaping @Sendable (View, Screen) throws -> LayoutBody
  ) {
    self.name = name
    self.extent = extent
    self.build = body
  }

  /// Runs the closure.
  public func body(root: View, screen: Screen) throws -> LayoutBody {
    try build(root, screen)
  }
}
