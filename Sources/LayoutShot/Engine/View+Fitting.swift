extension View {
  /// The size this view's subtree, solved on its own, gives the view closest to `target`: each
  /// side pulled towards the target's at its priority (`.required` fixes it), as UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` measures
  /// a cell.
  ///
  /// Constraints to items outside the subtree are left out; there is no safe area.
  ///
  /// ```swift
  /// let height = cell.fittingSize(
  ///   target: Size(width: 375, height: 0), horizontalPriority: .required,
  ///   verticalPriority: .fittingSizeLevel, screen: screen
  /// ).height
  /// ```
  ///
  /// - Parameter screen: The screen whose pixel grid text is measured on; without one, a 3×
  ///   screen of the target's size.
  /// - Returns: The fitted size, or the view's ``frame`` size when the subtree cannot be laid out
  ///   (an invalid constraint or a font that cannot be read).
  public func fittingSize(
    target: Size, horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority, screen: Screen?
  ) -> Size {
    let screen = screen ?? Screen(device: "fitting", orientation: .portrait, size: target, scale: 3)
    do {
      var layout = try Layout(
        name: "fitting", root: self, recording: nil, screen: screen, skippingOutsideItems: true)
      layout.extent = .fitting(target, horizontal: horizontalPriority, vertical: verticalPriority)
      return LayoutEngine().solve(layout, on: screen).exactFrames[0].size
    } catch {
      return frame.size
    }
  }
}
