/// A frame dump read back: the screen a layout was solved for, every view's frame and the
/// diagnostics, as ``SolvedLayout/frameDump()`` wrote them.
///
/// Snapshot tests and the `diff` command read two dumps and compare them view by view:
///
/// ```swift
/// let before = try FrameDump(parsing: referenceText)
/// let after = FrameDump(solved)
/// for change in before.changes(to: after) {
///   print(change)  // red.width 201 → 217 (+16)
/// }
/// ```
public struct FrameDump: Hashable, Sendable {
  /// One view of the dump.
  public struct View: Hashable, Sendable {
    /// The view's name in its layout.
    public var name: String
    /// The parent's name; `nil` for the root.
    public var parent: String?
    /// The frame in the root's coordinates, in points.
    public var frame: Rect

    /// A view named `name`, a subview of `parent`, at `frame`.
    public init(name: String, parent: String?, frame: Rect) {
      self.name = name
      self.parent = parent
      self.frame = frame
    }
  }

  /// The layout's name.
  public var layout: String
  /// The device's id, as in snapshot file names.
  public var device: String
  /// `portrait` or `landscape`.
  public var orientation: String
  /// The screen's size in points.
  public var size: Size
  /// The screen's pixels per point.
  public var scale: Double
  /// The screen's safe-area insets, in points.
  public var safeArea: EdgeInsets
  /// The views in tree order.
  public var views: [View]
  /// Each diagnostic as `kind: message`.
  public var diagnostics: [String]

  /// The dump of a solved layout, with frames rounded as the text dump rounds them, so a dump
  /// and the same dump read back compare equal.
  public init(_ solved: SolvedLayout) {
    let screen = solved.screen
    let layout = solved.layout
    self.layout = layout.name
    device = screen.device
    orientation = screen.orientation.rawValue
    size = Size(width: Self.rounded(screen.size.width), height: Self.rounded(screen.size.height))
    scale = Self.rounded(screen.scale)
    let insets = screen.safeAreaInsets
    safeArea = EdgeInsets(
      top: Self.rounded(insets.top), left: Self.rounded(insets.left), bottom: Self.rounded(insets.bottom),
      right: Self.rounded(insets.right))
    views = zip(layout.views, solved.frames).map { view, frame in
      View(
        name: view.name, parent: view.parent.map { layout.views[$0].name },
        frame: Rect(
          x: Self.rounded(frame.minX), y: Self.rounded(frame.minY), width: Self.rounded(frame.width),
          height: Self.rounded(frame.height)))
    }
    diagnostics = solved.diagnostics.map { "\($0.kind.rawValue): \($0.message)" }
  }

  /// `value` rounded to the 4 decimals a dump's text keeps, as ``NumberText`` rounds it.
  static func rounded(_ value: Double) -> Double {
    guard value.isFinite, abs(value) < 1e15 else { return value }
    return (value * 10_000).rounded() / 10_000
  }

  /// Reads a frame dump's JSON text.
  ///
  /// - Throws: ``FrameDumpError/invalidJSON(reason:line:column:)`` when the text is not JSON, and
  ///   ``FrameDumpError/invalidField(path:reason:)`` for a missing or mistyped field.
  public init(parsing text: String) throws(FrameDumpError) {
    let document: JSONValue
    do {
      document = try JSONValue.parse(Array(text.utf8))
    } catch {
      if case .invalidJSON(let reason, let line, let column) = error {
        throw .invalidJSON(reason: reason, line: line, column: column)
      }
      throw .invalidJSON(reason: error.description, line: 1, column: 1)
    }
    let root = try Field(document, path: "")
    layout = try root["layout"].string()
    device = try root["device"].string()
    orientation = try root["orientation"].string()
    let size = try root["size"]
    self.size = Size(width: try size["width"].number(), height: try size["height"].number())
    scale = try root["scale"].number()
    let insets = try root["safeArea"]
    safeArea = EdgeInsets(
      top: try insets["top"].number(), left: try insets["left"].number(),
      bottom: try insets["bottom"].number(),
      right: try insets["right"].number())
    views = try root["views"].array().map { view throws(FrameDumpError) in
      let frame = try view["frame"]
      return View(
        name: try view["name"].string(), parent: try view["parent"].optionalString(),
        frame: Rect(
          x: try frame["x"].number(), y: try frame["y"].number(), width: try frame["width"].number(),
          height: try frame["height"].number()))
    }
    diagnostics = try root["diagnostics"].array().map { diagnostic throws(FrameDumpError) in
      "\(try diagnostic["kind"].string()): \(try diagnostic["message"].string())"
    }
  }
}

/// Why a frame dump could not be read.
public enum FrameDumpError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not JSON; the line and column (from 1) where it stops being JSON.
  case invalidJSON(reason: String, line: Int, column: Int)
  /// A field is missing or has the wrong type: `views[3].frame.width`.
  case invalidField(path: String, reason: String)

  public var description: String {
    switch self {
    case .invalidJSON(let reason, let line, let column):
      "The frame dump is not valid JSON at line \(line), column \(column): \(reason)."
    case .invalidField(let path, let reason):
      "The frame dump's field '\(path)' \(reason)."
    }
  }
}

/// A JSON value with its path in the dump, for messages.
private struct Field {
  let value: JSONValue
  let path: String

  init(_ value: JSONValue, path: String) throws(FrameDumpError) {
    self.value = value
    self.path = path
  }

  subscript(key: String) -> Field {
    get throws(FrameDumpError) {
      let path = self.path.isEmpty ? key : "\(self.path).\(key)"
      guard case .object(let object) = value else {
        throw .invalidField(path: self.path.isEmpty ? "(top level)" : self.path, reason: "is not an object")
      }
      guard let member = object.values[key] else { throw .invalidField(path: path, reason: "is missing") }
      return try Field(member, path: path)
    }
  }

  func string() throws(FrameDumpError) -> String {
    guard case .string(let text) = value else { throw mismatch("a string") }
    return text
  }

  func optionalString() throws(FrameDumpError) -> String? {
    if value == .null { return nil }
    return try string()
  }

  /// A number; `null` stands for a value that was not finite (NaN).
  func number() throws(FrameDumpError) -> Double {
    if value == .null { return .nan }
    guard case .number(let number) = value else { throw mismatch("a number") }
    return number
  }

  func array() throws(FrameDumpError) -> [Field] {
    guard case .array(let items) = value else { throw mismatch("an array") }
    var fields: [Field] = []
    for (index, item) in items.enumerated() { fields.append(try Field(item, path: "\(path)[\(index)]")) }
    return fields
  }

  private func mismatch(_ expected: String) -> FrameDumpError {
    .invalidField(path: path, reason: "should be \(expected) but is \(value.kind)")
  }
}
