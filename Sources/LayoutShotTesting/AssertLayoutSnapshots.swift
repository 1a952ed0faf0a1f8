import Foundation
import LayoutShot

/// Asserts that each of several layouts matches its reference snapshots, as
/// ``assertLayoutSnapshot(of:on:variants:as:extent:named:options:tolerance:record:snapshotDirectory:fileID:filePath:line:column:function:)``
/// asserts one: every preview of a target in one call, with no code per preview.
///
/// ```swift
/// @Test @MainActor func previews() {
///   assertLayoutSnapshot(of: .previews(in: AppPreviews.all), on: .devices("iphone-14-pro"))
///   // Snapshots/ProfileCard-Dark/iphone-14-pro-portrait.png, Snapshots/ProfileCard-1/…, …
/// }
/// ```
///
/// Each layout's references are in its own folder, named after it (``SnapshotStore``). An empty
/// list fails: a target whose previews were not found should not pass unnoticed.
public func assertLayoutSnapshot(
  of programs: [any LayoutProgram],
  on screens: SnapshotScreens = .default,
  variants: [Variant] = [.standard],
  as formats: [Snapshotting<LayoutSnapshot>] = [.png, .svg, .frames],
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
  guard !programs.isEmpty else {
    recordFailure("There are no layouts to snapshot: the list is empty.", at: site)
    return
  }
  let verification = SnapshotVerification(
    record: record, snapshotDirectory: snapshotDirectory, options: options, tolerance: tolerance, site: site,
    environment: ProcessInfo.processInfo.environment)
  for program in programs {
    for failure in verification.verify(program, on: screens, variants: variants, as: formats, named: nil) {
      recordFailure(failure, at: site)
    }
  }
}
