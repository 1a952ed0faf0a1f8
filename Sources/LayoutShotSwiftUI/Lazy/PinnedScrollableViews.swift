/// The parts of a lazy stack's or grid's sections that stay pinned to the scroll view's edge while
/// their section scrolls by.
///
/// At rest, with the content at its top, a pinned header is where it would be unpinned, so a
/// snapshot draws it there (Documentation/SwiftUILazyStacks.md#pinned-views).
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) {
///   Section("Today") { ForEach(today) { EventRow(event: $0) } }
/// }
/// ```
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32

  /// The set of views `rawValue` stands for.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The sections' headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// The sections' footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
