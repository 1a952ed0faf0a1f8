import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name") { ContentView() }`: a preview as Xcode declares it, expanded into a type that
/// keeps the preview's name and a function that makes its view.
///
/// ```swift
/// #Preview("Dark") { ProfileCard().environment(\.colorScheme, .dark) }
/// // struct $…Preview…: LayoutShotSwiftUI._PreviewDeclaration {
/// //   static let name: String? = "Dark"
/// //   static let traits: [LayoutShotSwiftUI.PreviewTrait<…>] = []
/// //   @MainActor static func makeView() -> any LayoutShotSwiftUI.View { ProfileCard()… }
/// // }
/// ```
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let name =
      node.arguments.first { $0.label == nil && $0.expression.is(StringLiteralExprSyntax.self) }.map {
        "\($0.expression.trimmed)"
      } ?? "nil"
    guard let body = node.trailingClosure ?? closureArgument(of: node) else {
      throw PreviewMacroError.noBody
    }
    let traits = traitArguments(of: node).map { "\($0.trimmed)" }.joined(separator: ", ")
    let typeName = context.makeUniqueName("Preview")
    return [
      """
      struct \(typeName): LayoutShotSwiftUI._PreviewDeclaration {
        static let name: String? = \(raw: name)
        static let traits: [LayoutShotSwiftUI.PreviewTrait<LayoutShotSwiftUI.Preview.ViewTraits>] = [\(raw: traits)]
        @LayoutShotSwiftUI.ViewBuilder @MainActor static func makeView() -> any LayoutShotSwiftUI.View {
          \(body.statements.trimmed)
        }
      }
      """
    ]
  }

  /// The traits: the `traits:` argument and the unlabelled ones after it.
  private static func traitArguments(of node: some FreestandingMacroExpansionSyntax) -> [ExprSyntax] {
    guard let start = node.arguments.firstIndex(where: { $0.label?.text == "traits" }) else { return [] }
    return node.arguments[start...].prefix { $0.label == nil || $0.label?.text == "traits" }.map(\.expression)
  }

  /// The closure passed as the `body:` argument, when there is no trailing closure.
  private static func closureArgument(of node: some FreestandingMacroExpansionSyntax) -> ClosureExprSyntax? {
    node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
  }
}

/// Why a `#Preview` cannot be expanded.
enum PreviewMacroError: Error, CustomStringConvertible {
  case noBody

  var description: String { "#Preview needs a closure that makes the view: #Preview { ContentView() }" }
}
