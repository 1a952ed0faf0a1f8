import Foundation
import LayoutShotTesting
import SnapshotTesting

// LayoutShotTesting's comparisons, as swift-snapshot-testing diffings. Both modules name their
// types `Diffing`, so this file spells out whose each one is.

extension SnapshotTesting.Diffing where Value == Data {
  /// PNG images compared pixel by pixel within `tolerance`, as `assertLayoutSnapshot` compares
  /// them; the failure says how many pixels differ and where, and attaches the diff image and the
  /// reference | diff | actual strip.
  static func layoutImage(tolerance: SnapshotTolerance) -> Self {
    .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
      layoutDifference(LayoutShotTesting.Diffing.image, format: "PNG", reference, actual, tolerance)
    }
  }
}

extension SnapshotTesting.Diffing where Value == String {
  /// SVG text compared line by line: the failure shows the first changed lines with long path
  /// data elided, and attaches the whole diff.
  static var layoutSVG: Self { layoutText(LayoutShotTesting.Diffing.lines, format: "SVG") }

  /// Frame dumps compared view by view: the failure lists the frame changes
  /// (`card.width 100 → 120 (+20)`).
  static var layoutFrames: Self { layoutText(LayoutShotTesting.Diffing.frames, format: "frames") }

  private static func layoutText(_ diffing: LayoutShotTesting.Diffing, format: String) -> Self {
    .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, actual in
      layoutDifference(diffing, format: format, Data(reference.utf8), Data(actual.utf8), .exact)
    }
  }
}

/// The failure message and attachments for two snapshot files that `diffing` finds different;
/// `nil` when they match.
///
///     PNG: 200 of 6,000 pixels differ (3.333 %)
///       changed area: x 50..<60, y 10..<30 (pixels)
private func layoutDifference(
  _ diffing: LayoutShotTesting.Diffing, format: String, _ reference: Data, _ actual: Data,
  _ tolerance: SnapshotTolerance
) -> (String, [DiffAttachment])? {
  if reference == actual { return nil }
  let difference: SnapshotDifference
  do {
    guard let found = try diffing.compare(reference, actual, tolerance) else { return nil }
    difference = found
  } catch {
    return ("\(format): \(error)", [])
  }
  let message = (["\(format): \(difference.summary)"] + difference.details.map { "  " + $0 })
    .joined(separator: "\n")
  let attachments = difference.artifacts.map { DiffAttachment.data($0.data, name: $0.suffix) }
  return (message, attachments)
}
