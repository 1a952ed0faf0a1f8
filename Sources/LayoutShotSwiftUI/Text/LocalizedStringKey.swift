import Foundation

/// The key of a localised string: what a string literal passed to `Text` is.
///
/// LayoutShot shows the key's text as written (the layout's translations are the core's
/// concern), with interpolated values formatted, and its markdown styled by `Text`
/// (Documentation/SwiftUIDrawing.md#markdown). Interpolated values are never read as markdown.
///
/// ```swift
/// Text("Hello, **\(name)**!")
/// Text("\(distance, specifier: "%.1f") km")
/// Text("Saved \(fraction, format: .percent)")
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text with each interpolated value as a placeholder: the private-use character U+E000
  /// plus its index.
  let format: String
  /// The interpolated values, formatted.
  let arguments: [String]

  /// The key `value`.
  public init(_ value: String) {
    format = value
    arguments = []
  }

  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: StringInterpolation) {
    format = stringInterpolation.format
    arguments = stringInterpolation.arguments
  }

  /// The text as written, with the values in place.
  var text: String { Self.substituting(arguments, in: format) }

  /// The first placeholder character.
  static let firstPlaceholder: UInt32 = 0xE000

  /// `string` with each placeholder replaced by its value.
  static func substituting(_ arguments: [String], in string: String) -> String {
    guard !arguments.isEmpty else { return string }
    var result = ""
    for scalar in string.unicodeScalars {
      let index = Int(scalar.value) - Int(firstPlaceholder)
      if arguments.indices.contains(index) {
        result += arguments[index]
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A string literal with interpolated values.
  public struct StringInterpolation: StringInterpolationProtocol {
    var format = ""
    var arguments: [String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { format += literal }

    /// A value, in its description.
    public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }

    /// A number formatted by a `printf` specifier.
    ///
    /// ```swift
    /// Text("\(temperature, specifier: "%.1f")°")
    /// ```
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      append(String(format: specifier, value))
    }

    /// A value formatted by `format`.
    ///
    /// ```swift
    /// Text("Progress: \(0.42, format: .percent)")
    /// ```
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      append(format.formatted(input))
    }

    /// A date in `style` (see ``Text/DateStyle``).
    ///
    /// ```swift
    /// Text("Updated \(lastSync, style: .relative) ago")
    /// ```
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append(style.string(for: date))
    }

    /// A value formatted by `formatter`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter
    ) {
      append(formatter.string(for: subject) ?? "")
    }

    /// A text's characters (its own look is not kept).
    public mutating func appendInterpolation(_ text: Text) { append(text.string) }

    private mutating func append(_ argument: String) {
      let placeholder = Unicode.Scalar(LocalizedStringKey.firstPlaceholder + UInt32(arguments.count))
      format.unicodeScalars.append(placeholder ?? "?")
      arguments.append(argument)
    }
  }
}
