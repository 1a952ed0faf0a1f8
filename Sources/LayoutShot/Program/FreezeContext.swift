/// What a view may read when the freezer asks it for the constraints it generates (a stack view's
/// arrangement, see ``View/generatedConstraints(_:)``): the screen, whose pixel grid lengths are
/// rounded to, and the frozen record of every view of the tree, with its measured intrinsic size
/// and baselines.
struct FreezeContext {
  /// The screen the layout is frozen for.
  let screen: Screen
  /// The frozen record of `view`; `nil` for a view outside the tree being frozen.
  let record: (View) -> Layout.ViewRecord?
}
