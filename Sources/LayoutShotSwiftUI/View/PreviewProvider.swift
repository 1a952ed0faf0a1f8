/// A type that gives previews of a view in Xcode: SwiftUI's `PreviewProvider`, so that files that
/// declare previews compile.
///
/// ```swift
/// struct ProfileCard_Previews: PreviewProvider {
///   static var previews: some View { ProfileCard() }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of view the previews are.
  associatedtype Previews: View

  /// The views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
