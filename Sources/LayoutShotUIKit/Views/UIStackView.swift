import LayoutShot

/// A stack view as UIKit code makes it (`UIStackView`), laid out as a LayoutShot ``StackView``:
/// by exactly the constraints UIKit generates, named as UIKit names them (`UISV-spacing`,
/// `UISV-canvas-connection`, …) in diagnostics.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
/// stack.axis = .vertical
/// stack.spacing = 4
/// stack.alignment = .leading
/// stack.setCustomSpacing(12, after: subtitleLabel)
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// view.addSubview(stack)
/// ```
///
/// Arranged subviews are subviews: adding one adds it to ``subviews`` (unless it is already in the
/// stack's subtree) and switches off its `translatesAutoresizingMaskIntoConstraints`;
/// ``removeArrangedSubview(_:)`` leaves it a subview; removing it from its superview takes it out
/// of the arrangement. A hidden arranged subview (`isHidden`) leaves the arrangement when the
/// layout is made, also when `layoutSubviews()` hides it between two solves. The stack's layout
/// margins are 0 until set. Since iOS 14 a stack view draws its `backgroundColor` (and its
/// layer's corners and border), and so does this one.
open class UIStackView: UIView {
  /// How the arranged subviews are sized along the axis (`UIStackView.Distribution`).
  public typealias Distribution = StackView.Distribution
  /// How the arranged subviews are placed across the axis (`UIStackView.Alignment`).
  public typealias Alignment = StackView.Alignment

  /// A custom spacing that means "use ``spacing``" (`Float.greatestFiniteMagnitude`).
  public static let spacingUseDefault = CGFloat(StackView.spacingUseDefault)
  /// A spacing that means "the system spacing", 8 points between views
  /// (`Float.leastNormalMagnitude`).
  public static let spacingUseSystem = CGFloat(StackView.spacingUseSystem)

  /// The UIKit views arranged and not removed, by their LayoutShot views, to find them again from
  /// the LayoutShot stack's arranged subviews (the stack keeps them, as UIKit's does).
  private var arrangedViews: [ObjectIdentifier: UIView] = [:]

  override func makeLayoutShotView() -> View {
    StackView(nil, fileID: String(describing: type(of: self)), line: 0)
  }

  /// The LayoutShot stack view this one stands for.
  var stackView: StackView { standIn() }

  /// A stack view arranging `views`, in order; it translates its (zero) frame into constraints
  /// until told otherwise, as any view made in code.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// A stack view with `frame` and no arranged subviews.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Arranged subviews

  /// The views the stack arranges, in order.
  open var arrangedSubviews: [UIView] {
    stackView.arrangedSubviews.compactMap { arrangedViews[ObjectIdentifier($0)] }
  }

  /// Adds `view` at the end of the arranged subviews (and of the subviews, unless it is already in
  /// the stack's subtree); an arranged subview added again moves to the end.
  open func addArrangedSubview(_ view: UIView) {
    guard adopt(view) else { return }
    stackView.addArrangedSubview(view.layoutShotView)
  }

  /// Inserts `view` among the arranged subviews at `stackIndex`, moving it there if it is arranged.
  ///
  /// An index past the end fails the layout with UIKit's message.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    let inBounds = stackIndex >= 0 && stackIndex <= stackView.arrangedSubviews.count
    guard !inBounds || adopt(view) else { return }
    stackView.insertArrangedSubview(view.layoutShotView, at: stackIndex)
  }

  /// Makes `view` a subview unless it is in the stack's subtree, and remembers it; `false` when
  /// it cannot be a subview (a cycle, which the tree refuses and reports).
  private func adopt(_ view: UIView) -> Bool {
    if !view.isDescendant(of: self) {
      addSubview(view)
      guard view.superview === self else { return false }
    }
    arrangedViews[ObjectIdentifier(view.layoutShotView)] = view
    return true
  }

  /// Takes `view` out of the arrangement; it stays a subview.
  open func removeArrangedSubview(_ view: UIView) {
    stackView.removeArrangedSubview(view.layoutShotView)
    arrangedViews[ObjectIdentifier(view.layoutShotView)] = nil
  }

  // MARK: Arrangement

  /// The axis the views are arranged along (`.horizontal` by default).
  open var axis: NSLayoutConstraint.Axis {
    get { stackView.axis }
    set { stackView.axis = newValue }
  }

  /// How the views are sized along the axis (`.fill` by default).
  open var distribution: UIStackView.Distribution {
    get { stackView.distribution }
    set { stackView.distribution = newValue }
  }

  /// How the views are placed across the axis (`.fill` by default).
  open var alignment: UIStackView.Alignment {
    get { stackView.alignment }
    set { stackView.alignment = newValue }
  }

  /// The gap between adjacent views (0 by default), rounded to the screen's pixel grid;
  /// ``spacingUseSystem`` for the system spacing.
  open var spacing: CGFloat {
    get { CGFloat(stackView.spacing) }
    set { stackView.spacing = Double(newValue) }
  }

  /// Sets the gap after `arrangedSubview`, in place of ``spacing``.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    stackView.setCustomSpacing(Double(spacing), after: arrangedSubview.layoutShotView)
  }

  /// The gap after `arrangedSubview`; ``spacingUseDefault`` when it has none of its own.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    CGFloat(stackView.customSpacing(after: arrangedSubview.layoutShotView))
  }

  /// Whether the views are arranged inside the layout margins (`false` by default).
  open var isLayoutMarginsRelativeArrangement: Bool {
    get { stackView.isLayoutMarginsRelativeArrangement }
    set { stackView.isLayoutMarginsRelativeArrangement = newValue }
  }

  /// Whether a vertical stack measures spacing from baseline to baseline (`false` by default).
  open var isBaselineRelativeArrangement: Bool {
    get { stackView.isBaselineRelativeArrangement }
    set { stackView.isBaselineRelativeArrangement = newValue }
  }
}
