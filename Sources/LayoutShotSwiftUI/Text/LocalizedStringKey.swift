/// The key of a localised string: what a string literal passed to `Text` is.
///
/// LayoutShot shows the key's text as written (the layout's translations are the core's
/// concern), with interpolated values in their descriptions.
///
/// ```swift
/// Text("Hello, \(name)!")
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  let text: String

  /// The key `value`.
  public init(_ value: String) { text = value }

  public init(stringLiteral value: String) { text = value }

  public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  /// A string literal with interpolated values.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// A value, in its description.
    public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
  }
}
