/// Kinds of safe area a view can ignore: the container's (the screen's edges and bars, and insets
/// added with `safeAreaInset`) and the software keyboard's.
///
/// ```swift
/// Color.blue.ignoresSafeArea(.container, edges: .top)
/// ```
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The safe area of the screen and of containers: the status bar, the home indicator, bars and
  /// `safeAreaInset` content.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area the software keyboard covers while it is shown.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every region.
  public static let all = SafeAreaRegions(rawValue: .max)
}
