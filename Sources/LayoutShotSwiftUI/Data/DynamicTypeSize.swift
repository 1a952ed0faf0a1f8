import LayoutShot

/// The text size the user chose in Settings, from extra small to the fifth accessibility size:
/// SwiftUI's `DynamicTypeSize`, read from the snapshot's variant (`--text-size`).
///
/// ```swift
/// @Environment(\.dynamicTypeSize) private var typeSize
///
/// var body: some View {
///   let layout = typeSize.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
///   layout { Image(systemName: "bell"); Text("Reminders") }
/// }
/// ```
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium
  /// The default.
  case large
  case xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether it is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// The size of the core's category, which lists the sizes in the same order.
  init(_ category: LayoutShot.ContentSizeCategory) {
    self = Self.allCases[category.index]
  }

  /// The core's category for this size.
  var category: LayoutShot.ContentSizeCategory {
    LayoutShot.ContentSizeCategory.allCases[Self.allCases.firstIndex(of: self) ?? 3]
  }
}

extension View {
  /// The subtree's text at `size`, whatever the variant's text size.
  ///
  /// ```swift
  /// Text("Fine print").dynamicTypeSize(.small)
  /// ```
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// The subtree's text size kept within `range`: a variant's size outside it is clamped to it.
  ///
  /// ```swift
  /// TabLabel().dynamicTypeSize(...DynamicTypeSize.xxxLarge)
  /// ```
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in size = range.clamping(size) }
  }
}

extension RangeExpression where Bound == DynamicTypeSize {
  /// `size`, or the nearest size the range contains.
  func clamping(_ size: DynamicTypeSize) -> DynamicTypeSize {
    if contains(size) { return size }
    let sizes = DynamicTypeSize.allCases
    let inside = sizes.filter(contains)
    guard let first = inside.first, let last = inside.last else { return size }
    return size < first ? first : last
  }
}
