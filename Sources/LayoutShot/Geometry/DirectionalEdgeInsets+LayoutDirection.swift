extension DirectionalEdgeInsets {
  /// Each inset at least `minimum`'s on the same edge.
  func atLeast(_ minimum: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: max(top, minimum.top), leading: max(leading, minimum.leading), bottom: max(bottom, minimum.bottom),
      trailing: max(trailing, minimum.trailing))
  }

  /// The insets by absolute side for a layout direction.
  public func resolved(for direction: LayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }
}
