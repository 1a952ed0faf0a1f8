import SwiftSyntax

/// What a file declares that adapting its selectors needs: its methods, by the type that holds
/// them, and its protocols.
struct DeclarationIndex {
  /// A method declared in the file.
  struct Method: Equatable {
    /// The type that holds it, as ``DeclarationIndex/enclosingType(of:)`` names it.
    var type: String?
    /// The base name: `tapped` for `tapped(_:)`.
    var name: String
    /// The argument labels, `"_"` for none.
    var labels: [String]
    /// The name given with `@objc(name)`, if any.
    var objectiveCName: String?
  }

  private(set) var methods: [Method] = []
  private(set) var protocols: Set<String> = []

  init(_ tree: SourceFileSyntax) {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    protocols = collector.protocols
    methods = collector.functions.map { function in
      Method(
        type: Self.enclosingType(of: Syntax(function), protocols: collector.protocols),
        name: function.name.text,
        labels: function.signature.parameterClause.parameters.map { $0.firstName.text },
        objectiveCName: Self.objectiveCName(function.attributes))
    }
  }

  /// The methods named `name`: those of `type` when it declares any, else all of the file's.
  func methods(named name: String, in type: String?) -> [Method] {
    let named = methods.filter { $0.name == name }
    if let type {
      let last = type.split(separator: ".").last.map(String.init)
      let own = named.filter {
        $0.type == type || $0.type?.split(separator: ".").last.map(String.init) == last
      }
      if !own.isEmpty { return own }
    }
    return named
  }

  /// The type a selector written at `node` refers to for a bare method name.
  ///
  /// That is the enclosing class, structure, enumeration or actor, qualified by the types around
  /// it (`Outer.Inner`); an extension's extended type; `Self` in a protocol or a protocol extension.
  /// A type declared in a function is named alone, as it can be reached only from there. `nil`
  /// outside any type.
  func enclosingType(of node: Syntax) -> String? { Self.enclosingType(of: node, protocols: protocols) }

  static func enclosingType(of node: Syntax, protocols: Set<String>) -> String? {
    var names: [String] = []
    var current = node.parent
    while let parent = current {
      if let declaration = parent.as(ClassDeclSyntax.self) {
        names.insert(declaration.name.text, at: 0)
      } else if let declaration = parent.as(StructDeclSyntax.self) {
        names.insert(declaration.name.text, at: 0)
      } else if let declaration = parent.as(EnumDeclSyntax.self) {
        names.insert(declaration.name.text, at: 0)
      } else if let declaration = parent.as(ActorDeclSyntax.self) {
        names.insert(declaration.name.text, at: 0)
      } else if parent.is(ProtocolDeclSyntax.self) {
        return names.isEmpty ? "Self" : names.joined(separator: ".")
      } else if let declaration = parent.as(ExtensionDeclSyntax.self) {
        let extended = declaration.extendedType.trimmedDescription
        let constrainsSelf = declaration.genericWhereClause?.requirements.contains {
          $0.requirement.trimmedDescription.hasPrefix("Self")
        }
        if names.isEmpty && (protocols.contains(extended) || constrainsSelf == true) { return "Self" }
        names.insert(extended, at: 0)
        break
      } else if !names.isEmpty
        && (parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self)
          || parent.is(AccessorBlockSyntax.self))
      {
        break
      }
      current = parent.parent
    }
    return names.isEmpty ? nil : names.joined(separator: ".")
  }

  /// Whether the declaration that holds `modifier` is exposed to Objective-C: marked `@objc` (or an
  /// Interface Builder attribute), or in a type or extension marked `@objc` or `@objcMembers`.
  static func isObjectiveC(_ modifier: Syntax) -> Bool {
    var current = modifier.parent
    while let node = current {
      if let attributes = node.asProtocol(WithAttributesSyntax.self)?.attributes,
        attributes.contains(where: { attribute in
          guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else {
            return false
          }
          return ["objc", "objcMembers", "IBOutlet", "IBInspectable", "IBAction"].contains(name)
        })
      {
        return true
      }
      if node.is(SourceFileSyntax.self) { return false }
      current = node.parent
    }
    return false
  }

  /// The name in `@objc(name)`, without spaces.
  static func objectiveCName(_ attributes: AttributeListSyntax) -> String? {
    for element in attributes {
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "objc", let arguments = attribute.arguments
      else { continue }
      let name = arguments.trimmedDescription.filter { !$0.isWhitespace }
      if !name.isEmpty { return name }
    }
    return nil
  }

  private final class Collector: SyntaxVisitor {
    var functions: [FunctionDeclSyntax] = []
    var protocols: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      functions.append(node)
      return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
      protocols.insert(node.name.text)
      return .visitChildren
    }
  }
}
