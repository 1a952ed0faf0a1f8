import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`, which marks a `#Preview`'s own state.
///
/// It adds nothing: the preview's body, a view builder, keeps the variable as it is written.
///
/// ```swift
/// #Preview {
///   @Previewable @State var count = 3
///   Stepper("\(count)", value: $count)
/// }
/// ```
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
