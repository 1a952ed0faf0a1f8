// The Visual Format Language: `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.

extension LayoutConstraint {
  /// The constraints a visual format describes, inactive, as UIKit makes them.
  ///
  /// ```swift
  /// let views: [String: LayoutItem] = ["icon": icon, "title": title]
  /// LayoutConstraint.activate(
  ///   try LayoutConstraint.constraints(
  ///     withVisualFormat: "H:|-[icon(30)]-[title]-|", options: [.alignAllCenterY], views: views))
  /// ```
  ///
  /// `|-` and `-|` stand for the superview's layout margins, `-` between views for the standard 8
  /// points, as in UIKit. The constraints come in UIKit's order (each connection, then the view's
  /// size predicates, then the alignments), carry the line of the call, and print in the format's
  /// notation in diagnostics.
  ///
  /// - Throws: A ``FormatError`` with the position and UIKit's message for a format that does not
  ///   parse, an unknown view or metric, a view placed twice, an option that does not fit the
  ///   format, a number that is not finite, or a priority outside 1...1000.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double]? = nil,
    views: [String: LayoutItem], fileID: String = #fileID, line: Int = #line
  ) throws(FormatError) -> [LayoutConstraint] {
    try visualConstraints(
      format, options: options, metrics: metrics ?? [:], views: views,
      location: SourceLocation(fileID: fileID, line: line))
  }

  /// The constraints of a visual format, made at `location` (`nil` when explaining a format).
  static func visualConstraints(
    _ format: String, options: FormatOptions, metrics: [String: Double], views: [String: LayoutItem],
    location: SourceLocation?
  ) throws(FormatError) -> [LayoutConstraint] {
    var parser = VisualFormatParser(format, metrics: metrics, views: views, location: location)
    let syntax = try parser.parse()
    return try VisualFormatBuilder(syntax: syntax, options: options, location: location, error: parser.error)
      .constraints()
  }

  /// The same, for dictionaries typed as UIKit code types them (`[String: Any]`): metrics may be
  /// any integer or floating-point type (`CGFloat`, `Int`, `Double`, `Float`), and `item` turns
  /// each view of the dictionary into the item it stands for (a UIKit view into its LayoutShot view).
  ///
  /// - Throws: A ``FormatError`` as above, and for a value that is not a view or layout guide or
  ///   a metric that is not a number (the first such name in alphabetical order).
  package static func constraints(
    withVisualFormat format: String, options: FormatOptions, untypedMetrics metrics: [String: Any]?,
    untypedViews views: [String: Any], item: (Any) -> LayoutItem?, fileID: String, line: Int
  ) throws(FormatError) -> [LayoutConstraint] {
    let location = SourceLocation(fileID: fileID, line: line)
    var items: [String: LayoutItem] = [:]
    for (name, value) in views.sorted(by: { $0.key < $1.key }) {
      guard let item = item(value) else {
        throw FormatError(
          .unknownName, "\(name) in the views dictionary is not a view or layout guide.", format: format,
          offset: 0, location: location)
      }
      items[name] = item
    }
    var numbers: [String: Double] = [:]
    for (name, value) in (metrics ?? [:]).sorted(by: { $0.key < $1.key }) {
      guard let number = numericValue(value) else {
        throw FormatError(
          .invalidNumber, "\(name) in the metrics dictionary is not a number.", format: format, offset: 0,
          location: location)
      }
      numbers[name] = number
    }
    return try constraints(
      withVisualFormat: format, options: options, metrics: numbers, views: items, fileID: fileID, line: line)
  }

  /// A metric's value as a `Double`, for any integer or floating-point type; `nil` for anything
  /// else.
  private static func numericValue(_ value: Any) -> Double? {
    func double(_ number: some BinaryFloatingPoint) -> Double { Double(number) }
    func double(_ number: some BinaryInteger) -> Double { Double(number) }
    if let number = value as? any BinaryFloatingPoint { return double(number) }
    if let number = value as? any BinaryInteger { return double(number) }
    return nil
  }
}

/// Turns a parsed visual format into constraints.
private struct VisualFormatBuilder {
  let syntax: VisualFormatParser.Syntax
  let options: FormatOptions
  let location: SourceLocation?
  let error: (FormatError.Kind, String, Int) -> FormatError

  /// The attributes spacing uses: the edge a view starts at and the one it ends at, in the order
  /// the format reads; `reversed` when the format runs right to left (a later view lies to the left).
  private struct Axis {
    var letter: Character
    var start: LayoutAttribute
    var end: LayoutAttribute
    var size: LayoutAttribute
    var reversed: Bool
  }

  func constraints() throws(FormatError) -> [LayoutConstraint] {
    let axis = try self.axis()
    let aligned = try alignedAttributes()
    var result: [LayoutConstraint] = []
    let views = syntax.views
    if let connection = syntax.leadingSuperview {
      let view = views[0]
      let superview = try self.superview(of: view.item, barOffset: syntax.leadingBarOffset)
      result += edgeSpacing(connection, view: view.item, superview: superview, axis: axis, leading: true)
    }
    for (index, view) in views.enumerated() {
      if index > 0 {
        if axis.start == .firstBaseline,
          let guide = [views[index - 1], view].first(where: { $0.item is LayoutGuide })
        {
          throw error(
            .invalidOption, "\(guide.name) is a layout guide and has no baselines to space from.",
            guide.offset)
        }
        result += spacing(
          syntax.connections[index - 1], from: views[index - 1].item, to: view.item, axis: axis)
      }
      result += view.predicates.map { size($0, of: view.item, axis: axis) }
    }
    if let connection = syntax.trailingSuperview, let view = views.last {
      let superview = try self.superview(of: view.item, barOffset: syntax.trailingBarOffset)
      result += edgeSpacing(connection, view: view.item, superview: superview, axis: axis, leading: false)
    }
    for (earlier, later) in zip(views, views.dropFirst()) {
      for attribute in aligned {
        if [.firstBaseline, .lastBaseline].contains(attribute),
          let guide = [earlier, later].first(where: { $0.item is LayoutGuide })
        {
          throw error(
            .invalidOption, "\(guide.name) is a layout guide and has no baselines to align.", guide.offset)
        }
        result.append(
          make(earlier.item, attribute, .equal, later.item, attribute, constant: 0, notation: nil))
      }
    }
    return result
  }

  private func axis() throws(FormatError) -> Axis {
    if syntax.isVertical {
      if options.contains(.spacingBaselineToBaseline) {
        return Axis(letter: "V", start: .firstBaseline, end: .lastBaseline, size: .height, reversed: false)
      }
      return Axis(letter: "V", start: .top, end: .bottom, size: .height, reversed: false)
    }
    if options.contains(.spacingBaselineToBaseline) {
      throw error(.invalidOption, "BaselineToBaseline format option not valid for horizontal layout", 0)
    }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight:
      return Axis(letter: "H", start: .left, end: .right, size: .width, reversed: false)
    case .directionRightToLeft:
      return Axis(letter: "H", start: .right, end: .left, size: .width, reversed: true)
    case []:
      return Axis(letter: "H", start: .leading, end: .trailing, size: .width, reversed: false)
    default:
      throw error(
        .invalidOption, "Only one direction option may be given: left to right or right to left.", 0)
    }
  }

  /// The alignment options' attributes, checked to be across the format's axis.
  private func alignedAttributes() throws(FormatError) -> [LayoutAttribute] {
    let attributes = options.alignedAttributes
    let horizontalEdges: Set<LayoutAttribute> = [.left, .right, .leading, .trailing, .centerX]
    if !syntax.isVertical && attributes.contains(where: horizontalEdges.contains) {
      throw error(
        .invalidOption,
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is "
          + "also horizontal.", 0)
    }
    if syntax.isVertical && attributes.contains(where: { !horizontalEdges.contains($0) }) {
      throw error(
        .invalidOption,
        "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also "
          + "vertical.", 0)
    }
    if attributes.contains(.leading) || attributes.contains(.trailing),
      attributes.contains(.left) || attributes.contains(.right)
    {
      throw error(
        .invalidOption,
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use "
          + "leading/trailing for both or neither.", 0)
    }
    return attributes
  }

  /// The view `|` stands for: the superview of the view next to it.
  private func superview(of item: LayoutItem, barOffset: Int) throws(FormatError) -> View {
    let superview = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
    guard let superview else {
      throw error(
        .missingSuperview,
        "Unable to interpret '|' character, because the related view doesn't have a superview",
        barOffset)
    }
    return superview
  }

  // MARK: Constraints

  /// The constraints between two views: `later.start REL earlier.end + space` (for a format that
  /// runs right to left, `earlier.end REL later.start + space`).
  private func spacing(
    _ connection: VisualFormatParser.Connection, from earlier: LayoutItem, to later: LayoutItem, axis: Axis
  ) -> [LayoutConstraint] {
    predicates(of: connection, standardSpace: SystemSpacing.betweenItems).map {
      relation, constant, priority in
      let notation = VisualNotation.spacing(axis: axis.letter, laterIsFirst: !axis.reversed)
      return axis.reversed
        ? make(
          earlier, axis.end, relation, later, axis.start, constant: constant, priority, notation: notation)
        : make(
          later, axis.start, relation, earlier, axis.end, constant: constant, priority, notation: notation)
    }
  }

  /// The constraints between a view and its superview's edge; standard spacing goes to the
  /// superview's layout margins.
  private func edgeSpacing(
    _ connection: VisualFormatParser.Connection, view: LayoutItem, superview: View, axis: Axis, leading: Bool
  ) -> [LayoutConstraint] {
    var isStandard = false
    if case .standard = connection { isStandard = true }
    let edge: LayoutItem = isStandard ? superview.layoutMarginsGuide : superview
    let (start, end) = (
      axis.start == .firstBaseline ? LayoutAttribute.top : axis.start,
      axis.end == .lastBaseline ? LayoutAttribute.bottom : axis.end
    )
    return predicates(of: connection, standardSpace: 0).map { relation, constant, priority in
      // Leading edge: the view starts `constant` after the superview's start; trailing edge: the
      // superview ends `constant` after the view's end. Reading right to left swaps the sides.
      let viewIsFirst = leading != axis.reversed
      let attribute = leading ? start : end
      let notation =
        leading
        ? VisualNotation.leadingEdge(axis: axis.letter, viewIsFirst: viewIsFirst, standard: isStandard)
        : VisualNotation.trailingEdge(axis: axis.letter, viewIsFirst: viewIsFirst, standard: isStandard)
      return viewIsFirst
        ? make(view, attribute, relation, edge, attribute, constant: constant, priority, notation: notation)
        : make(edge, attribute, relation, view, attribute, constant: constant, priority, notation: notation)
    }
  }

  /// A view's size predicate: `view.size REL constant` or `view.size REL other.size`.
  private func size(_ predicate: VisualFormatParser.Predicate, of item: LayoutItem, axis: Axis)
    -> LayoutConstraint
  {
    let notation = VisualNotation.size(axis: axis.letter)
    switch predicate.object {
    case .constant(let value):
      return make(
        item, axis.size, predicate.relation, nil, .notAnAttribute, constant: value, predicate.priority,
        notation: notation)
    case .view(let other, _):
      return make(
        item, axis.size, predicate.relation, other, axis.size, constant: 0, predicate.priority,
        notation: notation)
    }
  }

  /// A connection's relations, constants and priorities; standard spacing is `== standardSpace`.
  private func predicates(of connection: VisualFormatParser.Connection, standardSpace: Double)
    -> [(LayoutRelation, Double, LayoutPriority)]
  {
    switch connection {
    case .standard:
      return [(.equal, standardSpace, .required)]
    case .predicates(let predicates):
      return predicates.map { predicate in
        guard case .constant(let value) = predicate.object else {
          return (predicate.relation, 0, predicate.priority)
        }
        return (predicate.relation, value, predicate.priority)
      }
    }
  }

  private func make(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: LayoutItem?,
    _ secondAttribute: LayoutAttribute, constant: Double, _ priority: LayoutPriority = .required,
    notation: VisualNotation?
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      first, firstAttribute, relation, second, secondAttribute, multiplier: second == nil ? 0 : 1,
      constant: constant,
      priority: priority, location: location)
    constraint.notation = notation
    return constraint
  }
}
