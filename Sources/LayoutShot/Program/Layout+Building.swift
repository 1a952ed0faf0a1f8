// Running a layout program and freezing what it built into a `Layout` value, checking what UIKit
// would have refused on the way.

extension Layout {
  /// Runs `program` for `screen` and freezes the views and active constraints it built.
  ///
  /// - Throws: A ``LayoutError`` for what UIKit would reject with an exception: an invalid
  ///   constraint or priority, a constraint on an item outside the view tree, two views with one
  ///   name, a subview cycle, a view property that cannot be laid out; for a screen that
  ///   cannot be laid out on (see ``Screen/validate()``), before the program runs; and
  ///   ``LayoutError/programFailed(layout:reason:)`` when the program's body throws.
  ///
  /// A program whose code runs on the main actor (a UIKit controller or view) runs there.
  public init(_ program: some LayoutProgram, screen: Screen) throws(LayoutError) {
    self = try ProgramIsolation(of: program).run { () throws(LayoutError) in
      try Self.run(program, screen: screen).layout
    }
  }

  /// Runs `program` for `screen` and freezes what it built, keeping the run (its root and its
  /// recording) so that the tree can be frozen again after passes that change it; the passes'
  /// ``LayoutPasses/willSolve()`` runs before this first freeze.
  static func run(_ program: some LayoutProgram, screen: Screen, extent: LayoutExtent? = nil)
    throws(LayoutError)
    -> (layout: Layout, run: Run)
  {
    try screen.validate()
    let root = View("root")
    root.frame = screen.bounds
    // The root's own margins start at zero: its effective margins are at least the screen's
    // system minimum, so the frozen layout does not depend on the screen's margins.
    root.directionalLayoutMargins = .zero
    let recording = LayoutRecording(screen: screen)
    // A screen in a language shows the program's strings translated, when they are measured
    // (from UIKit code in the body) and when they are frozen.
    let localizing = screen.language.map { Localizing(localizations: program.localizations, language: $0) }
    do {
      _ = try Localizing.$current.withValue(localizing) {
        try LayoutRecording.$current.withValue(recording) { try program.body(root: root, screen: screen) }
      }
    } catch let error as LayoutError {
      throw error
    } catch {
      throw .programFailed(layout: program.name, reason: String(describing: error))
    }
    let run = Run(
      name: program.name, extent: extent ?? program.extent, root: root, recording: recording, screen: screen,
      localizing: localizing)
    run.willSolve()
    return (try run.freeze(), run)
  }

  /// A program's run kept for the passes after a solve.
  struct Run {
    let name: String
    let extent: LayoutExtent
    let root: View
    let recording: LayoutRecording
    let screen: Screen
    /// The translations in force, for a screen in a language.
    let localizing: Localizing?

    /// Whether anything takes part in the passes around a solve.
    var hasPasses: Bool { !recording.passes.isEmpty }

    /// Freezes the tree as it is now, after the passes copied their state into it.
    func freeze() throws(LayoutError) -> Layout {
      each { $0.prepareForFreezing() }
      var layout = try Localizing.$current.withValue(localizing) {
        Result { () throws(LayoutError) -> Layout in
          try Layout(name: name, root: root, recording: recording, screen: screen)
        }
      }.get()
      layout.extent = extent
      return layout
    }

    /// Runs the passes before a solve.
    func willSolve() { each { $0.willSolve() } }

    /// Runs the passes after a solve, with its frames.
    func didSolve(_ solved: SolvedLayout) {
      let frames = SolvedFrames(
        solved: solved, viewIndex: recording.viewIndex, guideIndex: recording.guideIndex)
      each { $0.didSolve(frames) }
    }

    /// Runs the passes once the layout settled.
    func didSettle() { each { $0.didSettle() } }

    /// Runs `body` on each pass, with the recording current so that what it makes is recorded.
    private func each(_ body: (any LayoutPasses) -> Void) {
      LayoutRecording.$current.withValue(recording) {
        for passes in recording.passes { body(passes) }
      }
    }
  }

  /// Freezes the tree under `root`.
  ///
  /// Constraints made outside a program run (without a recording) are found through the items they belong to.
  /// Text is measured for `screen` (its pixel grid and layout direction).
  ///
  /// `skippingOutsideItems` leaves out constraints that relate an item outside the tree, instead of
  /// failing, for measuring a subtree on its own.
  init(
    name: String, root: View, recording: LayoutRecording?, screen: Screen, skippingOutsideItems: Bool = false
  ) throws(LayoutError) {
    if let problem = recording?.problems.first { throw problem }
    var builder = LayoutFreezer(name: name, screen: screen)
    builder.skipsOutsideItems = skippingOutsideItems
    try builder.addTree(root)
    // UIKit refuses an invalid constraint or priority when it is made, active or not.
    for constraint in recording?.constraints ?? [] { try builder.validate(constraint) }
    try builder.addConstraints(extra: recording?.constraints ?? [])
    recording?.viewIndex = builder.viewIndex
    recording?.guideIndex = builder.guideIndex
    self = builder.layout
  }
}

/// Walks a view tree once and fills a ``Layout``.
private struct LayoutFreezer {
  var layout: Layout
  private(set) var viewIndex: [ObjectIdentifier: Int] = [:]
  private(set) var guideIndex: [ObjectIdentifier: Int] = [:]
  private var viewsInOrder: [View] = []
  private var namedAt: [String: SourceLocation] = [:]
  private let screen: Screen
  /// Whether a constraint relating an item outside the tree is left out rather than refused.
  var skipsOutsideItems = false

  init(name: String, screen: Screen) {
    layout = Layout(name: name, views: [], guides: [], constraints: [])
    self.screen = screen
  }

  /// Adds the views depth first, naming unnamed ones after their place, and the custom guides.
  mutating func addTree(_ root: View) throws(LayoutError) {
    var pending: [(view: View, parent: Int?, path: String)] = [(root, nil, root.name ?? "root")]
    while let (view, parent, path) = pending.popLast() {
      guard viewIndex[ObjectIdentifier(view)] == nil else { continue }
      let name = view.name ?? path
      if parent != nil && name == layout.views.first?.name {
        throw .reservedViewName(name, location: view.creationLocation)
      }
      if let first = namedAt[name] {
        throw .duplicateViewName(name, first: first, second: view.creationLocation)
      }
      if let (property, reason) = view.layoutPropertyProblem {
        throw .invalidViewProperty(
          view: name, property: property, reason: reason, location: view.creationLocation)
      }
      namedAt[name] = view.creationLocation
      let content = try view.frozenContent(for: screen)
      let index = layout.views.count
      viewIndex[ObjectIdentifier(view)] = index
      viewsInOrder.append(view)
      layout.views.append(
        Layout.ViewRecord(
          name: name, parent: parent,
          style: Layout.Style(
            backgroundColor: view.backgroundColor, borderColor: view.borderColor,
            borderWidth: view.borderWidth,
            cornerRadius: view.cornerRadius, roundedCorners: view.roundedCorners,
            cornerCurve: view.cornerCurve, alpha: view.alpha,
            isHidden: view.isHidden, clipsToBounds: view.clipsToBounds, drawing: view.drawing,
            overrideAppearance: view.overrideAppearance, overrideLevel: view.overrideLevel,
            overrideIncreasesContrast: view.overrideIncreasesContrast, shadow: view.shadow,
            transform: view.transform, transformAnchor: view.transformAnchor, blur: view.blurRadius),
          intrinsicContentSize: content?.intrinsicSize ?? view.intrinsicContentSize,
          huggingPriority: (
            view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical)
          ),
          compressionResistance: (
            view.contentCompressionResistancePriority(for: .horizontal),
            view.contentCompressionResistancePriority(for: .vertical)
          ),
          layoutMargins: Self.margins(of: view, on: screen),
          insetsLayoutMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
          preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins,
          location: view.creationLocation, content: content?.content, baselines: content?.baselines,
          autoresizing: autoresizing(of: view, isRoot: parent == nil),
          additionalSafeAreaInsets: view.additionalSafeAreaInsets,
          scrolling: (view as? ScrollView)?.scrolling,
          layoutDirection: view.effectiveLayoutDirection(on: screen.layoutDirection)))
      for guide in view.layoutGuides { addGuide(guide, owner: index) }
      for (position, subview) in view.subviews.enumerated().reversed() {
        pending.append((subview, index, "\(name).\(position)"))
      }
    }
  }

  /// The margins `view` keeps: its own, or for a view controller's root view the screen's system
  /// minimum, or its own raised to that minimum when the app set them.
  private static func margins(of view: View, on screen: Screen) -> DirectionalEdgeInsets {
    guard view.keepsScreenMinimumMargins else { return view.directionalLayoutMargins }
    guard view.hasOwnMargins else { return screen.layoutMargins }
    return view.directionalLayoutMargins.atLeast(screen.layoutMargins)
  }

  /// The frame and mask of a view that translates them into constraints; the root's size is the
  /// screen's whatever its flag says.
  private func autoresizing(of view: View, isRoot: Bool) -> Layout.Autoresizing? {
    guard view.translatesAutoresizingMaskIntoConstraints, !isRoot else { return nil }
    return Layout.Autoresizing(
      frame: view.frame, mask: view.autoresizingMask, superviewSize: view.superview?.frame.size ?? .zero)
  }

  /// Adds every active constraint of the tree's items (and `extra` ones, made in the program run,
  /// whose items may be outside the tree), in activation order, then the constraints the views
  /// generate, in tree order.
  mutating func addConstraints(extra: [LayoutConstraint]) throws(LayoutError) {
    var seen = Set<ObjectIdentifier>()
    var constraints: [LayoutConstraint] = []
    func collect(_ list: [LayoutConstraint]) {
      for constraint in list where constraint.isActive && seen.insert(ObjectIdentifier(constraint)).inserted {
        constraints.append(constraint)
      }
    }
    for view in viewsInOrder {
      collect(view.activeConstraints)
      for guide in view.systemGuides + view.layoutGuides { collect(guide.activeConstraints) }
    }
    collect(extra)
    constraints.sort { $0.activationSequence < $1.activationSequence }
    // The constraints views generate (a stack view's arrangement) come after the user's, as UIKit
    // makes them in its constraint update pass, from every view's frozen record.
    let context = FreezeContext(screen: screen) { [layout, viewIndex] view in
      viewIndex[ObjectIdentifier(view)].map { layout.views[$0] }
    }
    for view in viewsInOrder { constraints += view.generatedConstraints(context) }
    for constraint in constraints {
      let items = [constraint.firstItem] + [constraint.secondItem].compactMap { $0 }
      if skipsOutsideItems && !items.allSatisfy(isInTree) { continue }
      // A constraint wholly inside a view hierarchy that is not in the tree (a cell made and not
      // shown, a view taken out with its subviews) stays active in UIKit and takes no part in the
      // window's layout; a lone view outside the tree is still reported, as it is most often a
      // view the program forgot to add.
      if isDetached(items) { continue }
      if let reason = constraint.problem {
        throw .invalidConstraint(
          constraint: constraint.description, reason: reason, location: constraint.location)
      }
      guard constraint.priority.isValid else {
        throw .invalidPriority(
          constraint: constraint.description, priority: constraint.priority.rawValue,
          location: constraint.location)
      }
      let (first, firstAttribute) = try reference(
        constraint.firstItem, constraint.firstAttribute, in: constraint)
      var second: Layout.ItemReference?
      var secondAttribute = LayoutAttribute.notAnAttribute
      if let item = constraint.secondItem {
        (second, secondAttribute) = try reference(item, constraint.secondAttribute, in: constraint)
      }
      layout.constraints.append(
        Layout.ConstraintRecord(
          first: first, firstAttribute: firstAttribute, relation: constraint.relation, second: second,
          secondAttribute: secondAttribute, multiplier: constraint.multiplier, constant: constraint.constant,
          systemSpacingMultiplier: constraint.systemSpacingMultiplier, priority: constraint.priority,
          identifier: constraint.identifier, location: constraint.location, notation: constraint.notation))
    }
  }

  /// Whether `items` all lie outside the tree, in one hierarchy of views detached from it (its
  /// top view has subviews).
  private func isDetached(_ items: [LayoutItem]) -> Bool {
    guard !items.contains(where: isInTree) else { return false }
    let tops = items.map { item -> View? in
      guard var view = (item as? View) ?? (item as? LayoutGuide)?.owningView else { return nil }
      while let superview = view.superview { view = superview }
      return view
    }
    guard let top = tops[0], !top.subviews.isEmpty else { return false }
    return tops.allSatisfy { $0 === top }
  }

  /// Whether an item is a view of the tree or a guide owned by one.
  private func isInTree(_ item: LayoutItem) -> Bool {
    if let view = item as? View { return viewIndex[ObjectIdentifier(view)] != nil }
    guard let owner = (item as? LayoutGuide)?.owningView else { return false }
    return viewIndex[ObjectIdentifier(owner)] != nil
  }

  /// Throws what UIKit would throw for the constraint: an invalid combination or priority.
  func validate(_ constraint: LayoutConstraint) throws(LayoutError) {
    if let reason = constraint.problem {
      throw .invalidConstraint(
        constraint: describe(constraint), reason: reason, location: constraint.location)
    }
    guard constraint.priority.isValid else {
      throw .invalidPriority(
        constraint: describe(constraint), priority: constraint.priority.rawValue,
        location: constraint.location)
    }
  }

  /// The constraint in anchor notation with the names items have in the layout (an unnamed view is
  /// named after its place in the tree).
  func describe(_ constraint: LayoutConstraint) -> String {
    ConstraintText.describe(
      first: "\(name(of: constraint.firstItem)).\(constraint.firstAttribute)", relation: constraint.relation,
      second: constraint.secondItem.map { "\(name(of: $0)).\(constraint.secondAttribute)" },
      multiplier: constraint.multiplier, constant: constraint.constant,
      systemSpacing: constraint.systemSpacingMultiplier, priority: constraint.priority,
      identifier: constraint.identifier)
  }

  private func name(of item: LayoutItem) -> String {
    if let view = item as? View, let index = viewIndex[ObjectIdentifier(view)] {
      return layout.views[index].name
    }
    if let guide = item as? LayoutGuide, let owner = guide.owningView,
      let index = viewIndex[ObjectIdentifier(owner)]
    {
      return "\(layout.views[index].name).\(guide.identifier)"
    }
    return item.displayName
  }

  /// The record reference of an item and attribute; a margin attribute of a view becomes the
  /// matching attribute of its layout margins guide.
  private mutating func reference(
    _ item: LayoutItem, _ attribute: LayoutAttribute, in constraint: LayoutConstraint
  )
    throws(LayoutError) -> (Layout.ItemReference, LayoutAttribute)
  {
    if let view = item as? View {
      guard let index = viewIndex[ObjectIdentifier(view)] else {
        throw .itemNotInLayout(
          constraint: describe(constraint), item: view.displayName, location: constraint.location)
      }
      if let base = attribute.marginBase {
        return (.guide(addGuide(view.layoutMarginsGuide, owner: index)), base)
      }
      if let scrollView = view as? ScrollView, attribute.isPosition,
        scrollView.holdsContent(
          of: item === constraint.firstItem ? constraint.secondItem : constraint.firstItem)
      {
        // Between a scroll view's edges and its content, UIKit's edges are the content's.
        return (.guide(addGuide(scrollView.contentLayoutGuide, owner: index)), attribute)
      }
      return (.view(index), attribute)
    }
    guard let guide = item as? LayoutGuide, let owner = guide.owningView,
      let ownerIndex = viewIndex[ObjectIdentifier(owner)]
    else {
      throw .itemNotInLayout(
        constraint: describe(constraint), item: item.displayName, location: constraint.location)
    }
    return (.guide(addGuide(guide, owner: ownerIndex)), attribute)
  }

  @discardableResult
  private mutating func addGuide(_ guide: LayoutGuide, owner: Int) -> Int {
    if let index = guideIndex[ObjectIdentifier(guide)] { return index }
    let kind: Layout.GuideRecord.Kind =
      switch guide.kind {
      case .safeArea: .safeArea
      case .layoutMargins: .layoutMargins
      case .readableContent: .readableContent
      case .scrollContent: .scrollContent
      case .scrollFrame: .scrollFrame
      case .keyboard: .keyboard
      case .custom: .custom
      }
    let index = layout.guides.count
    guideIndex[ObjectIdentifier(guide)] = index
    layout.guides.append(
      Layout.GuideRecord(
        kind: kind, owner: owner, identifier: guide.identifier, location: guide.creationLocation,
        axis: guide.axis, usesBottomSafeArea: (guide as? KeyboardLayoutGuide)?.usesBottomSafeArea ?? true))
    return index
  }
}
