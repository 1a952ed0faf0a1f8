/// The font variations table (`fvar`): the axes of a variable font's design space and its named
/// instances.
///
/// Each axis has a tag (`wght`, `wdth`, `opsz`, `slnt`, `ital` or a font's own), a minimum, a
/// default and a maximum in user units (weights 100 to 900 for `wght`). A location in user units
/// is turned into the normalized coordinates the variation tables use, −1 at the minimum, 0 at
/// the default and +1 at the maximum, by ``normalized(_:avar:)`` (OpenType, "OpenType Font
/// Variations Overview › Coordinate Scales and Normalization").
struct FvarTable: Sendable, Hashable {
  /// One axis of the design space, in user units.
  struct Axis: Sendable, Hashable {
    var tag: String
    var minimum: Double
    var defaultValue: Double
    var maximum: Double
  }

  let axes: [Axis]

  init(_ table: FontReader) throws(FontError) {
    let axesOffset = Int(try table.uint16(at: 4))
    let axisCount = Int(try table.uint16(at: 8))
    let axisSize = Int(try table.uint16(at: 10))
    guard axisSize >= 20 else {
      throw table.invalid(10, "an axis record is \(axisSize) bytes, fewer than 20")
    }
    try table.require(axesOffset, axisCount * axisSize)
    var axes: [Axis] = []
    for index in 0..<axisCount {
      let base = axesOffset + index * axisSize
      let axis = Axis(
        tag: try table.tag(at: base), minimum: try Self.fixed(table, at: base + 4),
        defaultValue: try Self.fixed(table, at: base + 8), maximum: try Self.fixed(table, at: base + 12))
      guard axis.minimum <= axis.defaultValue, axis.defaultValue <= axis.maximum else {
        throw table.invalid(
          base + 4,
          "the axis '\(axis.tag)' has its default \(axis.defaultValue) outside "
            + "\(axis.minimum)…\(axis.maximum)")
      }
      axes.append(axis)
    }
    self.axes = axes
  }

  /// A 16.16 fixed-point number, exactly.
  private static func fixed(_ table: FontReader, at offset: Int) throws(FontError) -> Double {
    Double(Int32(bitPattern: try table.uint32(at: offset))) / 65536
  }

  /// The normalized coordinates of a location given in user units by axis tag; an axis not named
  /// stays at its default.
  ///
  /// Values outside an axis's range are clamped to it. After the default
  /// normalization and `avar`'s mapping each coordinate is rounded to the 2.14 fixed-point grid
  /// the variation tables are stored on, as the specification's normalization does.
  func normalized(_ location: [String: Double], avar: AvarTable?) -> [Double] {
    axes.enumerated().map { index, axis in
      let value = min(max(location[axis.tag] ?? axis.defaultValue, axis.minimum), axis.maximum)
      var coordinate = 0.0
      if value < axis.defaultValue {
        coordinate = (value - axis.defaultValue) / (axis.defaultValue - axis.minimum)
      } else if value > axis.defaultValue {
        coordinate = (value - axis.defaultValue) / (axis.maximum - axis.defaultValue)
      }
      coordinate = Self.onF2Dot14Grid(coordinate)
      if let avar { coordinate = Self.onF2Dot14Grid(avar.map(coordinate, axis: index)) }
      return coordinate
    }
  }

  /// `value` rounded to the nearest multiple of 1/16384.
  private static func onF2Dot14Grid(_ value: Double) -> Double {
    (value * 16384).rounded() / 16384
  }
}
