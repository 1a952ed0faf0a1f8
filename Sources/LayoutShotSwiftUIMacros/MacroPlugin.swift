import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands `LayoutShotSwiftUI`'s macros.
@main
struct MacroPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
