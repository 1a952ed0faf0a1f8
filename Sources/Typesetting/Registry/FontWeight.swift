/// The weights a font family is registered with.
public enum FontWeight: String, Hashable, Sendable, CustomStringConvertible {
  case regular
  case bold

  public var description: String { rawValue }
}
