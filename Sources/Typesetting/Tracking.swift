/// Letter spacing that depends on the point size, as Apple's text system applies a font's
/// tracking table: a value in thousandths of an em for each of some sizes, interpolated linearly
/// between them and held beyond the first and last.
///
/// Every character's advance grows by the value at the text's size; a negative value sets
/// characters closer. ``none`` adds nothing.
///
/// ```swift
/// let tracking = Tracking([(12, 0), (17, -26), (20, -23)])
/// tracking.points(atSize: 17)  // -0.442: −26/1000 of 17 points
/// ```
public struct Tracking: Hashable, Sendable {
  /// The sizes, in points, increasing.
  public let sizes: [Double]
  /// The tracking at each size, in thousandths of an em.
  public let values: [Double]

  /// No letter spacing at any size.
  public static let none = Tracking([])

  /// Tracking of `value` thousandths of an em at each `size`; the entries are sorted by size.
  public init(_ entries: [(size: Double, value: Double)]) {
    let sorted = entries.sorted { $0.size < $1.size }
    sizes = sorted.map(\.size)
    values = sorted.map(\.value)
  }

  /// The tracking at `pointSize`, in thousandths of an em.
  public func thousandths(atSize pointSize: Double) -> Double {
    guard let first = sizes.first, let last = sizes.last else { return 0 }
    if pointSize <= first { return values[0] }
    if pointSize >= last { return values[values.count - 1] }
    var upper = 1
    while sizes[upper] < pointSize { upper += 1 }
    let lower = upper - 1
    return values[lower]
      + (values[upper] - values[lower]) * (pointSize - sizes[lower]) / (sizes[upper] - sizes[lower])
  }

  /// The tracking at `pointSize`, in points.
  public func points(atSize pointSize: Double) -> Double {
    thousandths(atSize: pointSize) * pointSize / 1000
  }
}
