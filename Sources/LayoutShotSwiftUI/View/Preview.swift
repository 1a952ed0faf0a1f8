/// Declares a preview of a view, as Xcode's `#Preview` does, so that view files with previews
/// compile; the preview becomes a type that keeps its name and makes its view.
///
/// ```swift
/// #Preview("Profile") {
///   ProfileCard()
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "LayoutShotSwiftUIMacros", type: "PreviewMacro")

/// What a `#Preview` expands to: the preview's name and the view it shows.
@MainActor
public protocol _PreviewDeclaration {
  /// The name given to the preview, if any.
  static var name: String? { get }
  /// Makes the view the preview shows.
  static func makeView() -> any View
}
