/// Declares a preview of a view, as Xcode's `#Preview` does, so that view files with previews
/// compile; the preview becomes a type that keeps its name and makes its view.
///
/// ```swift
/// #Preview("Profile") {
///   ProfileCard()
/// }
/// ```
///
/// In a target that uses the `LayoutShotPreviews` plugin, the preview is also a layout,
/// `ProfileCard/Profile` in `<Target>Previews.all` (see ``SwiftUIPreview``).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "LayoutShotSwiftUIMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits that lay it out or turn the device (see
/// ``PreviewTrait``).
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) {
///   BadgeView(count: 3)
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "LayoutShotSwiftUIMacros", type: "PreviewMacro")

/// What a `#Preview` expands to: the preview's name and the view it shows.
@MainActor
public protocol _PreviewDeclaration {
  /// The name given to the preview, if any.
  static var name: String? { get }
  /// The traits given to the preview, in the order written.
  static var traits: [PreviewTrait<Preview.ViewTraits>] { get }
  /// Makes the view the preview shows.
  static func makeView() -> any View
}

/// Marks a variable of a `#Preview`'s body as the preview's own state, as Xcode's `@Previewable`
/// does: the body is a view builder, so the preview may hold `@State` and bind controls to it.
///
/// ```swift
/// #Preview {
///   @Previewable @State var isOn = true
///   Toggle("Notifications", isOn: $isOn)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "LayoutShotSwiftUIMacros", type: "PreviewableMacro")
