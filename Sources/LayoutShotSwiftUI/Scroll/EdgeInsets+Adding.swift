import Foundation

extension EdgeInsets {
  /// These insets and `other` added edge by edge.
  func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + other.top, leading: leading + other.leading, bottom: bottom + other.bottom,
      trailing: trailing + other.trailing)
  }
}
