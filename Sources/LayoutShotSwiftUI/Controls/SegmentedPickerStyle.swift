/// The options side by side on a segmented control (SwiftUI's `SegmentedPickerStyle`).
public struct SegmentedPickerStyle: PickerStyle {
  /// The segmented style.
  public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// The options on a segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
