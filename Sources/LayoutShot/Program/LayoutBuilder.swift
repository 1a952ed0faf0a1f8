/// Builds the body of a ``LayoutProgram``: any statements, with each statement's location given to
/// the constraints it makes.
///
/// Result-builder bodies may declare constants, call functions, assign properties, loop and branch;
/// a constraint made by the operator form gets the line of its statement (anchor methods and
/// helpers record their own line wherever they are called). A declaration is not a statement here:
/// an operator-made constraint kept in a `let` gets the line of the next statement.
///
/// ```swift
/// func body(root: View, screen: Screen) -> LayoutBody {
///   let card = View("card")
///   root.addSubview(card)
///   card.leading == root.leading + 16          // recorded as this line
///   if screen.horizontalSizeClass == .regular {
///     card.width <= 600
///   }
/// }
/// ```
@resultBuilder
public enum LayoutBuilder {
  /// A constraint statement: the constraints it made get its line.
  public static func buildExpression(
    _ constraint: LayoutConstraint, fileID: String = #fileID, line: Int = #line
  )
    -> LayoutBody
  {
    statementEnded(fileID: fileID, line: line)
  }

  /// A statement that made several constraints (a helper): they get its line.
  public static func buildExpression(
    _ constraints: [LayoutConstraint], fileID: String = #fileID, line: Int = #line
  ) -> LayoutBody {
    statementEnded(fileID: fileID, line: line)
  }

  /// A statement without a value (a call, an assignment): constraints it made get its line.
  public static func buildExpression(_ value: Void, fileID: String = #fileID, line: Int = #line) -> LayoutBody
  {
    statementEnded(fileID: fileID, line: line)
  }

  /// A statement of any other value: constraints it made get its line.
  public static func buildExpression<Value>(_ value: Value, fileID: String = #fileID, line: Int = #line)
    -> LayoutBody
  {
    statementEnded(fileID: fileID, line: line)
  }

  /// The statements of a body.
  public static func buildBlock(_ parts: LayoutBody...) -> LayoutBody { LayoutBody() }
  /// An `if` without `else`.
  public static func buildOptional(_ part: LayoutBody?) -> LayoutBody { LayoutBody() }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: LayoutBody) -> LayoutBody { part }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: LayoutBody) -> LayoutBody { part }
  /// The statements of a `for` loop.
  public static func buildArray(_ parts: [LayoutBody]) -> LayoutBody { LayoutBody() }
  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: LayoutBody) -> LayoutBody { part }

  private static func statementEnded(fileID: String, line: Int) -> LayoutBody {
    LayoutRecording.current?.statementEnded(at: SourceLocation(fileID: fileID, line: line))
    return LayoutBody()
  }
}

/// What a layout program's body produces.
///
/// Nothing but its effects on the views. Made by ``LayoutBuilder``.
public struct LayoutBody: Sendable {
  /// The empty result.
  public init() {}
}
