import LayoutShot

// The keyboard layout guide (`UIKeyboardLayoutGuide`, iOS 15) and the constraint sets it switches
// by the edges it is near (`UITrackingLayoutGuide`'s API). The keyboard is hidden or docked at the
// bottom (Variant(keyboard:)), where the guide is near the bottom edge alone
// (Documentation/Keyboard.md#near-edge-constraints): sets active near `.bottom` or away from
// `.top`, `.leading` or `.trailing` are active; the others are not.
//
// ```swift
// view.keyboardLayoutGuide.topAnchor.constraint(equalTo: inputBar.bottomAnchor).isActive = true
// let beside = [form.trailingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor)]
// view.keyboardLayoutGuide.setConstraints(beside, activeWhenAwayFrom: .leading)   // active
// ```

/// The guide that follows the software keyboard (`UIKeyboardLayoutGuide`).
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide

extension UIView {
  /// The guide that follows the software keyboard: from the bottom of the safe area to the
  /// bottom of the window while the keyboard is hidden, the keyboard's frame while it is shown.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide { layoutShotView.keyboardLayoutGuide }
}

extension KeyboardLayoutGuide {
  /// Activates `trackingConstraints` while the guide is near every edge of `edge`, and
  /// deactivates them while it is not; replaces the set given for `edge` before.
  public func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
  ) {
    track(trackingConstraints, edges: edge, whenNear: true)
  }

  /// Activates `trackingConstraints` while the guide is away from every edge of `edge`, and
  /// deactivates them while it is near one; replaces the set given for `edge` before.
  public func setConstraints(
    _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
  ) {
    track(trackingConstraints, edges: edge, whenNear: false)
  }

  /// The constraints set to be active near `edge`.
  public func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    trackedConstraints.first { $0.edges == edge.rawValue && $0.whenNear }?.constraints ?? []
  }

  /// The constraints set to be active away from `edge`.
  public func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    trackedConstraints.first { $0.edges == edge.rawValue && !$0.whenNear }?.constraints ?? []
  }

  /// Stops tracking every set, leaving each constraint as it is.
  public func removeAllTrackedConstraints() {
    trackedConstraints.removeAll()
  }

  private func track(_ constraints: [NSLayoutConstraint], edges: NSDirectionalRectEdge, whenNear: Bool) {
    if let index = trackedConstraints.firstIndex(where: {
      $0.edges == edges.rawValue && $0.whenNear == whenNear
    }) {
      let replaced = trackedConstraints.remove(at: index).constraints
      for old in replaced where !constraints.contains(where: { $0 === old }) { old.isActive = false }
    }
    guard !constraints.isEmpty else { return }
    trackedConstraints.append((edges.rawValue, whenNear, constraints))
  }
}
