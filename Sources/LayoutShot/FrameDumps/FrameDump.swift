import Foundation

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
package struct FrameDump: Hashable, Sendable {
  /// One view of the dump.
  package struct View: Hashable, Sendable {
    /// The view's name in its layout.
    package var name: String
    /// The parent's name; `nil` for the root.
    package var parent: String?
    /// The frame in the root's coordinates, in points.
    package var frame: Rect

    /// A view named `name`, a subview of `parent`, at `frame`.
    package init(name: String, parent: String?, frame: Rect) {
      self.name = name
      self.parent = parent
      self.frame = frame
    }
  }

  /// The layout's name.
  package var layout: String
  /// The device's id, as in snapshot file names.
  package var device: String
  /// `portrait` or `landscape`.
  package var orientation: String
  /// The variant, as ``Variant/description`` writes it; a dump with no edition (written before
  /// dumps recorded it) is iOS 18's (`light, L, ltr, ios18` when the dump has no variant line).
  package var variant: String
  /// The screen's size in points.
  package var size: Size
  /// The screen's pixels per point.
  package var scale: Double
  /// The screen's safe-area insets, in points.
  package var safeArea: EdgeInsets
  /// The views in tree order.
  package var views: [View]
  /// Each diagnostic as `kind: message`.
  package var diagnostics: [String]

  /// The dump of a solved layout, with frames rounded as the text dump rounds them, so a dump
  /// and the same dump read back compare equal.
  package init(_ solved: SolvedLayout) {
    let screen = solved.screen
    let layout = solved.layout
    self.layout = layout.name
    device = screen.device
    orientation = screen.orientation.rawValue
    variant = Variant(of: screen).description
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

  /// Reads a frame dump's JSON text with Foundation's `JSONDecoder`.
  ///
  /// Members it does not keep (a view's `text` or `image`, a diagnostic's constraints) are
  /// ignored; a number may be `null`, which stands for a value that was not finite (NaN).
  ///
  /// - Throws: ``FrameDumpError/invalidJSON(reason:line:column:)`` when the text is not JSON, and
  ///   ``FrameDumpError/invalidField(path:reason:)`` for a missing or mistyped field.
  package init(parsing text: String) throws(FrameDumpError) {
    let data = Data(text.utf8)
    let file: FrameDumpFile
    do {
      file = try JSONDecoder().decode(FrameDumpFile.self, from: data)
    } catch let error as DecodingError {
      throw FrameDumpError(JSONDecodingProblem(error, decoding: data))
    } catch {
      throw .invalidField(path: "(top level)", reason: "cannot be read: \(error)")
    }
    layout = file.layout
    device = file.device
    orientation = file.orientation
    variant = try (file.variant?.variant() ?? Variant(os: .ios18)).description
    size = Size(width: file.size.width.value, height: file.size.height.value)
    scale = file.scale.value
    safeArea = EdgeInsets(
      top: file.safeArea.top.value, left: file.safeArea.left.value, bottom: file.safeArea.bottom.value,
      right: file.safeArea.right.value)
    views = file.views.map { view in
      View(
        name: view.name, parent: view.parent,
        frame: Rect(
          x: view.frame.x.value, y: view.frame.y.value, width: view.frame.width.value,
          height: view.frame.height.value))
    }
    diagnostics = file.diagnostics.map { "\($0.kind): \($0.message)" }
  }
}

/// Why a frame dump could not be read.
package enum FrameDumpError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not JSON: Foundation's reason, and the line and column (from 1, counting
  /// characters) where it stops being JSON, or the end of the text where Foundation does not say.
  case invalidJSON(reason: String, line: Int, column: Int)
  /// A field is missing or has the wrong type: `views[3].frame.width`.
  case invalidField(path: String, reason: String)

  package var description: String {
    switch self {
    case .invalidJSON(let reason, let line, let column):
      "The frame dump is not valid JSON at line \(line), column \(column): \(reason)."
    case .invalidField(let path, let reason):
      "The frame dump's field '\(path)' \(reason)."
    }
  }
}

extension FrameDumpError {
  /// The error for a frame dump that `JSONDecoder` could not read.
  init(_ problem: JSONDecodingProblem) {
    switch problem {
    case .syntax(let reason, let line, let column):
      self = .invalidJSON(reason: reason, line: line, column: column)
    case .missing(let path):
      self = .invalidField(path: FieldPath.text(path), reason: "is missing")
    case .mismatch(let path, JSONDecodingProblem.object, _):
      self = .invalidField(
        path: path.isEmpty ? "(top level)" : FieldPath.text(path), reason: "is not an object")
    case .mismatch(let path, let expected, let found):
      self = .invalidField(
        path: path.isEmpty ? "(top level)" : FieldPath.text(path),
        reason: "should be \(expected)" + (found.map { " but is \($0)" } ?? ""))
    case .unreadable(let path, let reason):
      self = .invalidField(path: path.isEmpty ? "(top level)" : FieldPath.text(path), reason: reason)
    }
  }
}

/// A frame dump's members as `JSONDecoder` reads them, in the order ``SolvedLayout/frameDump()``
/// writes them, so the first field that is wrong is the one reported.
private struct FrameDumpFile: Decodable {
  /// A number, or `null` for one that was not finite.
  struct Number: Decodable {
    var value: Double

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      value = container.decodeNil() ? .nan : try container.decode(Double.self)
    }
  }

  struct Size: Decodable {
    var width, height: Number
  }

  struct Insets: Decodable {
    var top, left, bottom, right: Number
  }

  struct Frame: Decodable {
    var x, y, width, height: Number
  }

  struct View: Decodable {
    var name: String
    /// `null` for the root; the member is required.
    var parent: String?
    var frame: Frame

    private enum CodingKeys: String, CodingKey {
      case name, parent, frame
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      parent =
        try container.decodeNil(forKey: .parent) ? nil : try container.decode(String.self, forKey: .parent)
      frame = try container.decode(Frame.self, forKey: .frame)
    }
  }

  struct Diagnostic: Decodable {
    var kind, message: String
  }

  /// A dump's `variant` line.
  struct VariantLine: Decodable {
    var appearance, contentSize, layoutDirection: String
    var pseudoLocale: String?
    var language: String?
    var contrast: String?
    var level: String?
    var os: String?
    /// The edition's old name, `palette`, in dumps written before it folded into `os`.
    var palette: String?
    var keyboard: String?

    /// The variant the line names.
    ///
    /// - Throws: ``FrameDumpError/invalidField(path:reason:)`` for a value no variant has.
    func variant() throws(FrameDumpError) -> Variant {
      func invalid(_ field: String, _ value: String) -> FrameDumpError {
        .invalidField(path: "variant.\(field)", reason: "'\(value)' is not a \(field) of a variant")
      }
      guard let appearance = Appearance(rawValue: appearance) else { throw invalid("appearance", appearance) }
      guard let size = ContentSizeCategory(name: contentSize) else {
        throw invalid("contentSize", contentSize)
      }
      guard layoutDirection == "ltr" || layoutDirection == "rtl" else {
        throw invalid("layoutDirection", layoutDirection)
      }
      let pseudo = try pseudoLocale.map { name throws(FrameDumpError) in
        guard let locale = PseudoLocale(rawValue: name) else { throw invalid("pseudoLocale", name) }
        return locale
      }
      guard contrast == nil || contrast == "high" else { throw invalid("contrast", contrast ?? "") }
      let interfaceLevel = try level.map { name throws(FrameDumpError) in
        guard let level = InterfaceLevel(rawValue: name) else { throw invalid("level", name) }
        return level
      }
      let edition = try os.map { name throws(FrameDumpError) in
        guard let edition = OSEdition(rawValue: name) else { throw invalid("os", name) }
        return edition
      }
      let paletteEdition = try palette.map { name throws(FrameDumpError) in
        guard let palette = SystemPalette(rawValue: name) else { throw invalid("palette", name) }
        return OSEdition(palette: palette)
      }
      let keyboardState = try keyboard.map { name throws(FrameDumpError) in
        guard let state = KeyboardState(rawValue: name) else { throw invalid("keyboard", name) }
        return state
      }
      return Variant(
        appearance: appearance, contentSize: size,
        layoutDirection: layoutDirection == "rtl" ? .rightToLeft : .leftToRight,
        pseudoLocale: pseudo, language: language, increasesContrast: contrast == "high",
        level: interfaceLevel ?? .base, os: edition ?? paletteEdition ?? .ios18,
        keyboard: keyboardState ?? .hidden)
    }
  }

  var layout, device, orientation: String
  var variant: VariantLine?
  var size: Size
  var scale: Number
  var safeArea: Insets
  var views: [View]
  var diagnostics: [Diagnostic]
}
