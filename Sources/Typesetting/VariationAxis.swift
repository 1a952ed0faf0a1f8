/// One axis of a variable font's design space (`fvar`), in user units.
///
/// ```swift
/// inter.variationAxes  // [VariationAxis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)]
/// ```
public struct VariationAxis: Hashable, Sendable {
  /// The axis's tag: `wght` (weight), `wdth` (width), `opsz` (optical size), `slnt`, `ital` or
  /// one of the font's own.
  public var tag: String
  /// The smallest value.
  public var minimum: Double
  /// The value of the default instance.
  public var defaultValue: Double
  /// The largest value.
  public var maximum: Double

  /// An axis `tag` from `minimum` to `maximum`, at `defaultValue` by default.
  public init(tag: String, minimum: Double, defaultValue: Double, maximum: Double) {
    self.tag = tag
    self.minimum = minimum
    self.defaultValue = defaultValue
    self.maximum = maximum
  }
}
