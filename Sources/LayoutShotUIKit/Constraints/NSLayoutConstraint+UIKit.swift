import LayoutShot

// NSLayoutConstraint's UIKit-only forms: items typed `Any`, and the visual format method, which
// does not throw in UIKit.

extension LayoutConstraint {
  /// A constraint `item1.attribute1 == multiplier × item2.attribute2 + constant`, with items typed
  /// as UIKit types them (views, UIKit views or layout guides).
  public convenience init(
    item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation,
    toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat,
    constant c: CGFloat,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.init(
      item: Self.layoutItem(view1) ?? View(), attribute: attr1, relatedBy: relation,
      toItem: view2.flatMap(Self.layoutItem), attribute: attr2, multiplier: Double(multiplier),
      constant: Double(c), fileID: fileID, line: line)
  }

  /// The constraints of a visual format string, as UIKit makes them: it does not throw.
  ///
  /// A format
  /// that does not parse, a view that is not a view or guide, or a metric that is not a number
  /// makes the layout fail when it is solved, with the ``FormatError`` and its caret
  /// (``LayoutError/malformedFormat(reason:location:)``); the call returns no constraints.
  ///
  /// ```swift
  /// let views: [String: Any] = ["icon": icon, "title": titleLabel]
  /// NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
  ///   withVisualFormat: "H:|-[icon(30)]-[title]-|", options: [.alignAllCenterY], metrics: nil, views: views))
  /// ```
  public static func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any], fileID: String = #fileID, line: Int = #line
  ) -> [NSLayoutConstraint] {
    do {
      return try constraints(
        withVisualFormat: format, options: opts, untypedMetrics: metrics, untypedViews: views,
        item: layoutItem, fileID: fileID, line: line)
    } catch {
      LayoutRun.report(
        .malformedFormat(reason: error.description, location: SourceLocation(fileID: fileID, line: line)))
      return []
    }
  }

  /// The LayoutShot item a UIKit value stands for.
  static func layoutItem(_ value: Any) -> LayoutItem? {
    guard let view = value as? UIView else { return value as? LayoutItem }
    return onMainActor { view.layoutShotView }
  }

  /// UIKit's name for ``FormatOptions``.
  public typealias FormatOptions = LayoutShot.FormatOptions
}
