import Foundation
import LayoutShot
import Testing
import XCTest

/// Solving a program on a screen and turning the solved layout into a snapshot, for the
/// strategies, whose snapshot closures cannot throw.
enum LayoutRendering {
  /// `make`'s result for `program` solved on `screen`, or `placeholder` after recording an issue
  /// that says why the layout could not be built or drawn.
  ///
  /// The placeholder never matches a real reference, and a reference recorded from it fails with
  /// the same issue on every run until the layout builds again.
  static func snapshot<Format>(
    of program: some LayoutProgram, on screen: Screen, extent: LayoutExtent?, placeholder: Format,
    _ make: (SolvedLayout) throws -> Format
  ) -> Format {
    do {
      return try make(LayoutEngine().solve(program, on: screen, extent: extent))
    } catch {
      recordIssue("\(program.name) on \(title(screen)) could not be snapshotted: \(error)")
      return placeholder
    }
  }

  /// `iphone-12 portrait`, with the variant when it is not the standard one
  /// (`iphone-12 portrait (dark, AX3, rtl)`).
  static func title(_ screen: Screen) -> String {
    let variant = Variant(of: screen)
    return "\(screen.device) \(screen.orientation.rawValue)" + (variant == .standard ? "" : " (\(variant))")
  }

  /// The name a screen's snapshot gets among several: the words of LayoutShot's own file names,
  /// `iphone-12-portrait`, `iphone-12-portrait-dark-ax3-rtl`.
  static func name(of screen: Screen) -> String {
    ([screen.device, screen.orientation.rawValue] + Variant(of: screen).nameComponents).joined(separator: "-")
  }

  /// Records a failure in the test framework that runs the test: an issue in Swift Testing, an
  /// `XCTFail` in XCTest.
  private static func recordIssue(_ message: String) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message))
    } else {
      XCTFail(message)
    }
  }
}
