/// How a ``UIHostingController`` reports its content's size to UIKit.
///
/// A snapshot is one frame, so nothing is invalidated later; `preferredContentSize` makes the
/// controller's ``UIHostingController/preferredContentSize`` its content's ideal size.
///
/// ```swift
/// let popover = UIHostingController(rootView: FilterView())
/// popover.sizingOptions = .preferredContentSize
/// ```
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int

  /// Options from their raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The view's intrinsic size follows the content's ideal size (it always does in LayoutShot).
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
  /// The controller's preferred content size is the content's ideal size.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
