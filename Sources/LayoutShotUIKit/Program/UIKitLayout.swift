import LayoutShot

/// A layout program made from UIKit code: a view controller laid out on the screen, a view at its
/// own width or the screen's, or a cell at the screen's width, each with the height its
/// constraints give.
///
/// The CLI's catalog and the snapshot assertions take it as they take any program:
///
/// ```swift
/// let layouts: [any LayoutProgram] = [
///   UIKitLayout.controller { LoginViewController() },
///   UIKitLayout.cell { MessageCell(style: .default, reuseIdentifier: "message") },
/// ]
/// let solved = try LayoutEngine().solve(.controller { LoginViewController() }, on: screen)
/// ```
///
/// A new controller or view is made for each screen. The controller gets UIKit's calls in order:
/// its view is loaded (`loadView()`, `viewDidLoad()`), framed to the screen with flexible width
/// and height as a window frames its root view (a root view that does not translate its frame
/// keeps it through `UIView-Encapsulated-Layout-…` constraints; see ``controller(_:_:)``), and `viewWillAppear(_:)` and `viewIsAppearing(_:)` are called (and passed down to the child a
/// navigation or tab bar controller shows, as UIKit forwards them); before each solve
/// `viewWillLayoutSubviews()` and the constraint updates run; after each solve the frames are set and `layoutSubviews()` and
/// `viewDidLayoutSubviews()` run; once the layout settled, `viewDidAppear(_:)` (see ``UIKitTree``).
///
/// All of that runs on the main actor, as on a device: the closures are `@MainActor`, and the
/// engine runs the program's code on the main thread from whichever thread it was called (see
/// ``LayoutEngine``), while it solves each frozen layout, and the caller draws and encodes the
/// result, on the caller's thread.
public struct UIKitLayout: LayoutProgram, MainActorLayoutProgram {
  /// The layout's name: the controller's or view's class name unless given.
  public let name: String
  /// The screen for a controller; the screen's width and a fitted height for a view or cell.
  public let extent: LayoutExtent
  private let make: @MainActor @Sendable () -> Content

  /// What a program lays out.
  enum Content {
    case controller(UIViewController)
    case view(UIView)
  }

  /// A view controller filling the screen.
  ///
  /// Its root view's frame is the screen's, as a window sets its root view's. A root view that
  /// translates its autoresizing mask keeps it through the mask (flexible width and height); one
  /// whose `loadView()` turned `translatesAutoresizingMaskIntoConstraints` off keeps it through
  /// four required constraints named as UIKit names the ones it gives a root view,
  /// `UIView-Encapsulated-Layout-Left`, `-Top`, `-Width` and `-Height`, so that views pinned to its
  /// margins are determined (Documentation/AutoLayout.md#root-views).
  public static func controller<Controller: UIViewController>(
    _ name: String? = nil, _ make: @escaping @MainActor @Sendable () -> Controller
  ) -> UIKitLayout {
    UIKitLayout(name: name ?? String(describing: Controller.self), extent: .screen) { .controller(make()) }
  }

  /// A view as tall as its constraints make it (at least as tall as its frame, when it was made
  /// with one and translates it), `width` points wide, or else at the screen's width unless its
  /// own constraints fix its width.
  ///
  /// Without `width`, the view's width is pulled towards the screen's just below required (999):
  /// a view whose required constraints give it a width (a 44 × 44 toolbar button) is laid out at
  /// that width, as `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` measures it;
  /// every other view takes the screen's width, so that its labels wrap there rather than
  /// collapse to one line (Documentation/AutoLayout.md#fitting-a-view).
  ///
  /// ```swift
  /// UIKitLayout.view { ToolbarButton() }                  // 44 × 44
  /// UIKitLayout.view(width: 320) { ProfileHeaderView() }  // 320 wide, as tall as it needs
  /// ```
  public static func view<Content: UIView>(
    _ name: String? = nil, width: CGFloat? = nil, _ make: @escaping @MainActor @Sendable () -> Content
  )
    -> UIKitLayout
  {
    let extent: LayoutExtent =
      width.map {
        .fitting(Size(width: Double($0), height: 0), horizontal: .required, vertical: .fittingSizeLevel)
      } ?? .fittingScreenWidth(horizontal: Self.ownWidthWins)
    return UIKitLayout(name: name ?? String(describing: Content.self), extent: extent) { .view(make()) }
  }

  /// The priority a view is pulled to the screen's width at: just below required, so that a
  /// width its own constraints require wins.
  static let ownWidthWins = LayoutPriority(999)

  /// A table or collection view cell at the screen's width, self-sized as a table sizes it:
  /// as tall as its content view's constraints make it, or 44 points when they give it no height.
  public static func cell<Cell: UIView>(
    _ name: String? = nil, _ make: @escaping @MainActor @Sendable () -> Cell
  )
    -> UIKitLayout
  {
    UIKitLayout(name: name ?? String(describing: Cell.self), extent: .fittingHeight) { .view(make()) }
  }

  /// Lays out the controller or view under `root`, on the main actor: the engine runs a UIKit
  /// program's body and passes there (``MainActorLayoutProgram``), as UIKit runs an app's.
  public func body(root: View, screen: Screen) -> LayoutBody {
    // The root is the run's own view, made for this body and touched by nothing else meanwhile.
    nonisolated(unsafe) let root = root
    MainActor.assumeIsolated { host(make(), in: root, screen: screen) }
  }

  @MainActor
  private func host(_ content: Content, in root: View, screen: Screen) {
    switch content {
    case .controller(let controller):
      let view: UIView = controller.view
      view.frame = CGRect(origin: .zero, size: CGSize(screen.size))
      root.addSubview(view.layoutShotView)
      if view.translatesAutoresizingMaskIntoConstraints {
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      } else {
        Self.encapsulate(view.layoutShotView, in: root, size: screen.size)
      }
      controller.forEachAppearing { $0.viewWillAppear(false) }
      controller.forEachAppearing { $0.viewIsAppearing(false) }
      LayoutRun.takePart(
        UIKitTree(view, named: "view") { controller.forEachAppearing { $0.viewDidAppear(false) } })
    case .view(let view):
      let frameHeight = view.translatesAutoresizingMaskIntoConstraints ? Double(view.frame.height) : 0
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view.layoutShotView)
      let core = view.layoutShotView
      core.pinEdges(to: root)
      if frameHeight > 0 {
        core.heightAnchor.constraint(greaterThanOrEqualToConstant: frameHeight).isActive = true
      }
      if view is UITableViewCell || view is UICollectionViewCell {
        let fallback = core.heightAnchor.constraint(equalToConstant: Self.standardRowHeight)
        fallback.priority = .fittingSizeLevel + 1
        fallback.isActive = true
      }
      LayoutRun.takePart(UIKitTree(view, named: name) {})
    }
  }

  /// The height a table gives a cell whose content gives it none (UIKit's standard row height).
  static let standardRowHeight = 44.0

  /// Holds a root view that does not translate its frame at the frame its window gives it (the
  /// screen's): origin on the window's, size the screen's, required, with the identifiers UIKit
  /// gives its root views' size and origin constraints (Documentation/AutoLayout.md#root-views).
  @MainActor
  private static func encapsulate(_ view: View, in root: View, size: Size) {
    let constraints = [
      ("UIView-Encapsulated-Layout-Left", view.leftAnchor.constraint(equalTo: root.leftAnchor)),
      ("UIView-Encapsulated-Layout-Top", view.topAnchor.constraint(equalTo: root.topAnchor)),
      ("UIView-Encapsulated-Layout-Width", view.widthAnchor.constraint(equalToConstant: size.width)),
      ("UIView-Encapsulated-Layout-Height", view.heightAnchor.constraint(equalToConstant: size.height)),
    ]
    for (identifier, constraint) in constraints {
      constraint.identifier = identifier
      constraint.isActive = true
    }
  }

}

extension LayoutProgram where Self == UIKitLayout {
  /// A view controller filling the screen (see ``UIKitLayout``).
  public static func controller<Controller: UIViewController>(
    _ name: String? = nil, _ make: @escaping @MainActor @Sendable () -> Controller
  ) -> UIKitLayout {
    UIKitLayout.controller(name, make)
  }

  /// A view as tall as its constraints make it, `width` wide or else at the screen's width
  /// unless its own constraints fix one (see ``UIKitLayout/view(_:width:_:)``).
  public static func view<Content: UIView>(
    _ name: String? = nil, width: CGFloat? = nil, _ make: @escaping @MainActor @Sendable () -> Content
  )
    -> UIKitLayout
  {
    UIKitLayout.view(name, width: width, make)
  }

  /// A cell at the screen's width, self-sized (see ``UIKitLayout``).
  public static func cell<Cell: UIView>(
    _ name: String? = nil, _ make: @escaping @MainActor @Sendable () -> Cell
  )
    -> UIKitLayout
  {
    UIKitLayout.cell(name, make)
  }
}
