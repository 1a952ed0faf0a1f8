// What a view's own layout properties may hold. UIKit would misread the rest (a NaN size, a
// priority of 0), so a layout with such a view fails to build with the property named.

extension View {
  /// UIKit's value for "no intrinsic size on this axis" (`UIView.noIntrinsicMetric`, -1).
  ///
  /// An ``IntrinsicSize`` written the way UIKit code writes it means the same as `nil`:
  ///
  /// ```swift
  /// slider.intrinsicContentSize = IntrinsicSize(width: View.noIntrinsicMetric, height: 31)
  /// ```
  public static let noIntrinsicMetric = -1.0

  /// The first layout property that cannot be laid out, as its name and the reason; `nil` when
  /// all are valid.
  ///
  /// Content comes first: a label's intrinsic size is measured from its font, so a
  /// bad font size is named as such rather than as the size it would measure.
  var layoutPropertyProblem: (property: String, reason: String)? {
    if let problem = contentPropertyProblem() { return problem }
    let sizes = intrinsicContentSize
    for (axis, value) in [("width", sizes.width), ("height", sizes.height)] {
      if let value, !(value.isFinite && value >= 0) {
        return (
          "intrinsicContentSize.\(axis)",
          "\(NumberText.points(value)) is not a size; an intrinsic size is a finite number of points, at "
            + "least 0, or View.noIntrinsicMetric (-1) for none"
        )
      }
    }
    let priorities = [
      ("content hugging priority", LayoutAxis.horizontal, contentHuggingPriority(for: .horizontal)),
      ("content hugging priority", .vertical, contentHuggingPriority(for: .vertical)),
      (
        "compression resistance priority", .horizontal, contentCompressionResistancePriority(for: .horizontal)
      ),
      ("compression resistance priority", .vertical, contentCompressionResistancePriority(for: .vertical)),
    ]
    for (kind, axis, priority) in priorities where !priority.isValid {
      return (
        "\(axis) \(kind)",
        "\(priority) is not a priority; a priority must be greater than 0 and at most 1000 (required)"
      )
    }
    let margins = directionalLayoutMargins
    for (edge, value) in [
      ("top", margins.top), ("leading", margins.leading), ("bottom", margins.bottom),
      ("trailing", margins.trailing),
    ] where !value.isFinite {
      return (
        "directionalLayoutMargins.\(edge)", "\(NumberText.points(value)) is not a finite number of points"
      )
    }
    return nil
  }
}

extension FontDescriptor {
  /// Why this font cannot set text, as a reason for ``View/layoutPropertyProblem``; `nil` when its
  /// size is a positive, finite number of points.
  var sizeProblem: String? {
    pointSize.isFinite && pointSize > 0
      ? nil
      : "\(NumberText.points(pointSize)) is not a font size; a font size is a finite number of points above 0"
  }
}

extension EdgeInsets {
  /// The first edge that is not a finite number of points, as `top`, `left`, `bottom` or `right`,
  /// with its value.
  var nonFiniteEdge: (edge: String, value: Double)? {
    [("top", top), ("left", left), ("bottom", bottom), ("right", right)].first { !$0.1.isFinite }
      .map { ($0.0, $0.1) }
  }
}
