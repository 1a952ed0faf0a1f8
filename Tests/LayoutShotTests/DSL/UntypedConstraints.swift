import LayoutShot

/// The visual format method that takes dictionaries typed `[String: Any]`, as the UIKit module's
/// `constraints(withVisualFormat:options:metrics:views:)` calls it, but throwing its error.
func untypedConstraints(
  withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
  views: [String: Any], fileID: String = #fileID, line: Int = #line
) throws(FormatError) -> [LayoutConstraint] {
  try LayoutConstraint.constraints(
    withVisualFormat: format, options: options, untypedMetrics: metrics, untypedViews: views,
    item: { $0 as? LayoutItem }, fileID: fileID, line: line)
}
