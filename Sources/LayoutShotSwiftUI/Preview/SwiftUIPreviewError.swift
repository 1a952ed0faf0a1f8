import Foundation

/// Why a preview cannot be laid out as its traits ask; thrown from a ``SwiftUIPreview``'s body, so
/// the layout fails with `LayoutError.programFailed` carrying this message.
///
/// ```swift
/// #Preview(traits: .fixedLayout(width: 0, height: 200)) { Badge() }
/// // fails: "The preview 'Badge/1' asks for a fixed layout 0 × 200 points; …"
/// ```
public enum SwiftUIPreviewError: Error, Equatable, CustomStringConvertible {
  /// `.fixedLayout(width:height:)` or `.previewLayout(.fixed(width:height:))` with a side that is
  /// not a number above 0.
  case invalidFixedLayout(preview: String, width: CGFloat, height: CGFloat)
  /// An orientation the devices do not have: iPhones without a home button and LayoutShot's
  /// devices have no upside-down portrait.
  case unsupportedOrientation(preview: String, orientation: String)
  /// A `#Preview` whose body uses names its file declares `private` or `fileprivate`, which the
  /// list of previews, another file, cannot reach.
  case usesHiddenNames(preview: String, names: [String])

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .invalidFixedLayout(let preview, let width, let height):
      "The preview '\(preview)' asks for a fixed layout \(width) × \(height) points; each side must be a number "
        + "above 0: give .fixedLayout(width:height:) the container's size, or use .sizeThatFitsLayout"
    case .unsupportedOrientation(let preview, let orientation):
      "The preview '\(preview)' asks for the orientation '\(orientation)', which LayoutShot's devices do not "
        + "have; use .portrait, .landscapeLeft or .landscapeRight"
    case .usesHiddenNames(let preview, let names):
      "The preview '\(preview)' uses \(names.joined(separator: ", ")), which its file declares private or "
        + "fileprivate; the list of previews is another file and cannot reach them: declare them without "
        + "private (internal) to draw this preview"
    }
  }
}
