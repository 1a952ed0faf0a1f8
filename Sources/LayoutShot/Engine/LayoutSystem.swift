import Cassowary

/// The Cassowary system of one ``Layout`` in one layout direction: four variables per view and
/// guide, the screen as required edit variables, the user's constraints, and the derived insets of
/// safe-area, margins and readable guides.
///
/// Built once for the first screen; another screen with the same layout only moves the edit
/// variables (`update(for:)`), which re-solves incrementally.
final class LayoutSystem {
  let layout: Layout
  /// Whether some scroll view's content guide is in the layout.
  private lazy var hasScrollContent = layout.guides.contains { $0.kind == .scrollContent }
  let direction: LayoutDirection
  private let solver = Solver()

  /// The frame variables of an item: left, top, width, height in root coordinates.
  struct FrameVariables {
    let x, y, width, height: Variable

    init(_ name: String) {
      x = Variable("\(name).x")
      y = Variable("\(name).y")
      width = Variable("\(name).width")
      height = Variable("\(name).height")
    }

    var all: [Variable] { [x, y, width, height] }
  }

  /// The required edit variables that hold a system guide's insets from its owner's edges.
  struct InsetVariables {
    let top, left, bottom, right: Variable
  }

  private(set) var viewFrames: [FrameVariables] = []
  private(set) var guideFrames: [FrameVariables] = []
  private let screenWidth = Variable("screen.width")
  private let screenHeight = Variable("screen.height")
  /// The inset variables of each system guide (nil for custom guides).
  private var guideInsets: [InsetVariables?] = []

  /// The required edit variables of a text view: its baselines' offsets from its edges, and, for
  /// a label that wraps to its solved width, its intrinsic size, which later passes measure again.
  struct TextVariables {
    let firstBaseline, lastBaseline: Variable
    let intrinsicWidth, intrinsicHeight: Variable?
  }

  /// The text variables of each view that has baselines, by view index.
  private var textVariables: [Int: TextVariables] = [:]

  /// How each constraint the solver may name in a conflict is told to the user.
  private var reports: [ObjectIdentifier: Diagnostic.ConstraintReport] = [:]
  /// The views each user constraint relates (directly or through their guides).
  private var relatedViews: [ObjectIdentifier: [Int]] = [:]
  /// What each edit variable stands for, to describe it in a conflict.
  private var parameterNames: [ObjectIdentifier: String] = [:]
  /// When each constraint (or edit variable) was added, to list conflicts in that order.
  private var additionOrder: [ObjectIdentifier: Int] = [:]
  /// The view whose autoresizing mask made each autoresizing constraint.
  private var autoresizingViews: [ObjectIdentifier: Int] = [:]
  /// Conflicts met while adding the constraints, in order.
  private(set) var conflicts: [Diagnostic] = []
  /// Whether the derived insets of the guides settled on the last screen.
  private(set) var settled = true
  /// Insets measured on a solution that the required constraints refused as edit values: the
  /// system must be built again with them from the start, so the conflict is found (and a
  /// constraint broken) when the constraints are added.
  private(set) var refusedInsets: [EdgeInsets?]?

  /// Builds the system for `screen`, again with the measured insets while the first guess of a
  /// guide's insets hid a conflict.
  static func make(layout: Layout, screen: Screen) -> LayoutSystem {
    var system = LayoutSystem(layout: layout, screen: screen, initialInsets: nil)
    for _ in 0..<maximumRebuilds {
      guard let insets = system.refusedInsets else { break }
      system = LayoutSystem(layout: layout, screen: screen, initialInsets: insets)
    }
    return system
  }

  private static let maximumRebuilds = 4

  /// Builds the system for `screen`, with each system guide's insets starting at
  /// `initialInsets` (or the first guess: no safe area below the root).
  private init(layout: Layout, screen: Screen, initialInsets: [EdgeInsets?]?) {
    self.layout = layout
    self.direction = screen.layoutDirection
    viewFrames = layout.views.map { FrameVariables($0.name) }
    guideFrames = layout.guides.indices.map { FrameVariables(layout.name(of: .guide($0))) }
    addScreen(screen)
    addGuideDefinitions(screen, initialInsets: initialInsets)
    addOneAxisGuides()
    addIntrinsicSizes()
    addAutoresizingConstraints()
    addUserConstraints()
    settleDerivedValues(screen)
  }

  // MARK: Building

  private func addScreen(_ screen: Screen) {
    let root = viewFrames[0]
    addInternal(root.x == 0, "root.x == 0 (the screen's origin)")
    addInternal(root.y == 0, "root.y == 0 (the screen's origin)")
    func priority(_ value: LayoutPriority) -> Priority { Priority(Double(value.rawValue)) }
    switch layout.extent {
    case .screen, .scrollContent:
      addParameter(screenWidth, screen.size.width, "root.width (the screen's width)")
      addParameter(screenHeight, screen.size.height, "root.height (the screen's height)")
    case .fittingHeight:
      addParameter(screenWidth, screen.size.width, "root.width (the screen's width)")
      // As `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
      // with the compressed size: the height is pulled towards 0 at the fitting-size level (50).
      addParameter(
        screenHeight, 0, "root.height (fitted to its content)", priority: priority(.fittingSizeLevel))
    case .fittingScreenWidth(let horizontal):
      addParameter(
        screenWidth, screen.size.width, "root.width (towards the screen's width)",
        priority: priority(horizontal))
      addParameter(
        screenHeight, 0, "root.height (fitted to its content)", priority: priority(.fittingSizeLevel))
    case .fitting(let target, let horizontal, let vertical):
      addParameter(screenWidth, target.width, "root.width (fitted)", priority: priority(horizontal))
      addParameter(screenHeight, target.height, "root.height (fitted)", priority: priority(vertical))
    }
    addInternal(root.width == screenWidth, "root.width == screen width")
    addInternal(root.height == screenHeight, "root.height == screen height")
  }

  private func addGuideDefinitions(_ screen: Screen, initialInsets: [EdgeInsets?]?) {
    let initial = DerivedInsets(layout: layout, screen: screen, frames: nil)
    guideInsets = layout.guides.indices.map { index -> InsetVariables? in
      let guide = layout.guides[index]
      guard guide.kind != .custom else { return nil }
      let name = layout.name(of: .guide(index))
      let insets = initialInsets?[index] ?? initial.insets(ofGuide: index)
      let variables = InsetVariables(
        top: Variable("\(name).inset.top"), left: Variable("\(name).inset.left"),
        bottom: Variable("\(name).inset.bottom"), right: Variable("\(name).inset.right"))
      addParameter(variables.top, insets.top, "\(name) top inset")
      addParameter(variables.left, insets.left, "\(name) left inset")
      addParameter(variables.bottom, insets.bottom, "\(name) bottom inset")
      addParameter(variables.right, insets.right, "\(name) right inset")
      let owner = viewFrames[guide.owner]
      let frame = guideFrames[index]
      addInternal(
        frame.x == owner.x + variables.left, "\(name).left == \(layout.views[guide.owner].name).left + inset")
      addInternal(
        frame.y == owner.y + variables.top, "\(name).top == \(layout.views[guide.owner].name).top + inset")
      // A scroll view's content guide is placed by its top-left corner; the content sizes it.
      guard guide.kind != .scrollContent else { return variables }
      addInternal(
        frame.x + frame.width == owner.x + owner.width - variables.right,
        "\(name).right == \(layout.views[guide.owner].name).right - inset")
      addInternal(
        frame.y + frame.height == owner.y + owner.height - variables.bottom,
        "\(name).bottom == \(layout.views[guide.owner].name).bottom - inset")
      return variables
    }
  }

  /// A guide that takes part in layout along one axis only (a stack view's spacers and gap
  /// guides, UIKit's `_UILayoutSpacer`) gets its owner's frame across it, so that it is determined
  /// there without a constraint UIKit does not make.
  private func addOneAxisGuides() {
    for (index, guide) in layout.guides.enumerated() {
      guard let axis = guide.axis else { continue }
      let frame = guideFrames[index], owner = viewFrames[guide.owner]
      let name = layout.name(of: .guide(index)), ownerName = layout.views[guide.owner].name
      if axis == .horizontal {
        addInternal(frame.y == owner.y, "\(name).top == \(ownerName).top (a horizontal guide)")
        addInternal(
          frame.height == owner.height, "\(name).height == \(ownerName).height (a horizontal guide)")
      } else {
        addInternal(frame.x == owner.x, "\(name).left == \(ownerName).left (a vertical guide)")
        addInternal(frame.width == owner.width, "\(name).width == \(ownerName).width (a vertical guide)")
      }
    }
  }

  /// Intrinsic content size as two inequalities per axis, at the view's hugging and compression
  /// resistance priorities, exactly as UIKit adds them.
  ///
  /// For a label that wraps to its solved width, the bounds are edit variables that later passes
  /// set to its measured size. Text views also get edit variables for their baselines' offsets.
  private func addIntrinsicSizes() {
    for (index, view) in layout.views.enumerated() {
      let frame = viewFrames[index]
      let wraps = view.content?.text?.wrapsToSolvedWidth ?? false
      let widthVariable = addIntrinsicSize(
        view.intrinsicContentSize.width, of: view, size: frame.width, axis: .horizontal, measured: wraps)
      let heightVariable = addIntrinsicSize(
        view.intrinsicContentSize.height, of: view, size: frame.height, axis: .vertical, measured: wraps)
      if let baselines = view.baselines {
        let first = Variable("\(view.name).firstBaselineOffset")
        let last = Variable("\(view.name).lastBaselineOffset")
        addParameter(first, baselines.firstFromTop, "\(view.name) first baseline below its top")
        addParameter(last, baselines.lastFromBottom, "\(view.name) last baseline above its bottom")
        textVariables[index] = TextVariables(
          firstBaseline: first, lastBaseline: last, intrinsicWidth: widthVariable,
          intrinsicHeight: heightVariable)
      }
    }
  }

  /// The two inequalities of one axis of a view's intrinsic size `value` (none when `nil`); when
  /// `measured`, against a new edit variable holding the value, which it returns.
  private func addIntrinsicSize(
    _ value: Double?, of view: Layout.ViewRecord, size: Variable, axis: LayoutAxis, measured: Bool
  ) -> Variable? {
    guard let value else { return nil }
    let dimension = axis == .horizontal ? "width" : "height"
    let text = "\(view.name).\(dimension)", points = NumberText.points(value)
    var bound = LinearExpression(value)
    var variable: Variable?
    if measured {
      let parameter = Variable("\(view.name).intrinsic.\(dimension)")
      addParameter(parameter, value, "\(view.name) intrinsic \(dimension) (measured text)")
      variable = parameter
      bound = LinearExpression(parameter)
    }
    let (resistance, hugging) =
      axis == .horizontal
      ? (view.compressionResistance.horizontal, view.huggingPriority.horizontal)
      : (view.compressionResistance.vertical, view.huggingPriority.vertical)
    addIntrinsic(LinearExpression(size) >= bound, resistance, "\(text) >= \(points)")
    addIntrinsic(LinearExpression(size) <= bound, hugging, "\(text) <= \(points)")
    return variable
  }

  private func addIntrinsic(_ constraint: Constraint, _ priority: LayoutPriority, _ text: String) {
    let prioritized = constraint.withPriority(Priority(Double(priority.rawValue)))
    let note = priority.isRequired ? "" : " @\(priority)"
    addInternal(prioritized, "\(text)\(note) (intrinsic content size)")
  }

  /// UIKit's autoresizing constraints of each view that translates its mask: per axis, its offset
  /// from its superview and its size, each the frame's value plus the flexible parts' share of the
  /// superview's change of size (see ``AutoresizingMask``).
  private func addAutoresizingConstraints() {
    for (index, view) in layout.views.enumerated() {
      guard let autoresizing = view.autoresizing, let parent = view.parent else { continue }
      let mask = autoresizing.mask, frame = autoresizing.frame
      addAutoresizingAxis(
        view: index, parent: parent, horizontal: true, offset: frame.minX, length: frame.width,
        superviewLength: autoresizing.superviewSize.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      addAutoresizingAxis(
        view: index, parent: parent, horizontal: false, offset: frame.minY, length: frame.height,
        superviewLength: autoresizing.superviewSize.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
    }
  }

  /// The two autoresizing constraints of one axis: the view's offset from its superview's edge and
  /// its size, each the frame's value plus its share of the superview's change of size.
  private func addAutoresizingAxis(
    view index: Int, parent: Int, horizontal: Bool, offset: Double, length: Double, superviewLength: Double,
    flexible: (before: Bool, size: Bool, after: Bool)
  ) {
    let frame = viewFrames[index], parentFrame = viewFrames[parent]
    let origin = horizontal ? frame.x : frame.y, size = horizontal ? frame.width : frame.height
    let parentOrigin = horizontal ? parentFrame.x : parentFrame.y
    let parentSize = horizontal ? parentFrame.width : parentFrame.height
    let shares = AutoresizingMask.shares(
      offset: offset, length: length, superviewLength: superviewLength, flexible: flexible)
    let change: LinearExpression = parentSize - superviewLength
    let name = layout.views[index].name, parentName = layout.views[parent].name
    let notation = layout.views[index].autoresizing?.mask.notation ?? ""
    let edge = horizontal ? "left" : "top", dimension = horizontal ? "width" : "height"
    let offsetSide: LinearExpression = change * shares.before + offset
    addAutoresizing(
      origin - parentOrigin == offsetSide, view: index,
      "\(notation) \(name).\(edge) == \(parentName).\(edge)"
        + Self.autoresizingTerms(offset, shares.before, parentName, dimension, superviewLength, signed: true))
    let sizeSide: LinearExpression = change * shares.size + length
    addAutoresizing(
      LinearExpression(size) == sizeSide, view: index,
      "\(notation) \(name).\(dimension) =="
        + Self.autoresizingTerms(length, shares.size, parentName, dimension, superviewLength, signed: false))
  }

  /// The right side of an autoresizing constraint as text: ` + 20 + 0.5 × (root.width - 320)`.
  private static func autoresizingTerms(
    _ value: Double, _ share: Double, _ parent: String, _ dimension: String, _ old: Double, signed: Bool
  ) -> String {
    var text =
      !signed
      ? " \(NumberText.points(value))"
      : value < 0 ? " - \(NumberText.points(-value))" : " + \(NumberText.points(value))"
    if share != 0 {
      text += " + \(NumberText.points(share)) × (\(parent).\(dimension) - \(NumberText.points(old)))"
    }
    return text
  }

  private func addAutoresizing(_ constraint: Constraint, view: Int, _ text: String) {
    autoresizingViews[ObjectIdentifier(constraint)] = view
    relatedViews[ObjectIdentifier(constraint)] = [view]
    addInternal(constraint, text + " (autoresizing mask)")
  }

  /// The user's constraints in activation order.
  ///
  /// A required one that conflicts with those before it is broken (left out), as UIKit recovers, and the
  /// conflict is recorded.
  private func addUserConstraints() {
    for record in layout.constraints {
      let constraint = translate(record)
      let report = Diagnostic.ConstraintReport(
        text: layout.description(of: record), location: record.location)
      reports[ObjectIdentifier(constraint)] = report
      additionOrder[ObjectIdentifier(constraint)] = additionOrder.count
      relatedViews[ObjectIdentifier(constraint)] = [record.first, record.second].compactMap {
        $0.map(layout.viewIndex(of:))
      }
      do {
        try solver.add(constraint)
      } catch {
        conflicts.append(conflictDiagnostic(error, broken: report))
      }
    }
  }

  private func conflictDiagnostic(_ error: SolverError, broken: Diagnostic.ConstraintReport) -> Diagnostic {
    var conflicting: [Constraint] = []
    if case .unsatisfiableConstraint(_, let set) = error {
      conflicting = set.sorted { order(of: $0) < order(of: $1) }
    }
    var involved = Set<Int>()
    for constraint in conflicting { involved.formUnion(relatedViews[ObjectIdentifier(constraint)] ?? []) }
    var message = "Unable to simultaneously satisfy constraints."
    let translating = Set(conflicting.compactMap { autoresizingViews[ObjectIdentifier($0)] }).sorted()
    if !translating.isEmpty {
      let names = translating.map { "'\(layout.views[$0].name)'" }.joined(separator: ", ")
      message +=
        " \(names) \(translating.count == 1 ? "has" : "have") translatesAutoresizingMaskIntoConstraints set to true, "
        + "so \(translating.count == 1 ? "its" : "their") frame and autoresizing mask became constraints that fix "
        + "\(translating.count == 1 ? "its" : "their") frame; this flag is the likely cause: set it to false on a "
        + "view you position with constraints."
    }
    return Diagnostic(
      kind: .unsatisfiable, message: message,
      views: involved.sorted().map { layout.views[$0].name }, constraints: conflicting.map(report(for:)),
      brokenConstraint: broken)
  }

  /// When a constraint of a conflicting set was added: an edit variable's constraint, which the
  /// conflict search makes anew, counts as its variable's.
  private func order(of constraint: Constraint) -> Int {
    if let order = additionOrder[ObjectIdentifier(constraint)] { return order }
    if let variable = constraint.expression.terms.first?.variable {
      return additionOrder[ObjectIdentifier(variable)] ?? Int.max
    }
    return Int.max
  }

  private func report(for constraint: Constraint) -> Diagnostic.ConstraintReport {
    if let report = reports[ObjectIdentifier(constraint)] { return report }
    if constraint.expression.terms.count == 1, let term = constraint.expression.terms.first,
      let name = parameterNames[ObjectIdentifier(term.variable)]
    {
      return Diagnostic.ConstraintReport(
        text: "\(name) == \(NumberText.points(-constraint.expression.constant / term.coefficient))",
        location: nil)
    }
    return Diagnostic.ConstraintReport(text: constraint.description, location: nil)
  }

  private func addInternal(_ constraint: Constraint, _ text: String) {
    reports[ObjectIdentifier(constraint)] = Diagnostic.ConstraintReport(text: text, location: nil)
    additionOrder[ObjectIdentifier(constraint)] = additionOrder.count
    // Internal constraints are made so that they cannot conflict with one another.
    try? solver.add(constraint)
  }

  private func addParameter(
    _ variable: Variable, _ value: Double, _ name: String, priority: Priority = .required
  ) {
    parameterNames[ObjectIdentifier(variable)] = name
    additionOrder[ObjectIdentifier(variable)] = additionOrder.count
    try? solver.addEditVariable(variable, priority: priority, value: value)
  }

  // MARK: Translation

  /// The Cassowary constraint of a record: `first REL multiplier × second + offset`, where in a
  /// right-to-left layout a leading/trailing constraint (and system spacing "after") is mirrored:
  /// its offset runs leftward and an inequality turns round, so that `a.trailing <= b.trailing`
  /// keeps `a` inside `b` as it does left to right (UIKit reads leading and trailing as positions
  /// along the reading direction).
  ///
  /// [dec] The direction is that of the view holding the constraint, as in UIKit: the nearest
  /// common ancestor of its items' views (a guide counts as its owner), each view's being its
  /// semantic content attribute resolved against the screen's (``holdingDirection(of:)``).
  private func translate(_ record: Layout.ConstraintRecord) -> Constraint {
    let direction = holdingDirection(of: record)
    let first = expression(record.first, record.firstAttribute, direction)
    var offset = record.constant + SystemSpacing.betweenItems * (record.systemSpacingMultiplier ?? 0)
    let flips =
      record.firstAttribute.isDirectional || record.secondAttribute.isDirectional
      || (record.systemSpacingMultiplier != nil && record.firstAttribute.kind == .horizontalLocation)
    if direction == .rightToLeft && flips { offset = -offset }
    var rightSide = LinearExpression(offset)
    if let second = record.second {
      rightSide = rightSide + expression(second, record.secondAttribute, direction) * record.multiplier
    }
    let mirrored = direction == .rightToLeft && flips
    let relation: Relation =
      switch record.relation {
      case .equal: .equal
      case .lessThanOrEqual: mirrored ? .greaterThanOrEqual : .lessThanOrEqual
      case .greaterThanOrEqual: mirrored ? .lessThanOrEqual : .greaterThanOrEqual
      }
    return Constraint(first - rightSide, relation, priority: Priority(Double(record.priority.rawValue)))
  }

  /// The effective direction of the view that holds `record`: the nearest common ancestor of the
  /// views of its items (a guide's is its owner).
  private func holdingDirection(of record: Layout.ConstraintRecord) -> LayoutDirection {
    func view(of item: Layout.ItemReference) -> Int {
      switch item {
      case .view(let index): index
      case .guide(let index): layout.guides[index].owner
      }
    }
    var holder = view(of: record.first)
    if let second = record.second {
      var ancestors = Set<Int>()
      var current: Int? = holder
      while let index = current {
        ancestors.insert(index)
        current = layout.views[index].parent
      }
      current = view(of: second)
      while let index = current, !ancestors.contains(index) { current = layout.views[index].parent }
      holder = current ?? 0
    }
    return layout.views[holder].layoutDirection
  }

  /// An attribute of an item as a linear expression of its frame variables, leading and trailing
  /// placed for `direction`.
  private func expression(
    _ item: Layout.ItemReference, _ attribute: LayoutAttribute, _ direction: LayoutDirection
  ) -> LinearExpression {
    let frame: FrameVariables
    switch item {
    case .view(let index): frame = viewFrames[index]
    case .guide(let index): frame = guideFrames[index]
    }
    let leftToRight = direction == .leftToRight
    switch attribute {
    case .left: return LinearExpression(frame.x)
    case .right: return frame.x + frame.width
    case .leading: return leftToRight ? LinearExpression(frame.x) : frame.x + frame.width
    case .trailing: return leftToRight ? frame.x + frame.width : LinearExpression(frame.x)
    case .centerX: return frame.x + 0.5 * frame.width
    case .top: return LinearExpression(frame.y)
    case .bottom: return frame.y + frame.height
    case .firstBaseline, .lastBaseline:
      // A text view's baselines sit at measured offsets from its edges; any other view's are its
      // bottom edge, as UIKit's are.
      guard case .view(let index) = item, let text = textVariables[index] else {
        return frame.y + frame.height
      }
      return attribute == .firstBaseline
        ? frame.y + text.firstBaseline : frame.y + frame.height - text.lastBaseline
    case .centerY: return frame.y + 0.5 * frame.height
    case .width: return LinearExpression(frame.width)
    case .height: return LinearExpression(frame.height)
    case .notAnAttribute, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
      .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      // Margin attributes were turned into the margins guide's when the layout was frozen.
      return LinearExpression(0)
    }
  }

  // MARK: Screens

  /// Moves the screen's edit variables to `screen`.
  ///
  /// Wrapping labels start again from their first-pass size, so the result is the one a new system
  /// for `screen` would give. Throws when a required constraint refuses the new values; the caller
  /// then builds a new system for that screen.
  func update(for screen: Screen) throws(SolverError) {
    switch layout.extent {
    case .screen, .scrollContent:
      try solver.suggestValue(screen.size.width, for: screenWidth)
      try solver.suggestValue(screen.size.height, for: screenHeight)
    case .fittingHeight, .fittingScreenWidth:
      try solver.suggestValue(screen.size.width, for: screenWidth)
    case .fitting:
      break
    }
    for index in textVariables.keys.sorted() {
      guard let variables = textVariables[index], let baselines = layout.views[index].baselines else {
        continue
      }
      let size = layout.views[index].intrinsicContentSize
      for (variable, value) in [
        (variables.intrinsicWidth, size.width), (variables.intrinsicHeight, size.height),
        (variables.firstBaseline, baselines.firstFromTop), (variables.lastBaseline, baselines.lastFromBottom),
      ] {
        if let variable, let value { try solver.suggestValue(value, for: variable) }
      }
    }
    try settleDerivedValues(screen, throwing: true)
  }

  /// Passes of solve-then-measure until the derived insets of the guides and the measured sizes of
  /// wrapping labels stop changing.
  private func settleDerivedValues(_ screen: Screen) {
    try? settleDerivedValues(screen, throwing: false)
  }

  /// The most solves after the first: enough for insets that depend on frames that depend on insets,
  /// and for labels re-wrapped at their solved widths (UIKit's second pass, and a third when the
  /// wrapped text is narrower than the width and a label hugs it).
  private static let maximumPasses = 8

  /// Sets the guides' insets and the wrapping labels' sizes measured on the current solution, and
  /// solves again, until they stop changing (``settled``) or ``maximumPasses`` have run.
  ///
  /// A refused value throws when `throwing`.
  private func settleDerivedValues(_ screen: Screen, throwing: Bool) throws(SolverError) {
    refusedInsets = nil
    for _ in 0..<Self.maximumPasses {
      let frames = exactFrames()
      // Only a scroll view's content guide needs the guides' frames (its content size).
      let derived = DerivedInsets(
        layout: layout, screen: screen, frames: frames,
        guideFrames: hasScrollContent ? exactGuideFrames() : nil)
      let measured = layout.guides.indices.map {
        layout.guides[$0].kind == .custom ? nil : derived.insets(ofGuide: $0)
      }
      var suggestions: [(variable: Variable, value: Double, isInset: Bool)] = []
      for (index, insets) in measured.enumerated() {
        guard let variables = guideInsets[index], let insets else { continue }
        suggestions += [
          (variables.top, insets.top, true), (variables.left, insets.left, true),
          (variables.bottom, insets.bottom, true), (variables.right, insets.right, true),
        ]
      }
      suggestions += wrappedTextSizes(frames: frames, scale: screen.scale).map {
        ($0.variable, $0.value, false)
      }
      var changed = false
      for (variable, value, isInset) in suggestions
      where abs((solver.suggestedValue(for: variable) ?? value) - value) > 1e-9 {
        changed = true
        do {
          try solver.suggestValue(value, for: variable)
        } catch {
          if throwing { throw error }
          if isInset { refusedInsets = measured }
          settled = false
          return
        }
      }
      if !changed {
        settled = true
        return
      }
    }
    settled = false
  }

  /// The intrinsic size and baselines of each label that wraps to its solved width, measured at the
  /// width of its frame in `frames`, in view order.
  private func wrappedTextSizes(frames: [Rect], scale: Double) -> [(variable: Variable, value: Double)] {
    var values: [(variable: Variable, value: Double)] = []
    for index in textVariables.keys.sorted() {
      guard let variables = textVariables[index], let width = variables.intrinsicWidth,
        let height = variables.intrinsicHeight, let text = layout.views[index].content?.text,
        frames[index].width.isFinite
      else { continue }
      let measure = text.intrinsicMeasure(width: max(frames[index].width, 0), scale: scale)
      values += [
        (width, measure.size.width), (height, measure.size.height),
        (variables.firstBaseline, measure.baselines.firstFromTop),
        (variables.lastBaseline, measure.baselines.lastFromBottom),
      ]
    }
    return values
  }

  // MARK: Reading

  /// The exact frame of each view, in root coordinates.
  func exactFrames() -> [Rect] {
    viewFrames.map(frame(of:))
  }

  /// The exact frame of each guide, in root coordinates.
  func exactGuideFrames() -> [Rect] {
    guideFrames.map(frame(of:))
  }

  private func frame(of variables: FrameVariables) -> Rect {
    let values = solver.values(of: variables.all)
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// The attributes of each item that could move in an equally good solution, as `name.x`.
  func ambiguousAttributes(ofView index: Int) -> [String] {
    ambiguous(viewFrames[index], name: layout.views[index].name)
  }

  func ambiguousAttributes(ofGuide index: Int) -> [String] {
    ambiguous(guideFrames[index], name: layout.name(of: .guide(index)))
  }

  private func ambiguous(_ frame: FrameVariables, name: String) -> [String] {
    zip(["x", "y", "width", "height"], frame.all).compactMap { attribute, variable in
      solver.isAmbiguous(variable) ? "\(name).\(attribute)" : nil
    }
  }
}
