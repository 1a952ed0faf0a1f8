import SwiftSyntax

/// Writes a `#selector(…)` expression as LayoutShotUIKit's `Selector`, on one line.
///
/// The selector carries the method's Objective-C name and a closure that calls the method on a
/// target of the type the selector names:
///
/// ```swift
/// #selector(tapped(_:))             // in LoginViewController
/// Selector("tapped:", { (target: LoginViewController, sender) in target.tapped(sender) })
/// #selector(getter: UISwitch.isOn)
/// Selector("isOn", { (target: UISwitch) in target.isOn })
/// ```
///
/// The type is the one written (`Type.method`), else the type around the selector. A bare name
/// (`#selector(tapped)`) is looked up among the file's methods, in that type first, for its
/// labels and any `@objc(name)`. A method the file does not declare is referred to unapplied,
/// `Selector(baseName: "tapped", LoginViewController.tapped)`, whose number of arguments gives
/// the colons. A selector whose target type cannot be known (`#selector(view.tapped)`, or a
/// bare name outside any type) keeps only its name.
struct SelectorRewriter {
  let index: DeclarationIndex

  /// The replacement of `node`, or `nil` for a form this does not know, left for the compiler to
  /// report.
  func replacement(for node: MacroExpansionExprSyntax) -> String? {
    guard node.arguments.count == 1, let argument = node.arguments.first else { return nil }
    var expression = argument.expression
    var coercedArity: Int?
    // `#selector(tapped as (UIButton) -> Void)` picks one of several overloads by type.
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      let elements = Array(sequence.elements)
      guard elements[1].is(UnresolvedAsExprSyntax.self),
        let type = elements[2].as(TypeExprSyntax.self)?.type.as(FunctionTypeSyntax.self)
      else { return nil }
      coercedArity = type.parameters.count
      expression = elements[0]
    }
    let reference: DeclReferenceExprSyntax
    let type: String?
    if let bare = expression.as(DeclReferenceExprSyntax.self) {
      reference = bare
      type = index.enclosingType(of: Syntax(node))
    } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      reference = member.declName
      let written = base.trimmedDescription.filter { !$0.isWhitespace }
      if written == "self" || written == "Self" {
        type = index.enclosingType(of: Syntax(node))
      } else if written.split(separator: ".").last?.first?.isUppercase == true {
        type = written
      } else {
        type = nil
      }
    } else {
      return nil
    }
    let name = reference.baseName.text
    switch argument.label?.text {
    case "getter":
      return selector(name, calling: type.map { "{ (target: \($0)) in target.\(name) }" })
    case "setter":
      return selector(
        ObjectiveCName.setter(name),
        calling: type.map { "{ (target: \($0), newValue) in target.\(name) = newValue }" })
    case nil:
      return method(
        name, labels: reference.argumentNames.map { $0.arguments.map(\.name.text) }, in: type,
        arity: coercedArity)
    default:
      return nil
    }
  }

  private func method(_ name: String, labels written: [String]?, in type: String?, arity: Int?) -> String {
    var labels = written
    var objectiveCName: String?
    let declared = index.methods(named: name, in: type)
    if let written {
      objectiveCName = declared.first { $0.labels == written }?.objectiveCName
    } else {
      let fitting = declared.filter { arity == nil || $0.labels.count == arity }
      let signatures = Set(fitting.map { $0.labels.joined(separator: ":") })
      if signatures.count == 1, let method = fitting.first {
        labels = method.labels
        objectiveCName = fitting.compactMap(\.objectiveCName).first
      } else if let arity {
        labels = Array(repeating: "_", count: arity)
      }
    }
    guard let labels else {
      guard let type else { return selector(name, calling: nil) }
      return "Selector(baseName: \(quoted(name)), \(type).\(name))"
    }
    let objectiveC = objectiveCName ?? ObjectiveCName.method(name, labels: labels)
    guard let type, labels.count <= 2 else { return selector(objectiveC, calling: nil) }
    let parameters = Array(["sender", "event"].prefix(labels.count))
    let arguments = zip(labels, parameters).map { $0 == "_" ? $1 : "\($0): \($1)" }
    let list = ([": \(type)"] + parameters).enumerated().map { $0 == 0 ? "target" + $1 : $1 }
    return selector(
      objectiveC,
      calling: "{ (\(list.joined(separator: ", "))) in target.\(name)(\(arguments.joined(separator: ", "))) }"
    )
  }

  private func selector(_ name: String, calling closure: String?) -> String {
    closure.map { "Selector(\(quoted(name)), \($0))" } ?? "Selector(\(quoted(name)))"
  }

  private func quoted(_ text: String) -> String { "\"\(text)\"" }
}
