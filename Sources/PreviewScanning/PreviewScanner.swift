import SwiftParser
import SwiftSyntax

/// Finds the previews of a Swift file: its `#Preview`s at file scope and its types that conform
/// to `PreviewProvider`, at file scope or in a type, under the `#if` conditions around them.
///
/// The file is parsed, not searched: a `#Preview` in a comment or a string, in a type or inside a
/// function is not a preview (Xcode shows only those at file scope). A provider declared
/// `private` or `fileprivate`, or inside such a type, is skipped, since the list of previews
/// (another file) cannot name it; a `#Preview` whose body uses what its file keeps to itself is
/// found as unreachable, named with what it uses, so that the list fails it with that message
/// rather than failing to compile.
///
/// ```swift
/// let found = PreviewScanner.previews(in: """
///   #Preview("Dark") { ProfileCard() }
///   // #Preview { Old() }
///   struct ProfileCard_Previews: PreviewProvider { static var previews: some View { ProfileCard() } }
///   """, file: "ProfileCard.swift")
/// // [.macro(title: "\"Dark\"", traits: [], body: "ProfileCard()", bodyLine: 1) (line 1),
/// //  .provider(typeName: "ProfileCard_Previews") (line 3)]
/// ```
package enum PreviewScanner {
  /// The names a provider's conformance may be written with.
  static let providerProtocols: Set<String> = [
    "PreviewProvider", "SwiftUI.PreviewProvider", "LayoutShotSwiftUI.PreviewProvider",
  ]

  /// The previews of `source`, read from `file`, in the order they are written.
  package static func previews(in source: String, file: String) -> [PreviewDeclaration] {
    let tree = Parser.parse(source: source)
    let finder = Finder(
      converter: SourceLocationConverter(fileName: file, tree: tree), hidden: HiddenNames(of: tree))
    finder.walk(tree)
    return finder.found
  }

  /// Walks a file's declarations, not the code inside functions, closures or initial values.
  private final class Finder: SyntaxVisitor {
    let converter: SourceLocationConverter
    let hidden: HiddenNames
    var found: [PreviewDeclaration] = []

    init(converter: SourceLocationConverter, hidden: HiddenNames) {
      self.converter = converter
      self.hidden = hidden
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
      preview(node)
      return .skipChildren
    }

    // At file scope, swift-syntax parses a freestanding macro as an expression statement.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
      if node.parent?.is(CodeBlockItemSyntax.self) ?? false { preview(node) }
      return .skipChildren
    }

    /// Records `node` when it is a `#Preview` at file scope, with a closure to copy.
    private func preview(_ node: some FreestandingMacroExpansionSyntax) {
      guard node.macroName.text == "Preview", let scope = Scope(of: Syntax(node)), scope.types.isEmpty,
        let body = node.trailingClosure
          ?? node.arguments.first(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self),
        let firstStatement = body.statements.first
      else { return }
      let title = node.arguments.first.flatMap { $0.label == nil ? $0.expression.trimmedDescription : nil }
      let hiddenNames = hidden.used(in: body)
      guard hiddenNames.isEmpty else {
        found.append(
          PreviewDeclaration(
            kind: .unreachable(title: title, hiddenNames: hiddenNames), line: line(of: node),
            condition: scope.condition))
        return
      }
      let traits =
        node.arguments.firstIndex { $0.label?.text == "traits" }.map { start in
          node.arguments[start...].prefix { $0.label == nil || $0.label?.text == "traits" }
            .map(\.expression.trimmedDescription)
        } ?? []
      found.append(
        PreviewDeclaration(
          kind: .macro(
            title: title, traits: traits, body: body.statements.trimmedDescription,
            bodyLine: line(of: firstStatement)),
          line: line(of: node), condition: scope.condition))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      provider(node, name: node.name.text, inheritance: node.inheritanceClause)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      provider(node, name: node.name.text, inheritance: node.inheritanceClause)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      provider(node, name: node.name.text, inheritance: node.inheritanceClause)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      provider(node, name: node.extendedType.trimmedDescription, inheritance: node.inheritanceClause)
    }

    // Code, where a declaration is local: nothing there is a preview another file can name.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Records `node` when it declares a provider; goes on into its members either way.
    private func provider(
      _ node: some DeclSyntaxProtocol, name: String, inheritance: InheritanceClauseSyntax?
    ) -> SyntaxVisitorContinueKind {
      let conforms =
        inheritance?.inheritedTypes.contains {
          PreviewScanner.providerProtocols.contains($0.type.trimmedDescription)
        } ?? false
      if conforms, !Scope.isHidden(Syntax(node)), let scope = Scope(of: Syntax(node)) {
        found.append(
          PreviewDeclaration(
            kind: .provider(typeName: scope.qualified(name)), line: line(of: node), condition: scope.condition
          ))
      }
      return .visitChildren
    }

    private func line(of node: some SyntaxProtocol) -> Int {
      converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }
  }

  /// Where a declaration is: the types around it and the `#if` conditions it is compiled under.
  private struct Scope {
    /// The enclosing types' names, outermost first.
    var types: [String] = []
    /// Each enclosing `#if` clause's condition, outermost first.
    var conditions: [String] = []

    /// The scope of `node`; `nil` when it is in code (a function, closure or initial value) or in
    /// a type another file cannot name (a private one).
    init?(of node: Syntax) {
      var current = node.parent
      while let parent = current {
        if let clause = parent.as(IfConfigClauseSyntax.self) {
          conditions.insert(Self.condition(of: clause), at: 0)
        } else if let named = Self.typeName(of: parent) {
          if Self.isHidden(parent) { return nil }
          types.insert(named, at: 0)
        } else if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self)
          || parent.is(AccessorBlockSyntax.self) || parent.is(InitializerClauseSyntax.self)
        {
          return nil
        }
        current = parent.parent
      }
    }

    /// `name` with the enclosing types before it.
    func qualified(_ name: String) -> String {
      (types + [name]).joined(separator: ".")
    }

    /// The conditions joined with `&&`; `nil` when there are none.
    var condition: String? {
      if conditions.count <= 1 { return conditions.first }
      return conditions.map { "(\($0))" }.joined(separator: " && ")
    }

    /// What holds in `clause`: its own condition, after every earlier clause's failed.
    static func condition(of clause: IfConfigClauseSyntax) -> String {
      var failed: [String] = []
      for earlier in clause.parent?.as(IfConfigClauseListSyntax.self) ?? [] {
        if earlier.id == clause.id { break }
        if let condition = earlier.condition { failed.append("!(\(condition.trimmedDescription))") }
      }
      let own = clause.condition?.trimmedDescription
      guard !failed.isEmpty else { return own ?? "true" }
      return (failed + (own.map { ["(\($0))"] } ?? [])).joined(separator: " && ")
    }

    /// The name a type declaration or extension gives the declarations inside it.
    static func typeName(of node: Syntax) -> String? {
      if let type = node.as(StructDeclSyntax.self) { return type.name.text }
      if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
      if let type = node.as(EnumDeclSyntax.self) { return type.name.text }
      if let type = node.as(ActorDeclSyntax.self) { return type.name.text }
      if let type = node.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
      return nil
    }

    /// Whether `node` is declared `private` or `fileprivate`.
    static func isHidden(_ node: Syntax) -> Bool {
      guard let modifiers = node.asProtocol((any WithModifiersSyntax).self)?.modifiers else { return false }
      return modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }
  }
}
