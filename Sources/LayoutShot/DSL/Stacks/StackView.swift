/// A view that lays out a row or a column of views (`UIStackView`), with exactly the constraints
/// UIKit generates for it.
///
/// A stack view arranges its ``arrangedSubviews`` along its ``axis``: ``distribution`` decides
/// their lengths and the gaps between them, ``alignment`` their places across the axis, and
/// ``spacing`` (or ``setCustomSpacing(_:after:)``) the gaps. Position the stack itself with
/// constraints, as any view; it draws nothing of its own but its background and border (as a
/// `UIStackView` does since iOS 14).
///
/// ```swift
/// let title = Label("title", text: "Sign in")
/// let email = Label("email", text: "you@example.com")
/// let form = StackView("form", arrangedSubviews: [title, email])
/// form.axis = .vertical
/// form.spacing = 8
/// form.alignment = .leading
/// root.addSubview(form)
/// form.pinEdges(to: root.layoutMarginsGuide)
/// ```
///
/// The constraints are made when the layout is frozen, from the stack's state then (a view hidden
/// after the stack was built leaves the arrangement, as in UIKit), with UIKit's identifiers and
/// priorities, so diagnostics name them as UIKit's console does: `'UISV-spacing'
/// email.top == title.bottom + 8`, each at the line that created the stack. They are:
///
/// - along the axis: `UISV-canvas-connection` (the stack's edges to the first and last visible
///   views), `UISV-spacing` (`==`, or `>=` for ``Distribution/equalSpacing`` and
///   ``Distribution/equalCentering``; the spacing rounded to the screen's pixel grid),
///   `UISV-fill-equally`, `UISV-fill-proportionally`, the `UISV-distributing` gap guides with
///   their `UISV-distributing-edge` constraints, `UISV-canvas-fit` (@49), and for each hidden view
///   `UISV-hiding` (length 0 @999.999) and `UISV-spacing-hidden` (@50);
/// - across it: `UISV-canvas-connection`, `UISV-alignment`, the `UISV-alignment-spanner` guide
///   with `UISV-spanning-boundary` and `UISV-spanning-fit` (@51), `UISV-canvas-fit` (@49) and
///   `UISV-ambiguity-suppression` (@25);
/// - `UISV-text-width-disambiguation` (@950) between several multi-line labels side by side.
///
/// When views tie (equal hugging in a stack too long for them, equal compression resistance in
/// one too short), UIKit resolves the tie "by index" without saying which view wins; here the
/// first tied view in the view tree (for views added as arranged subviews, the first in
/// ``arrangedSubviews``) takes all the slack or all the shortfall, and the solved layout reports
/// the ambiguity, naming the views that could move.
///
/// The generated guides are not in ``View/layoutGuides``; ``arrangementGuides`` lists them, and
/// `SolvedFrames.frame(of:)` gives their frames.
public final class StackView: View {
  /// The value of ``customSpacing(after:)`` for a view without custom spacing: the stack's
  /// ``spacing`` applies (`UIStackView.spacingUseDefault`, `Float.greatestFiniteMagnitude`).
  public static let spacingUseDefault = Double(Float.greatestFiniteMagnitude)
  /// A spacing (or custom spacing) that asks for the system spacing between two views: 8 points
  /// (`UIStackView.spacingUseSystem`, `Float.leastNormalMagnitude`).
  ///
  /// ```swift
  /// stack.spacing = StackView.spacingUseSystem
  /// ```
  public static let spacingUseSystem = Double(Float.leastNormalMagnitude)

  /// The views the stack arranges, in order, as added; a view since taken out of the stack's
  /// subtree (added to another view, removed from its superview) no longer counts.
  private var storedArrangedSubviews: [View] = []
  /// Custom spacing after an arranged subview, by the subview's identity.
  private var customSpacings: [ObjectIdentifier: Double] = [:]
  /// The guides the arrangement made, by role, kept from one freeze to the next.
  private var madeGuides: [String: LayoutGuide] = [:]

  /// The axis the views are arranged along: `.horizontal` (the default) for a row, `.vertical`
  /// for a column.
  public var axis = LayoutAxis.horizontal
  /// How the views are sized and placed along the axis (``Distribution/fill`` by default).
  public var distribution = Distribution.fill
  /// How the views are placed across the axis (``Alignment/fill`` by default).
  public var alignment = Alignment.fill
  /// The gap between adjacent views, in points (0 by default).
  ///
  /// It is rounded to the screen's pixel grid when the layout is made; ``spacingUseSystem`` asks
  /// for the system spacing. A negative spacing makes the views overlap. For
  /// ``Distribution/equalSpacing`` and ``Distribution/equalCentering`` it is the smallest gap.
  public var spacing = 0.0
  /// Whether the views are arranged inside the stack's layout margins (`false` by default).
  ///
  /// Without it they are arranged in the stack's bounds. A stack's margins are 0 until set.
  ///
  /// ```swift
  /// stack.isLayoutMarginsRelativeArrangement = true
  /// stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
  /// ```
  public var isLayoutMarginsRelativeArrangement = false
  /// Whether a vertical stack measures its spacing from baseline to baseline (`false` by default).
  ///
  /// The gap then runs from one view's last baseline to the next one's first; a view without text
  /// has its bottom edge as baseline. It changes nothing in a horizontal stack.
  public var isBaselineRelativeArrangement = false

  /// Creates a stack view arranging `arrangedSubviews`, which become its subviews
  /// (`UIStackView(arrangedSubviews:)`); its layout margins are 0, as a `UIStackView`'s are.
  ///
  /// ```swift
  /// let row = StackView("row", arrangedSubviews: [icon, title, badge])
  /// let unnamed = StackView(arrangedSubviews: [left, right])
  /// ```
  ///
  /// - Parameters:
  ///   - name: The view's name, unique in its layout; without one the view is named after its
  ///     place in the tree.
  ///   - arrangedSubviews: The views to arrange, in order.
  public init(
    _ name: String? = nil, arrangedSubviews: [View] = [], fileID: String = #fileID, line: Int = #line
  ) {
    super.init(name, fileID: fileID, line: line)
    directionalLayoutMargins = .zero
    for view in arrangedSubviews { addArrangedSubview(view, fileID: fileID, line: line) }
  }

  public override var description: String { "StackView(\(displayName))" }

  // MARK: Arranged subviews

  /// The views the stack arranges, in order.
  ///
  /// Every arranged subview is a subview of the stack. Removing one from its superview (or adding
  /// it to another view) takes it out of the arrangement; ``removeArrangedSubview(_:)`` takes it
  /// out of the arrangement but leaves it a subview.
  public var arrangedSubviews: [View] {
    storedArrangedSubviews.filter { $0 !== self && $0.isDescendant(of: self) }
  }

  /// Adds `view` at the end of the arranged subviews.
  ///
  /// It also becomes the last subview unless it is already in the stack's subtree, and its
  /// ``View/translatesAutoresizingMaskIntoConstraints`` is switched off, as UIKit does. An arranged
  /// subview added again moves to the end.
  ///
  /// ```swift
  /// stack.addArrangedSubview(Label("note", text: "Optional"))
  /// ```
  public func addArrangedSubview(_ view: View, fileID: String = #fileID, line: Int = #line) {
    // A view that left the stack's subtree since it was arranged comes back without its old
    // custom spacing. (Only `insertArrangedSubview` needs the whole list pruned: an index.)
    if !view.isDescendant(of: self) { customSpacings[ObjectIdentifier(view)] = nil }
    guard adopt(view, fileID: fileID, line: line) else { return }
    storedArrangedSubviews.removeAll { $0 === view }
    storedArrangedSubviews.append(view)
  }

  /// Inserts `view` among the arranged subviews at `index`, moving it there if it is arranged.
  ///
  /// It also becomes the last subview unless it is already in the stack's subtree.
  ///
  /// An index outside `0...arrangedSubviews.count` is refused, as UIKit refuses it, and the layout
  /// fails with ``LayoutError/invalidViewProperty(view:property:reason:location:)`` naming UIKit's
  /// message.
  ///
  /// ```swift
  /// stack.insertArrangedSubview(header, at: 0)
  /// ```
  public func insertArrangedSubview(_ view: View, at index: Int, fileID: String = #fileID, line: Int = #line)
  {
    pruneArrangedSubviews()
    guard index >= 0 && index <= storedArrangedSubviews.count else {
      LayoutRecording.current?.noteProblem(
        .invalidViewProperty(
          view: displayName, property: "arrangedSubviews",
          reason: "index out of bounds for arranged subview: index = \(index) expected to be less than or "
            + "equal to \(storedArrangedSubviews.count)",
          location: SourceLocation(fileID: fileID, line: line)))
      return
    }
    guard adopt(view, fileID: fileID, line: line) else { return }
    if let existing = storedArrangedSubviews.firstIndex(where: { $0 === view }) {
      storedArrangedSubviews.remove(at: existing)
      storedArrangedSubviews.insert(view, at: min(index, storedArrangedSubviews.count))
    } else {
      storedArrangedSubviews.insert(view, at: index)
    }
  }

  /// Makes `view` ready to be arranged, as UIKit does.
  ///
  /// Switches off its autoresizing constraints and adds it as the last subview unless it is
  /// already in the stack's subtree. `false` when it cannot be a subview (the stack itself or an
  /// ancestor: a cycle, refused and reported).
  private func adopt(_ view: View, fileID: String, line: Int) -> Bool {
    view.translatesAutoresizingMaskIntoConstraints = false
    if view === self || !view.isDescendant(of: self) {
      addSubview(view, fileID: fileID, line: line)
      return view.superview === self
    }
    return true
  }

  /// Takes `view` out of the arrangement; it stays a subview of the stack (remove it from its
  /// superview too, to take it off screen), as in UIKit.
  ///
  /// ```swift
  /// stack.removeArrangedSubview(badge)
  /// badge.removeFromSuperview()
  /// ```
  public func removeArrangedSubview(_ view: View) {
    storedArrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
  }

  /// Forgets the arranged subviews that left the stack's subtree.
  private func pruneArrangedSubviews() {
    let current = arrangedSubviews
    guard current.count != storedArrangedSubviews.count else { return }
    let kept = Set(current.map(ObjectIdentifier.init))
    for view in storedArrangedSubviews where !kept.contains(ObjectIdentifier(view)) {
      customSpacings[ObjectIdentifier(view)] = nil
    }
    storedArrangedSubviews = current
  }

  // MARK: Spacing

  /// Sets the gap after the arranged subview `view`, in place of ``spacing``.
  ///
  /// ``spacingUseDefault`` goes back to ``spacing``, and ``spacingUseSystem`` asks for the system
  /// spacing. A view that is not arranged is ignored, as in UIKit; the gap after a hidden view is
  /// not used (`setCustomSpacing(_:after:)`).
  ///
  /// ```swift
  /// form.setCustomSpacing(24, after: passwordField)
  /// ```
  public func setCustomSpacing(_ spacing: Double, after view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    customSpacings[ObjectIdentifier(view)] = spacing
  }

  /// The custom spacing after `view`; ``spacingUseDefault`` when there is none.
  public func customSpacing(after view: View) -> Double {
    customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
  }

  // MARK: Generated guides

  /// The layout guides the stack's arrangement used the last time its layout was made: the
  /// `UISV-alignment-spanner` and `UISV-ordering-spanner` spacers and the `UISV-distributing`
  /// gap guides, in that order; each takes part in layout along one axis only (its frame across
  /// it is the stack's).
  ///
  /// ```swift
  /// let gaps = stack.arrangementGuides.filter { $0.identifier == "UISV-distributing" }
  /// let firstGap = solved.frame(of: gaps[0])   // through SolvedFrames
  /// ```
  public private(set) var arrangementGuides: [LayoutGuide] = []

  /// The guide playing `role` (numbered `number` among its kind) along `axis`, the same object
  /// from one freeze to the next.
  func arrangementGuide(_ identifier: String, number: Int = 0, axis: LayoutAxis) -> LayoutGuide {
    let key = "\(identifier)#\(number)#\(axis.rawValue)"
    if let guide = madeGuides[key] { return guide }
    let guide = LayoutGuide(madeBy: self, identifier: identifier, axis: axis)
    madeGuides[key] = guide
    return guide
  }

  // MARK: Freezing

  override func generatedConstraints(_ context: FreezeContext) -> [LayoutConstraint] {
    var arrangement = StackArrangement(stack: self, context: context)
    let constraints = LayoutRecording.$current.withValue(nil) { arrangement.make() }
    arrangementGuides = arrangement.usedGuides
    return constraints
  }

  override func contentPropertyProblem() -> (property: String, reason: String)? {
    if !spacing.isFinite {
      return ("spacing", "\(NumberText.points(spacing)) is not a finite number of points")
    }
    for view in arrangedSubviews {
      let custom = customSpacing(after: view)
      if !custom.isFinite {
        return (
          "custom spacing after '\(view.displayName)'",
          "\(NumberText.points(custom)) is not a finite number of points"
        )
      }
    }
    return nil
  }
}
