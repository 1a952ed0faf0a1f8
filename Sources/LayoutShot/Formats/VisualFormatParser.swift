/// Parses Apple's Visual Format Language into a syntax tree, resolving view and metric names as it
/// goes so that every error points at the character where it was found.
///
/// The grammar, restated from Apple's Visual Format Language table as UIKit's parser reads it:
///
///     format      := [ orientation ':' ] [ '|' connection ] view { connection view } [ connection '|' ]
///     orientation := 'H' | 'V'
///     view        := '[' name [ '(' predicate { ',' predicate } ')' ] ']'
///     connection  := ε | '-' | '-' predicate '-' | '-' '(' predicate { ',' predicate } ')' '-'
///     predicate   := [ '==' | '<=' | '>=' ] ( number | metric | view ) [ '@' ( number | metric ) ]
///
/// A connection takes a whole predicate without parentheses, as UIKit's parser does although
/// Apple's table allows only a number or metric there: `[a]->=0-|`, `-<=20@750-`
/// (Documentation/AutoLayout.md#visual-format-language); a view is never a space. Spaces between
/// tokens are ignored. Messages follow UIKit's parser where it has one.
struct VisualFormatParser {
  /// A parsed format.
  struct Syntax {
    var isVertical = false
    /// The connection from the superview's first edge to the first view, when the format starts
    /// with `|`.
    var leadingSuperview: Connection?
    var views: [ViewNode] = []
    /// The connection between each view and the next.
    var connections: [Connection] = []
    /// The connection from the last view to the superview's far edge, when the format ends with `|`.
    var trailingSuperview: Connection?
    /// The offset of each `|`, for errors about the superview.
    var leadingBarOffset = 0
    var trailingBarOffset = 0
  }

  struct ViewNode {
    var name: String
    var item: LayoutItem
    var offset: Int
    var predicates: [Predicate]
  }

  /// A connection: standard spacing, or predicates (flush is `== 0`).
  enum Connection {
    case standard
    case predicates([Predicate])
  }

  struct Predicate {
    enum Object {
      case constant(Double)
      case view(LayoutItem, name: String)
    }

    var relation: LayoutRelation
    var object: Object
    var priority: LayoutPriority
  }

  private var scanner: FormatScanner
  private let metrics: [String: Double]
  private let views: [String: LayoutItem]
  private var placed: Set<String> = []

  init(_ format: String, metrics: [String: Double], views: [String: LayoutItem], location: SourceLocation?) {
    scanner = FormatScanner(format, location: location)
    self.metrics = metrics
    self.views = views
  }

  /// The syntax tree of the format.
  ///
  /// - Throws: A ``FormatError`` at the first character that does not fit.
  mutating func parse() throws(FormatError) -> Syntax {
    if scanner.bytes.isEmpty { throw scanner.error(.syntax, "It's an empty string.", at: 0) }
    if let nonASCII = scanner.bytes.firstIndex(where: { $0 >= 0x80 }) {
      throw scanner.error(.syntax, "It contains non-ASCII characters.", at: nonASCII)
    }
    var syntax = Syntax()
    scanner.skipSpaces()
    if let first = scanner.current, first == UInt8(ascii: "H") || first == UInt8(ascii: "V") {
      let isVertical = first == UInt8(ascii: "V")
      scanner.advance()
      guard scanner.consume(.colon) else {
        throw scanner.error(
          .syntax,
          "Expected ':' after '\(isVertical ? "V" : "H")' to specify "
            + "\(isVertical ? "vertical" : "horizontal") arrangement")
      }
      syntax.isVertical = isVertical
      scanner.skipSpaces()
    }
    if scanner.current == .bar {
      syntax.leadingBarOffset = scanner.offset
      scanner.advance()
      scanner.skipSpaces()
      guard scanner.current == .minus || scanner.current == .openBracket else {
        throw scanner.error(.syntax, "Expected a connection after the '|' character")
      }
      syntax.leadingSuperview = try connection()
    }
    while true {
      syntax.views.append(try view())
      scanner.skipSpaces()
      if scanner.isAtEnd { return syntax }
      let link = try connection()
      scanner.skipSpaces()
      if scanner.current == .bar {
        syntax.trailingBarOffset = scanner.offset
        scanner.advance()
        syntax.trailingSuperview = link
        scanner.skipSpaces()
        guard scanner.isAtEnd else { throw scanner.error(.syntax, "Expected the end of the format string") }
        return syntax
      }
      guard scanner.current == .openBracket else {
        throw scanner.error(.syntax, scanner.isAtEnd ? "Expected more input" : "Expected a view or '|'")
      }
      syntax.connections.append(link)
    }
  }

  // MARK: Pieces

  private mutating func view() throws(FormatError) -> ViewNode {
    scanner.skipSpaces()
    guard scanner.consume(.openBracket) else {
      throw scanner.error(.syntax, scanner.isAtEnd ? "Expected more input" : "Expected a view")
    }
    scanner.skipSpaces()
    let start = scanner.offset
    guard let name = scanner.name() else {
      throw scanner.error(
        .syntax,
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, "
          + "and underscores.")
    }
    guard let item = views[name] else {
      throw scanner.error(.unknownName, "\(name) is not a key in the views dictionary.", at: start)
    }
    guard placed.insert(name).inserted else {
      throw scanner.error(
        .duplicateView, "\(name) appears more than once; a view can be laid out once per format.", at: start)
    }
    scanner.skipSpaces()
    var predicates: [Predicate] = []
    if scanner.consume(.openParenthesis) {
      predicates = try predicateList(allowingViews: true)
      scanner.skipSpaces()
    }
    guard scanner.consume(.closeBracket) else {
      if scanner.isAtEnd {
        throw scanner.error(
          .syntax, "Unexpectedly ran out of character fodder in the middle of parsing a view")
      }
      throw scanner.error(.syntax, "Expected a ']' here. That is how you give the end of a view.")
    }
    return ViewNode(name: name, item: item, offset: start, predicates: predicates)
  }

  /// A connection, the next character being `-`, `[` or `|`.
  private mutating func connection() throws(FormatError) -> Connection {
    scanner.skipSpaces()
    if scanner.current == .openBracket || scanner.current == .bar {
      return .predicates([Predicate(relation: .equal, object: .constant(0), priority: .required)])
    }
    guard scanner.consume(.minus) else { throw scanner.error(.syntax, "Expected a '-' here") }
    scanner.skipSpaces()
    if scanner.current == .openBracket || scanner.current == .bar { return .standard }
    if scanner.current == .minus {
      throw scanner.error(
        .syntax,
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses "
          + "around negative numbers.")
    }
    let predicates =
      scanner.consume(.openParenthesis)
      ? try predicateList(allowingViews: false) : [try predicate(allowingViews: false)]
    scanner.skipSpaces()
    guard scanner.consume(.minus) else {
      if scanner.current == .comma {
        throw scanner.error(
          .syntax,
          "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of "
            + "constraints")
      }
      throw scanner.error(.syntax, scanner.isAtEnd ? "Expected more input" : "Expected a '-' here")
    }
    return .predicates(predicates)
  }

  /// Predicates up to and including the closing `)`.
  private mutating func predicateList(allowingViews: Bool) throws(FormatError) -> [Predicate] {
    var predicates: [Predicate] = []
    while true {
      predicates.append(try predicate(allowingViews: allowingViews))
      scanner.skipSpaces()
      if scanner.consume(.comma) { continue }
      if scanner.consume(.closeParenthesis) { return predicates }
      if scanner.current == .closeBracket {
        throw scanner.error(
          .syntax, "A predicate on a view's thickness must end with ')' and the view must end with ']'")
      }
      throw scanner.error(
        .syntax,
        scanner.isAtEnd
          ? "Expected more input"
          : "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
    }
  }

  private mutating func predicate(allowingViews: Bool) throws(FormatError) -> Predicate {
    scanner.skipSpaces()
    let relation = try scanner.relation(singleEquals: false) ?? .equal
    scanner.skipSpaces()
    let object: Predicate.Object
    let start = scanner.offset
    if let number = try scanner.number(signed: true) {
      object = .constant(number)
    } else if let name = scanner.name() {
      if let value = try metric(name, at: start) {
        object = .constant(value)
      } else if let item = views[name] {
        guard allowingViews else { throw viewAsSpace(at: start) }
        object = .view(item, name: name)
      } else {
        throw unknownMetric(name, at: start)
      }
    } else {
      throw scanner.error(
        .syntax, "Expected a number or key from the metrics dictionary, but encountered something else")
    }
    scanner.skipSpaces()
    var priority = LayoutPriority.required
    if scanner.consume(.at) {
      scanner.skipSpaces()
      let priorityStart = scanner.offset
      let value: Double
      if let number = try scanner.number(signed: true) {
        value = number
      } else if let name = scanner.name() {
        guard let metric = try metric(name, at: priorityStart) else {
          throw unknownMetric(name, at: priorityStart)
        }
        value = metric
      } else {
        throw scanner.error(
          .syntax, "Expected a number or key from the metrics dictionary, but encountered something else")
      }
      priority = try scanner.priority(value, at: priorityStart)
    }
    return Predicate(relation: relation, object: object, priority: priority)
  }

  /// The value of a metric, which must be a finite number.
  private func metric(_ name: String, at offset: Int) throws(FormatError) -> Double? {
    guard let value = metrics[name] else { return nil }
    guard value.isFinite else {
      throw scanner.error(
        .invalidNumber, "The metric \"\(name)\" is \(value), not a finite number", at: offset)
    }
    return value
  }

  private func viewAsSpace(at offset: Int) -> FormatError {
    scanner.error(
      .syntax,
      "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view "
        + "as a spacer? [view1][spacer(==view1)][view2]", at: offset)
  }

  private func unknownMetric(_ name: String, at offset: Int) -> FormatError {
    scanner.error(
      .unknownName,
      "Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries",
      at: offset)
  }

  /// The scanner's error, for the caller's checks after parsing.
  func error(_ kind: FormatError.Kind, _ message: String, at offset: Int) -> FormatError {
    scanner.error(kind, message, at: offset)
  }
}
