/// Why PNG data could not be read as an ``ImageAsset``.
public enum ImageAssetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data does not start with the PNG signature.
  case notPNG(name: String)
  /// The data ends before the PNG header (`IHDR`) that gives the size.
  case truncatedHeader(name: String, length: Int)

  public var description: String {
    switch self {
    case .notPNG(let name):
      "The image '\(name)' is not a PNG: its data does not start with the PNG signature."
    case .truncatedHeader(let name, let length):
      "The image '\(name)' ends after \(length) bytes, before the PNG header (IHDR) that gives its size."
    }
  }
}
