import Foundation
import LayoutShot

/// A layout program made from SwiftUI code: a view hosted on the whole screen, in a host of a
/// given size, or at the screen's width and its own height.
///
/// SwiftUI's layout algorithm sizes and places every view (Documentation/SwiftUILayout.md); each
/// laid-out view then becomes a core view at its frame, so the CLI, snapshot assertions, frame
/// dumps and variants take it as they take any program.
///
/// ```swift
/// let layouts: [any LayoutProgram] = [
///   SwiftUILayout.screen("Profile") { ProfileView() },
///   SwiftUILayout.sized("Badge", width: 120, height: 120) { Badge(count: 3) },
///   SwiftUILayout.component("Row") { ContactRow(contact: .sample) },
/// ]
/// ```
///
/// The views' bodies run on the main actor, as on a device (``MainActorLayoutProgram``).
public struct SwiftUILayout: LayoutProgram, MainActorLayoutProgram {
  /// The layout's name.
  public let name: String
  /// The screen, a fixed size, or the screen's width and a fitted height.
  public let extent: LayoutExtent
  private let host: Host
  private let make: @MainActor @Sendable () -> AnyView

  /// How the root view is proposed and placed.
  enum Host: Sendable {
    /// Proposed the safe area, centred in it (a hosting controller's root view).
    case screen
    /// Proposed this size, centred in it, no safe area.
    case sized(CGSize)
    /// Proposed the screen's width and no height; the host is as tall as the view.
    case component
    /// Proposed the screen's size; the host is as large as the view (a preview's
    /// `.sizeThatFitsLayout`).
    case fitted
    /// The view on a sheet's card, the host the card's size (Documentation/Sheets.md#a-sheet-alone).
    case sheet
  }

  /// The view on the whole screen, as a hosting controller's root view: proposed the safe area
  /// and centred in it.
  public static func screen<Content: View>(
    _ name: String, @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) -> SwiftUILayout {
    SwiftUILayout(name: name, extent: .screen, host: .screen) { AnyView(content()) }
  }

  /// The view in a host `width` × `height` points with no safe area, centred.
  public static func sized<Content: View>(
    _ name: String, width: CGFloat, height: CGFloat,
    @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) -> SwiftUILayout {
    hosted(name, in: .sized(CGSize(width: width, height: height))) { AnyView(content()) }
  }

  /// The view at the screen's width and its own height for that width.
  public static func component<Content: View>(
    _ name: String, @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) -> SwiftUILayout {
    hosted(name, in: .component) { AnyView(content()) }
  }

  /// A layout of `make`'s view in `host`, whose picture is the extent that host gives.
  static func hosted(
    _ name: String, in host: Host, _ make: @escaping @MainActor @Sendable () -> AnyView
  ) -> SwiftUILayout {
    switch host {
    case .screen: SwiftUILayout(name: name, extent: .screen, host: host, make: make)
    case .sized(let size):
      SwiftUILayout(
        name: name,
        extent: .fitting(
          Size(width: Double(size.width), height: Double(size.height)), horizontal: .required,
          vertical: .required),
        host: host, make: make)
    case .component: SwiftUILayout(name: name, extent: .fittingHeight, host: host, make: make)
    case .sheet:
      SwiftUILayout(
        name: name, extent: .fittingScreenWidth(horizontal: LayoutPriority(999)), host: host, make: make)
    case .fitted:
      SwiftUILayout(
        name: name,
        extent: .fitting(
          Size(width: 0, height: 0), horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel),
        host: host, make: make)
    }
  }

  /// The view as a presented sheet's content, alone: the picture is the sheet's card at the
  /// sheet's size on the screen (the screen's width and the height of its first detent on a
  /// phone, a form sheet on an iPad), the view laid out in it at the elevated level, as
  /// `.sheet(isPresented:)` shows it (Documentation/Sheets.md#a-sheet-alone).
  ///
  /// ```swift
  /// SwiftUILayout.sheet("Filters") {
  ///   FilterOptions().presentationDetents([.medium])
  /// }
  /// ```
  public static func sheet<Content: View>(
    _ name: String, @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) -> SwiftUILayout {
    hosted(name, in: .sheet) { AnyView(content()) }
  }

  /// Lays the view out and adds its core views under `root`, on the main actor; throws
  /// ``SwiftUILayoutError`` for a view that cannot be laid out.
  public func body(root: LayoutShot.View, screen: Screen) throws -> LayoutBody {
    // The root is the run's own view, made for this body and touched by nothing else meanwhile.
    nonisolated(unsafe) let root = root
    try MainActor.assumeIsolated { try lay(make(), in: root, screen: screen) }
  }

  /// Lays `view` out as a hosting controller's root view in `root`: a view `screen.size` large
  /// with the safe area `screen.safeAreaInsets`, its views named from `name`.
  @MainActor
  static func host(_ view: AnyView, named name: String, in root: LayoutShot.View, screen: Screen) throws {
    try SwiftUILayout(name: name, extent: .screen, host: .screen) { AnyView(EmptyView()) }
      .lay(view, in: root, screen: screen)
  }

  /// Lays `view` out in `root` as this program's host places it, and adds its core views there.
  @MainActor
  private func lay(_ view: AnyView, in root: LayoutShot.View, screen: Screen) throws {
    if case .sheet = host { return try layAlone(sheet: view, in: root, screen: screen) }
    let (content, context) = try Self.resolve(view, on: screen, containerSize: containerSize(screen: screen))
    let environment = context.environment
    let proposal = rootProposal(screen: screen)
    let size = content.sizeThatFits(proposal)
    let area = hostArea(for: size, screen: screen)
    switch host {
    case .component:
      root.heightAnchor.constraint(equalToConstant: Double(area.height)).isActive = true
    case .fitted:
      root.widthAnchor.constraint(equalToConstant: Double(area.width)).isActive = true
      root.heightAnchor.constraint(equalToConstant: Double(area.height)).isActive = true
    case .screen, .sized, .sheet: break
    }
    let frame = CGRect(
      x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
    content.safeArea = safeArea(screen: screen)
    content.place(in: frame, proposal: proposal)
    let hostBounds =
      if case .screen = host {
        CGRect(x: 0, y: 0, width: CGFloat(screen.size.width), height: CGFloat(screen.size.height))
      } else { area }
    content.applyLayoutDirection(
      parentLaidOut: hostBounds, parentFrame: hostBounds, direction: environment.layoutDirection, shift: 0)
    content.sourceType = content.sourceType ?? name
    // A geometry reader's content is made while it is placed: its problems are known only now.
    if let problem = context.problems.found.first { throw problem }
    content.emit(into: Emission(parent: root, origin: .zero, path: name, scale: CGFloat(screen.scale)))
    for diagnostic in LayoutDiagnosis(bounds: hostBounds).diagnostics(of: content) {
      LayoutRun.warn(diagnostic)
    }
    if case .screen = host, let request = context.presentations.shown {
      try present(request, over: hostBounds, in: root, screen: screen)
    }
  }

  /// Lays the sheet or cover `request` asks for out over the screen, `bounds`, and adds its core
  /// views under `root` above the presenting view's.
  @MainActor
  private func present(
    _ request: PresentationRequest, over bounds: CGRect, in root: LayoutShot.View, screen: Screen
  ) throws {
    let presentation = PresentationNode.make(request, metrics: SheetMetrics(screen: screen))
    presentation.place(in: bounds, proposal: ProposedViewSize(bounds.size))
    presentation.applyLayoutDirection(
      parentLaidOut: bounds, parentFrame: bounds, direction: request.environment.layoutDirection, shift: 0)
    if let problem = presentation.problems.found.first { throw problem }
    presentation.emit(into: Emission(parent: root, origin: .zero, path: name, scale: CGFloat(screen.scale)))
    // Off the screen, not off the card: a bar item taller than its row may stand above the card.
    for diagnostic in LayoutDiagnosis(bounds: bounds).diagnostics(of: presentation.card) {
      LayoutRun.warn(diagnostic)
    }
  }

  /// Lays `view` out on a sheet's card of its own, the root the card's size: the metrics from the
  /// device's own safe area, as a fitted layout is solved without it.
  @MainActor
  private func layAlone(sheet view: AnyView, in root: LayoutShot.View, screen: Screen) throws {
    let request = PresentationRequest(style: .sheet, content: view, environment: Self.environment(on: screen))
    let card = SheetCard(sheet: request, metrics: SheetMetrics(screen: screen, restoringSafeArea: true))
    let bounds = CGRect(origin: .zero, size: card.frame.size)
    root.widthAnchor.constraint(equalToConstant: Double(bounds.width)).isActive = true
    root.heightAnchor.constraint(equalToConstant: Double(bounds.height)).isActive = true
    card.node.place(in: bounds, proposal: ProposedViewSize(bounds.size))
    card.node.applyLayoutDirection(
      parentLaidOut: bounds, parentFrame: bounds, direction: request.environment.layoutDirection, shift: 0)
    if let problem = card.problems.found.first { throw problem }
    card.node.emit(into: Emission(parent: root, origin: .zero, path: name, scale: CGFloat(screen.scale)))
    for diagnostic in LayoutDiagnosis(bounds: bounds).diagnostics(of: card.node) {
      LayoutRun.warn(diagnostic)
    }
  }

  /// The environment a view laid out on `screen` reads: its appearance, direction, scale, text
  /// size, size classes, contrast and language.
  @MainActor
  static func environment(on screen: Screen) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = screen.appearance == .dark ? .dark : .light
    environment.layoutDirection = screen.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    environment.displayScale = CGFloat(screen.scale)
    environment.dynamicTypeSize = DynamicTypeSize(screen.contentSize)
    environment.horizontalSizeClass = screen.horizontalSizeClass == .regular ? .regular : .compact
    environment.verticalSizeClass = screen.verticalSizeClass == .regular ? .regular : .compact
    environment.contrast = screen.increasesContrast ? .increased : .standard
    if let language = screen.language { environment.locale = Locale(identifier: language) }
    return environment
  }

  /// `view`'s root node on `screen` (its nodes in a vertical stack when it has several), and the
  /// context it was resolved in; throws the first problem found while resolving.
  @MainActor
  static func resolve(_ view: AnyView, on screen: Screen, containerSize: CGSize) throws -> (
    LayoutNode, ResolveContext
  ) {
    var environment = environment(on: screen)
    environment.containerSize = containerSize
    let context = ResolveContext(environment: environment)
    let nodes = context.nodes(of: view)
    if let problem = context.problems.found.first { throw problem }
    return (LayoutNode.implicitVStack(nodes), context)
  }

  /// What the root view is proposed: the safe area's size, the host's, the screen's width and
  /// no height for a component, or the screen's size for a fitted host.
  private func rootProposal(screen: Screen) -> ProposedViewSize {
    switch host {
    case .screen: ProposedViewSize(hostArea(for: .zero, screen: screen).size)
    case .sized(let size): ProposedViewSize(size)
    case .component, .sheet: ProposedViewSize(width: CGFloat(screen.size.width), height: nil)
    case .fitted: ProposedViewSize(CGSize(width: screen.size.width, height: screen.size.height))
    }
  }

  /// The safe areas that reach the root view: on a screen, the screen's insets (the container
  /// region) and, while the keyboard is shown, its height at the bottom (the keyboard region);
  /// none in a sized host or a component.
  private func safeArea(screen: Screen) -> SafeArea {
    guard case .screen = host else { return .none }
    let bounds = CGRect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
    let insets = screen.safeAreaInsets
    // Laid out left to right and mirrored afterwards: so are the insets.
    let isRightToLeft = screen.layoutDirection == .rightToLeft
    var safeArea = SafeArea.none.adding(
      SafeArea.Layer(
        bounds: bounds,
        insets: EdgeInsets(
          top: CGFloat(insets.top), leading: CGFloat(isRightToLeft ? insets.right : insets.left),
          bottom: CGFloat(insets.bottom), trailing: CGFloat(isRightToLeft ? insets.left : insets.right)),
        regions: .container))
    if let keyboard = screen.keyboardFrame {
      safeArea = safeArea.adding(
        SafeArea.Layer(
          bounds: bounds,
          insets: EdgeInsets(top: 0, leading: 0, bottom: CGFloat(keyboard.height), trailing: 0),
          regions: .keyboard))
    }
    return safeArea
  }

  /// The size `containerRelativeFrame` measures by: the safe area of a screen, a sized host's
  /// bounds, the screen's size for a component.
  private func containerSize(screen: Screen) -> CGSize {
    switch host {
    case .screen: hostArea(for: .zero, screen: screen).size
    case .sized(let size): size
    case .component, .fitted, .sheet: CGSize(width: screen.size.width, height: screen.size.height)
    }
  }

  /// The rectangle the root view is centred in: the safe area (above the keyboard while it is
  /// shown), the host's bounds, or for a component the screen's width and the root view's height
  /// rounded up to the pixel, or for a fitted host the root view's size rounded up to the pixel.
  private func hostArea(for rootSize: CGSize, screen: Screen) -> CGRect {
    switch host {
    case .screen:
      let insets = screen.safeAreaInsets
      let bottom = max(insets.bottom, screen.keyboardFrame?.height ?? 0)
      // Laid out left to right and mirrored afterwards (``LayoutNode/applyLayoutDirection``).
      let leading = screen.layoutDirection == .rightToLeft ? insets.right : insets.left
      return CGRect(
        x: leading, y: insets.top, width: screen.size.width - insets.left - insets.right,
        height: screen.size.height - insets.top - bottom)
    case .sized(let size):
      return CGRect(origin: .zero, size: size)
    case .component, .sheet:
      let height = Emission.roundedUp(rootSize.height, scale: CGFloat(screen.scale))
      return CGRect(x: 0, y: 0, width: CGFloat(screen.size.width), height: height)
    case .fitted:
      let scale = CGFloat(screen.scale)
      return CGRect(
        x: 0, y: 0, width: Emission.roundedUp(rootSize.width, scale: scale),
        height: Emission.roundedUp(rootSize.height, scale: scale))
    }
  }
}

extension LayoutProgram where Self == SwiftUILayout {
  /// A SwiftUI view on the whole screen (see ``SwiftUILayout/screen(_:_:)``).
  public static func screen<Content: View>(
    _ name: String, @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) -> SwiftUILayout {
    SwiftUILayout.screen(name, content)
  }
}
