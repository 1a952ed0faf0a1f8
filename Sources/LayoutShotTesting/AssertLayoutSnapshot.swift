import Foundation
import LayoutShot

/// Asserts that a layout, solved on each screen, matches the reference snapshots in
/// `Snapshots/`, in every format asked for.
///
/// ```swift
/// @Test func complexWidth() {
///   assertLayoutSnapshot(of: ComplexWidth(), on: .devices(orientations: [.portrait, .landscape]))
/// }
///
/// @Test func profileCardInDarkModeAndAtAccessibilitySizes() {
///   assertLayoutSnapshot(
///     of: ProfileCard(), on: .devices("iphone-12"),
///     variants: Variant.product(appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge]))
/// }
/// ```
///
/// Each screen and format is one reference file,
/// `Snapshots/<Layout>/<device>-<orientation>[-<variant>][-<name>].<extension>` (see ``SnapshotStore``), and
/// each screen whose snapshots do not all match is one failure, recorded at this call's file and
/// line in Swift Testing or XCTest, whichever runs the test. A failure writes the reference, the
/// actual snapshot and pictures of the difference to the artifacts folder (`LAYOUTSHOT_ARTIFACTS`,
/// by default `.build/layoutshot-artifacts` in the package), and its message says what moved (the
/// frame changes first), which formats differ and how much, where the files are, and the command
/// that accepts the new snapshots. With
/// `LAYOUTSHOT_CONTACT_SHEETS=1` in the environment, an assertion over several screens also writes
/// a contact sheet of them there (``ContactSheet``: `<Layout>/<Layout>-sheet.png`).
///
/// - Parameters:
///   - program: The layout.
///   - screens: The screens to solve it on; the catalog's default devices in portrait by default.
///   - variants: The settings each screen is taken in (``Variant``: appearance, Dynamic Type size,
///     direction); the standard one (light, Large, left to right) by default. A variant other than
///     the standard one adds its words to the file names (`-dark-ax3-rtl`).
///   - formats: The snapshot formats; PNG, SVG and the frame dump by default.
///   - extent: What the pictures show: the screen, the whole content of a scroll view
///     (``LayoutExtent/scrollContent``) or a component at its fitted height
///     (``LayoutExtent/fittingHeight``); the program's own (``LayoutProgram/extent``) by default. The
///     file names carry an extent other than the screen (`-content`, `-component`).
///   - name: A name added to the file names, for a layout snapshotted more than once in a package.
///   - options: The pictures' background and overlays (safe area, margins, frames, names, device
///     chrome); a white background and no overlays by default.
///   - tolerance: How different images may be; exact by default.
///   - record: When to write references (see ``SnapshotRecordMode``); by default the scope's, then
///     `LAYOUTSHOT_RECORD`'s, then `missing` (`never` when `CI` is set).
///   - snapshotDirectory: The references' folder (relative to the package root, or absolute); by
///     default the scope's, then `LAYOUTSHOT_SNAPSHOTS`, then `Snapshots`.
public func assertLayoutSnapshot(
  of program: some LayoutProgram,
  on screens: SnapshotScreens = .default,
  variants: [Variant] = [.standard],
  as formats: [Snapshotting<LayoutSnapshot>] = [.png, .svg, .frames],
  extent: LayoutExtent? = nil,
  named name: String? = nil,
  options: SceneOptions = LayoutSnapshot.defaultOptions,
  tolerance: SnapshotTolerance = .exact,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: String = #function
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
  let failures = SnapshotVerification(
    record: record, snapshotDirectory: snapshotDirectory, options: options, extent: extent,
    tolerance: tolerance,
    site: site, environment: ProcessInfo.processInfo.environment
  ).verify(program, on: screens, variants: variants, as: formats, named: name)
  for failure in failures {
    recordFailure(failure, at: site)
  }
}

/// Compares a layout with its reference snapshots as ``assertLayoutSnapshot(of:on:variants:as:extent:named:options:tolerance:record:snapshotDirectory:fileID:filePath:line:column:function:)``
/// does, and returns the failure messages instead of recording them: empty when every snapshot
/// matches.
///
/// Use it to build assertion helpers of your own.
public func verifyLayoutSnapshot(
  of program: some LayoutProgram,
  on screens: SnapshotScreens = .default,
  variants: [Variant] = [.standard],
  as formats: [Snapshotting<LayoutSnapshot>] = [.png, .svg, .frames],
  extent: LayoutExtent? = nil,
  named name: String? = nil,
  options: SceneOptions = LayoutSnapshot.defaultOptions,
  tolerance: SnapshotTolerance = .exact,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: String = #function
) -> [String] {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
  return SnapshotVerification(
    record: record, snapshotDirectory: snapshotDirectory, options: options, extent: extent,
    tolerance: tolerance,
    site: site, environment: ProcessInfo.processInfo.environment
  ).verify(program, on: screens, variants: variants, as: formats, named: name)
}
