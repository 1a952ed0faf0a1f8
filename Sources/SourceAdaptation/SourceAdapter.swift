import SwiftParser
import SwiftSyntax

/// Turns a Swift file that needs the Objective-C runtime into one that compiles without it, line
/// for line.
///
/// Only what Swift off Apple platforms rejects is touched, each change within its own lines:
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`,
///   `@IBSegueAction`, `@IBInspectable`, `@IBDesignable` and `@GKInspectable` are blanked with
///   spaces, and so is `dynamic` on a declaration that is `@objc` (itself or through its type);
/// - `#selector(…)` becomes LayoutShotUIKit's `Selector`, with the method's Objective-C name and a
///   closure that calls it (see ``SelectorRewriter``);
/// - `#keyPath(a.b)` becomes the string `"a.b"`;
/// - `import UIKit`, `import QuartzCore` and `import CoreGraphics` import `LayoutShotUIKit`, and
///   `import SwiftUI` imports `LayoutShotSwiftUI`.
///
/// Comments, strings and every other byte stay as they are. The adapted text begins with a
/// `#sourceLocation` line naming the original file, and the original's line 1 follows it, so the
/// compiler reports each diagnostic at the original file and line.
package enum SourceAdapter {
  /// The attributes that need the Objective-C runtime or Interface Builder.
  static let blankedAttributes: Set<String> = [
    "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBSegueAction", "IBInspectable",
    "IBDesignable",
    "GKInspectable",
  ]
  /// The modules Swift has only on Apple platforms, and the LayoutShot module that stands for each.
  static let replacedModules: [String: String] = [
    "UIKit": "LayoutShotUIKit", "QuartzCore": "LayoutShotUIKit", "CoreGraphics": "LayoutShotUIKit",
    "SwiftUI": "LayoutShotSwiftUI",
  ]

  /// The adapted text of `source`, which was read from `path`.
  ///
  /// - Throws: ``AdaptError/unparsable(file:line:column:problem:)`` when the file does not parse:
  ///   swift-syntax would recover and go on, but attributes and selectors in what it recovered
  ///   may be misplaced, and the compiler reports the problem better than a half-adapted file.
  package static func adapt(_ source: String, path: String) throws(AdaptError) -> AdaptedSource {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    if tree.hasError, let problem = FirstProblem.find(in: tree) {
      let location = converter.location(for: problem.position)
      throw .unparsable(file: path, line: location.line, column: location.column, problem: problem.text)
    }
    let visitor = AdaptingVisitor(index: DeclarationIndex(tree))
    visitor.walk(tree)
    var bytes = Array(source.utf8)
    var changes: [SourceChange] = []
    for edit in visitor.edits.sorted(by: { $0.start > $1.start }) {
      let original = Array(bytes[edit.start..<edit.end])
      let line = converter.location(for: AbsolutePosition(utf8Offset: edit.start)).line
      let replacement: [UInt8]
      if let text = edit.replacement {
        // A replacement is one line; the line breaks it replaces follow it, so that the lines
        // after it keep their numbers.
        replacement = Array(text.utf8) + original.filter { $0 == UInt8(ascii: "\n") }
      } else {
        replacement = original.map {
          $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") ? $0 : UInt8(ascii: " ")
        }
      }
      bytes.replaceSubrange(edit.start..<edit.end, with: replacement)
      changes.append(
        SourceChange(
          line: line, original: String(decoding: original, as: UTF8.self), replacement: edit.replacement ?? ""
        ))
    }
    let text = sourceLocationLine(for: path) + String(decoding: bytes, as: UTF8.self)
    return AdaptedSource(text: text, changes: changes.reversed())
  }

  /// The first line of an adapted file: the compiler counts the line after it as line 1 of `path`.
  package static func sourceLocationLine(for path: String) -> String {
    var quoted = ""
    for character in path {
      switch character {
      case "\\": quoted += "\\\\"
      case "\"": quoted += "\\\""
      default: quoted.append(character)
      }
    }
    return "#sourceLocation(file: \"\(quoted)\", line: 1)\n"
  }
}

/// A file's adapted text and what was changed in it.
package struct AdaptedSource: Equatable, Sendable {
  /// The adapted text: the `#sourceLocation` line, then the original's lines, adapted.
  package var text: String
  /// Each change, in the order of the file.
  package var changes: [SourceChange]
}

/// One construct that was adapted.
package struct SourceChange: Equatable, Sendable, CustomStringConvertible {
  /// The original's line (1-based) where the construct begins.
  package var line: Int
  /// The construct's original text.
  package var original: String
  /// What replaces it; empty when it was blanked.
  package var replacement: String

  /// `12: @objc → (removed)`, for listings.
  package var description: String {
    "\(line): \(original) → \(replacement.isEmpty ? "(removed)" : replacement)"
  }
}

/// A byte range of the original and what replaces it: text on one line, or blanks when `nil`.
struct SourceEdit {
  var start: Int
  var end: Int
  var replacement: String?
}

/// Finds the first place where the parser had to recover: an unexpected token or a missing one.
private final class FirstProblem: SyntaxVisitor {
  private(set) var position: AbsolutePosition?
  private(set) var text = ""

  static func find(in tree: SourceFileSyntax) -> (position: AbsolutePosition, text: String)? {
    let finder = FirstProblem(viewMode: .all)
    finder.walk(tree)
    return finder.position.map { ($0, finder.text) }
  }

  private func record(_ position: AbsolutePosition, _ text: String) {
    if let known = self.position, known <= position { return }
    self.position = position
    self.text = text
  }

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    let shown = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
    record(node.positionAfterSkippingLeadingTrivia, "unexpected '\(shown.prefix(40))'")
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if token.presence == .missing {
      let text = token.text
      if text.hasPrefix("<#") && text.hasSuffix("#>") {
        // A placeholder stands for a missing expression, type or pattern.
        record(
          token.position, "expected \(text.hasPrefix("<#e") ? "an" : "a") \(text.dropFirst(2).dropLast(2))")
      } else {
        record(token.position, text.isEmpty ? "expected a name" : "expected '\(text)'")
      }
    }
    return .visitChildren
  }
}

/// Collects the edits of a file: attributes, `dynamic`, selectors, key paths and imports.
private final class AdaptingVisitor: SyntaxVisitor {
  let index: DeclarationIndex
  private(set) var edits: [SourceEdit] = []

  init(index: DeclarationIndex) {
    self.index = index
    super.init(viewMode: .sourceAccurate)
  }

  private func blank(_ node: some SyntaxProtocol) {
    edits.append(
      SourceEdit(
        start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: nil))
  }

  private func replace(_ node: some SyntaxProtocol, with text: String) {
    edits.append(
      SourceEdit(
        start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
        end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text))
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
      SourceAdapter.blankedAttributes.contains(name)
    {
      blank(node)
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
    if node.name.tokenKind == .keyword(.dynamic), DeclarationIndex.isObjectiveC(Syntax(node)) {
      blank(node)
    }
    return .skipChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first, let replacement = SourceAdapter.replacedModules[module.name.text] {
      replace(module.name, with: replacement)
    }
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.macroName.text {
    case "selector":
      if let text = SelectorRewriter(index: index).replacement(for: node) {
        replace(node, with: text)
        return .skipChildren
      }
    case "keyPath":
      if let text = Self.keyPathString(node) {
        replace(node, with: text)
        return .skipChildren
      }
    default: break
    }
    return .visitChildren
  }

  /// `#keyPath(Type.a.b)` and `#keyPath(a.b)` as the string literal `"a.b"`: a first component
  /// that begins with a capital letter names a type, which a key path string leaves out.
  static func keyPathString(_ node: MacroExpansionExprSyntax) -> String? {
    guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
      return nil
    }
    var components = argument.expression.trimmedDescription.filter { !$0.isWhitespace }
      .split(separator: ".").map(String.init)
    if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
    let path = components.joined(separator: ".")
    guard !path.isEmpty, !path.contains("\""), !path.contains("\\") else { return nil }
    return "\"\(path)\""
  }
}
