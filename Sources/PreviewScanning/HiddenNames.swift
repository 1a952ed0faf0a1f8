import SwiftSyntax

/// The names a Swift file keeps to itself, which a `#Preview`'s body may use in its own file but
/// not when the list of previews (another file) copies it: what the file declares `private` or
/// `fileprivate` at its top level, what it declares `fileprivate` anywhere, and the members of its
/// `private` and `fileprivate` extensions that give no access of their own.
///
/// ```swift
/// // private extension User { static let sample = User(name: "Ada") }
/// // fileprivate struct Badge: View { … }
/// HiddenNames(of: tree).names   // ["sample", "Badge"]
/// ```
struct HiddenNames {
  /// The names, in the order declared.
  private(set) var names: [String] = []

  /// The hidden names of the file `tree`.
  init(of tree: SourceFileSyntax) {
    let collector = Collector()
    collector.walk(tree)
    names = collector.names
  }

  /// The names of `closure`'s identifiers that are hidden, each once, in the order first used.
  func used(in closure: ClosureExprSyntax) -> [String] {
    let hidden = Set(names)
    var used: [String] = []
    for token in closure.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let text) = token.tokenKind, hidden.contains(text), !used.contains(text) else {
        continue
      }
      used.append(text)
    }
    return used
  }

  /// Walks a file's declarations, not the code inside functions, closures or initial values.
  private final class Collector: SyntaxVisitor {
    var names: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
      record(node.decl)
      return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
      if let declaration = node.item.as(DeclSyntax.self) { record(declaration) }
      return .visitChildren
    }

    /// Records the names `declaration` introduces when it is hidden from other files.
    private func record(_ declaration: DeclSyntax) {
      guard let access = Self.access(of: declaration) ?? Self.inheritedAccess(of: declaration) else { return }
      let isTopLevel = declaration.parent?.is(CodeBlockItemSyntax.self) ?? false
      guard access == "fileprivate" || (access == "private" && isTopLevel) else { return }
      names += Self.names(declaredBy: declaration)
    }

    /// The access `declaration` states (`private`, `fileprivate`, `internal`, …), if it states one.
    private static func access(of declaration: DeclSyntax) -> String? {
      let accessWords: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]
      return declaration.asProtocol((any WithModifiersSyntax).self)?.modifiers
        .first { accessWords.contains($0.name.text) && $0.detail == nil }?.name.text
    }

    /// For a member of an extension at the top level that states no access: the extension's
    /// (a `private` extension's members are visible in the whole file, as `fileprivate`).
    private static func inheritedAccess(of declaration: DeclSyntax) -> String? {
      guard let member = declaration.parent?.as(MemberBlockItemSyntax.self),
        let extensionDecl = member.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
        extensionDecl.parent?.is(CodeBlockItemSyntax.self) ?? false,
        let access = Self.access(of: DeclSyntax(extensionDecl))
      else { return nil }
      return access == "private" ? "fileprivate" : access
    }

    /// The names `declaration` introduces.
    private static func names(declaredBy declaration: DeclSyntax) -> [String] {
      if let type = declaration.as(StructDeclSyntax.self) { return [type.name.text] }
      if let type = declaration.as(ClassDeclSyntax.self) { return [type.name.text] }
      if let type = declaration.as(EnumDeclSyntax.self) { return [type.name.text] }
      if let type = declaration.as(ActorDeclSyntax.self) { return [type.name.text] }
      if let alias = declaration.as(TypeAliasDeclSyntax.self) { return [alias.name.text] }
      if let function = declaration.as(FunctionDeclSyntax.self) { return [function.name.text] }
      if let variable = declaration.as(VariableDeclSyntax.self) {
        return variable.bindings.flatMap { binding in
          binding.pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let text) = token.tokenKind { text } else { nil }
          }
        }
      }
      return []
    }
  }
}
