/// Why a visual format or an equation string could not be turned into constraints: what is
/// wrong, and where.
///
/// Its description reads like UIKit's exception, with the format and a caret under the offending
/// character:
///
/// ```
/// Unable to parse constraint format: A predicate on a view's thickness must end with ')' and the view must end with ']'
/// H:|-[icon(30]-[label]
///             ^
/// ```
public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem, for code that wants to tell them apart.
  public enum Kind: String, Hashable, Sendable {
    /// The string is not in the format's grammar.
    case syntax
    /// A name that is neither a view nor a metric.
    case unknownName
    /// A view placed twice in one visual format.
    case duplicateView
    /// An option that does not fit the format (alignment along the format's own axis, baseline
    /// spacing in a horizontal format, two directions).
    case invalidOption
    /// A number that does not parse or is not finite.
    case invalidNumber
    /// A priority outside 1...1000.
    case invalidPriority
    /// A relation between attributes that UIKit refuses (a location and a dimension, leading and
    /// left, a location equal to a constant).
    case invalidConstraint
    /// `|` next to a view without a superview.
    case missingSuperview
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// The message, in UIKit's words where UIKit has them.
  public var message: String
  /// The format (for several equations, the one line at fault).
  public var format: String
  /// The 0-based character offset where parsing stopped.
  public var offset: Int
  /// Where the format was given.
  public var location: SourceLocation?

  /// An error of `kind` with `message`, pointing at the 0-based `offset` in `format`.
  public init(_ kind: Kind, _ message: String, format: String, offset: Int, location: SourceLocation? = nil) {
    self.kind = kind
    self.message = message
    self.format = format
    self.offset = offset
    self.location = location
  }

  /// The message, the format and a caret under the offending character, each on its own line.
  public var description: String {
    var caretLine = ""
    var column = 0
    for character in format where column < offset {
      caretLine.append(character == "\t" ? "\t" : " ")
      column += 1
    }
    let header = location.map { "\($0): " } ?? ""
    return "\(header)Unable to parse constraint format: \(message)\n\(format)\n\(caretLine)^"
  }
}
