/// Parses one constraint written as an equation, the "non-visual format" of the seed article:
/// `v1.top = v2.top`, `v1.width = 2 * v2.height + 8`, `v1.leading >= v2.trailing + 8 @750`,
/// `v1.height = 44`.
///
/// The grammar:
///
///     equation  := operand relation sum [ '@' priority ]
///     relation  := '=' | '==' | '>=' | '<='
///     sum       := [ '+' | '-' ] summand { ( '+' | '-' ) summand }
///     summand   := number | operand | number '*' operand | operand ( '*' | '/' ) number
///     operand   := item '.' attribute
///     item      := a name from the views | 'superview' | 'safeArea' | 'margins'
///     priority  := number | 'required' | 'defaultHigh' | 'defaultLow' | 'fittingSizeLevel'
///
/// At most one summand may name an item; numbers add up to the constant. `superview`, `safeArea`
/// and `margins` are the superview of the equation's other item and its guides.
struct EquationParser {
  private var scanner: FormatScanner
  private let views: [String: LayoutItem]

  init(_ equation: String, views: [String: LayoutItem], location: SourceLocation?) {
    scanner = FormatScanner(equation, location: location)
    self.views = views
  }

  private struct Operand {
    var name: String
    var attribute: LayoutAttribute
    var offset: Int
  }

  private static let attributes: [String: LayoutAttribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
    "trailing": .trailing,
    "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
    "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
  ]

  private static let priorities: [String: LayoutPriority] = [
    "required": .required, "defaultHigh": .defaultHigh, "defaultLow": .defaultLow,
    "fittingSizeLevel": .fittingSizeLevel,
  ]

  /// The constraint the equation describes, inactive.
  ///
  /// - Throws: A ``FormatError`` at the character where the equation stops making sense.
  mutating func parse() throws(FormatError) -> LayoutConstraint {
    if scanner.bytes.isEmpty { throw scanner.error(.syntax, "It's an empty string.", at: 0) }
    if let nonASCII = scanner.bytes.firstIndex(where: { $0 >= 0x80 }) {
      throw scanner.error(.syntax, "It contains non-ASCII characters.", at: nonASCII)
    }
    scanner.skipSpaces()
    let first = try operand()
    scanner.skipSpaces()
    guard let relation = try scanner.relation(singleEquals: true) else {
      throw scanner.error(
        .syntax, scanner.isAtEnd ? "Expected more input" : "Expected a relation: =, ==, >= or <=")
    }
    var term: (operand: Operand, multiplier: Double)?
    var constant = 0.0
    var sign = 1.0
    var expectsSummand = true
    scanner.skipSpaces()
    if scanner.consume(.minus) { sign = -1 } else { _ = scanner.consume(.plus) }
    while expectsSummand {
      scanner.skipSpaces()
      let start = scanner.offset
      if let number = try scanner.number(signed: false) {
        scanner.skipSpaces()
        if scanner.consume(.star) {
          scanner.skipSpaces()
          term = try addTerm(term, operand(), sign * number, at: start)
        } else {
          constant += sign * number
        }
      } else if scanner.current?.isLetter == true || scanner.current == .underscore {
        let found = try operand()
        scanner.skipSpaces()
        var multiplier = 1.0
        if scanner.consume(.star) {
          multiplier = try factor()
        } else if scanner.consume(UInt8(ascii: "/")) {
          let divisor = try factor()
          guard divisor != 0 else {
            throw scanner.error(.invalidNumber, "Cannot divide by 0", at: scanner.offset - 1)
          }
          multiplier = 1 / divisor
        }
        term = try addTerm(term, found, sign * multiplier, at: start)
      } else {
        throw scanner.error(
          .syntax, scanner.isAtEnd ? "Expected more input" : "Expected a number or an item's attribute")
      }
      scanner.skipSpaces()
      if scanner.consume(.plus) {
        sign = 1
      } else if scanner.consume(.minus) {
        sign = -1
      } else {
        expectsSummand = false
      }
    }
    var priority = LayoutPriority.required
    if scanner.consume(.at) {
      priority = try self.priority()
      scanner.skipSpaces()
    }
    guard scanner.isAtEnd else {
      throw scanner.error(.syntax, "Expected the end of the equation")
    }
    return try make(first, relation, term, constant: constant, priority: priority)
  }

  private mutating func factor() throws(FormatError) -> Double {
    scanner.skipSpaces()
    guard let number = try scanner.number(signed: true) else {
      throw scanner.error(.syntax, "Expected a number after '*' or '/'")
    }
    return number
  }

  private func addTerm(
    _ existing: (operand: Operand, multiplier: Double)?, _ operand: Operand, _ multiplier: Double,
    at offset: Int
  ) throws(FormatError) -> (operand: Operand, multiplier: Double) {
    guard existing == nil else {
      throw scanner.error(
        .syntax, "An equation relates one attribute to one other; this is a second one", at: offset)
    }
    return (operand, multiplier)
  }

  private mutating func operand() throws(FormatError) -> Operand {
    let start = scanner.offset
    guard let name = scanner.name() else {
      throw scanner.error(.syntax, "Expected an item's attribute, such as v1.top")
    }
    guard scanner.consume(.dot) else {
      throw scanner.error(.syntax, "Expected a '.' and an attribute after '\(name)'")
    }
    let attributeStart = scanner.offset
    guard let attributeName = scanner.name(), let attribute = Self.attributes[attributeName] else {
      throw scanner.error(
        .syntax,
        "Unknown attribute. Use left, right, top, bottom, leading, trailing, width, height, centerX, centerY, "
          + "firstBaseline or lastBaseline", at: attributeStart)
    }
    return Operand(name: name, attribute: attribute, offset: start)
  }

  private mutating func priority() throws(FormatError) -> LayoutPriority {
    scanner.skipSpaces()
    let start = scanner.offset
    if let value = try scanner.number(signed: true) {
      return try scanner.priority(value, at: start)
    }
    if let name = scanner.name(), let priority = Self.priorities[name] { return priority }
    throw scanner.error(
      .syntax, "Expected a priority: a number, required, defaultHigh, defaultLow or fittingSizeLevel",
      at: start)
  }

  // MARK: Items

  private func make(
    _ first: Operand, _ relation: LayoutRelation, _ term: (operand: Operand, multiplier: Double)?,
    constant: Double,
    priority: LayoutPriority
  ) throws(FormatError) -> LayoutConstraint {
    let anchorName = [first.name, term?.operand.name].compactMap { $0 }.first { !Self.relative.contains($0) }
    let firstItem = try item(first, relativeTo: anchorName)
    let secondItem = try term.map { (term) throws(FormatError) in
      try item(term.operand, relativeTo: anchorName)
    }
    let secondAttribute = term?.operand.attribute ?? .notAnAttribute
    let multiplier = term?.multiplier ?? 0
    // Checked before the constraint exists, so a refused equation leaves nothing behind.
    if let problem = LayoutConstraint.validate(
      firstItem, first.attribute, secondItem, secondAttribute, multiplier, constant)
    {
      throw scanner.error(.invalidConstraint, problem, at: term?.operand.offset ?? first.offset)
    }
    return LayoutConstraint(
      firstItem, first.attribute, relation, secondItem, secondAttribute, multiplier: multiplier,
      constant: constant, priority: priority, location: scanner.location)
  }

  /// The names that stand for the superview of the equation's other item, and its guides.
  private static let relative: Set<String> = ["superview", "safeArea", "margins"]

  private func item(_ operand: Operand, relativeTo anchorName: String?) throws(FormatError) -> LayoutItem {
    if let item = views[operand.name] { return item }
    guard Self.relative.contains(operand.name) else {
      throw scanner.error(
        .unknownName, "\(operand.name) is not a key in the views dictionary.", at: operand.offset)
    }
    guard let anchorName, let anchor = views[anchorName] else {
      throw scanner.error(
        .missingSuperview, "\(operand.name) needs a view from the views dictionary on the other side",
        at: operand.offset)
    }
    guard let superview = (anchor as? View)?.superview ?? (anchor as? LayoutGuide)?.owningView else {
      throw scanner.error(
        .missingSuperview,
        "Unable to interpret '\(operand.name)', because \(anchorName) doesn't have a superview",
        at: operand.offset)
    }
    switch operand.name {
    case "safeArea": return superview.safeAreaLayoutGuide
    case "margins": return superview.layoutMarginsGuide
    default: return superview
    }
  }
}
