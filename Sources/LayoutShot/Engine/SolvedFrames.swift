/// The solved frames of a program's views and guides, found by the objects themselves: what a
/// pass after the solve (``LayoutPasses/didSolve(_:)``) reads.
///
/// ```swift
/// func didSolve(_ frames: SolvedFrames) {
///   let card = frames.frame(of: cardView)   // in the root's coordinates, snapped
/// }
/// ```
package struct SolvedFrames {
  /// The solved layout.
  package let solved: SolvedLayout
  let viewIndex: [ObjectIdentifier: Int]
  let guideIndex: [ObjectIdentifier: Int]

  /// The snapped frame of `view` in the root's coordinates; `nil` for a view not in the layout.
  package func frame(of view: View) -> Rect? {
    viewIndex[ObjectIdentifier(view)].map { solved.frames[$0] }
  }

  /// The snapped frame of `guide` in the root's coordinates; `nil` for a guide no constraint
  /// used and that is not a custom guide of the tree.
  package func frame(of guide: LayoutGuide) -> Rect? {
    guideIndex[ObjectIdentifier(guide)].map { solved.guideFrames[$0] }
  }

  /// The scroll state of `scrollView` at rest; `nil` for one not in the layout or without a
  /// content guide.
  package func scrollState(of scrollView: ScrollView) -> ScrollState? {
    viewIndex[ObjectIdentifier(scrollView)].flatMap(solved.scrollState(ofView:))
  }
}
