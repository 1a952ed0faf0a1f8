import Foundation
import LayoutShot

/// One assertion's work: solve the layout on each screen, then compare, record or report each
/// format's snapshot.
struct SnapshotVerification {
  var record: SnapshotRecordMode?
  var snapshotDirectory: String?
  var options: SceneOptions = LayoutSnapshot.defaultOptions
  /// The extent to lay the program out at; `nil` for its own.
  var extent: LayoutExtent? = nil
  var tolerance: SnapshotTolerance
  var site: CallSite
  var environment: [String: String]

  /// The failure messages, one for each screen whose snapshots do not all match (see
  /// ``ScreenFailure``); empty when all match.
  func verify(
    _ program: some LayoutProgram, on screens: SnapshotScreens, variants: [Variant] = [.standard],
    as formats: [Snapshotting<LayoutSnapshot>], named name: String?
  ) -> [String] {
    let configuration = SnapshotConfiguration.current
    let mode: SnapshotRecordMode
    let store: SnapshotStore
    let resolvedScreens: [Screen]
    do throws(SnapshotError) {
      if let chosen = record ?? configuration.record {
        mode = chosen
      } else {
        mode = try SnapshotRecordMode.fromEnvironment(environment)
      }
      store = try SnapshotStore.forTest(
        filePath: "\(site.filePath)", directory: snapshotDirectory ?? configuration.snapshotDirectory,
        environment: environment)
    } catch {
      return [error.description]
    }
    do {
      // Each screen in each variant, the variants of one screen together.
      resolvedScreens = try screens.resolve(fixedOrientation: program.fixedOrientation).flatMap { screen in
        variants.map { $0.applied(to: screen) }
      }
    } catch {
      return ["\(program.name): \(error.description)"]
    }
    let extent = self.extent ?? program.extent
    if let clash = Self.clash(of: resolvedScreens, layout: program.name, extent: extent, named: name) {
      return [clash]
    }
    let artifacts = artifactsDirectory(store)
    let engine = LayoutEngine()
    var failures: [String] = []
    for screen in resolvedScreens {
      let solved: SolvedLayout
      do {
        solved = try engine.solve(program, on: screen, extent: extent)
      } catch {
        failures.append("\(program.name) on \(Self.title(screen)) cannot be built: \(error.description)")
        continue
      }
      let outcomes = formats.compactMap { format in
        FormatCheck(
          layout: program.name, screen: screen, extent: extent,
          snapshot: LayoutSnapshot(solved, options: options),
          format: format, name: name, mode: mode, tolerance: tolerance, store: store, artifacts: artifacts
        ).run()
      }
      if !outcomes.isEmpty {
        failures.append(
          ScreenFailure(
            title: "\(program.name) on \(Self.title(screen))", outcomes: outcomes, testName: site.testName
          ).message)
      }
    }
    if environment["LAYOUTSHOT_CONTACT_SHEETS"] == "1", resolvedScreens.count > 1,
      let problem = writeContactSheet(
        of: program, on: resolvedScreens, extent: extent, named: name, in: artifacts)
    {
      failures.append(problem)
    }
    return failures
  }

  /// With `LAYOUTSHOT_CONTACT_SHEETS=1`, every assertion over several screens also writes a
  /// contact sheet of them (``ContactSheet``) to the artifacts folder,
  /// `<Layout>/<Layout>[-<name>]-sheet.png`; returns a failure message when it cannot.
  private func writeContactSheet(
    of program: some LayoutProgram, on screens: [Screen], extent: LayoutExtent, named name: String?,
    in artifacts: URL
  ) -> String? {
    do {
      let layout = try SnapshotPath.component(program.name)
      let file = try SnapshotPath.component(program.name + (name.map { "-" + $0 } ?? "") + "-sheet")
      let folder = artifacts.appendingPathComponent(layout, isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let png = try ContactSheet(options: options).pngData(of: program, on: screens, extent: extent)
      try Data(png).write(to: folder.appendingPathComponent(file + ".png"), options: .atomic)
      return nil
    } catch {
      return "\(program.name): the contact sheet could not be written: \(error)"
    }
  }

  /// `LAYOUTSHOT_ARTIFACTS` (relative to the package root, or absolute), else
  /// `.build/layoutshot-artifacts` in the package, else a folder in the temporary directory.
  private func artifactsDirectory(_ store: SnapshotStore) -> URL {
    if let path = environment["LAYOUTSHOT_ARTIFACTS"], !path.isEmpty {
      if path.hasPrefix("/") { return URL(fileURLWithPath: path, isDirectory: true) }
      let base = store.packageRoot ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      return base.appendingPathComponent(path, isDirectory: true)
    }
    if let root = store.packageRoot {
      return root.appendingPathComponent(".build/layoutshot-artifacts", isDirectory: true)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutshot-artifacts", isDirectory: true)
  }

  /// The failure when two of `screens` would share their reference files (a screen listed twice,
  /// or screens of one device that differ only in an override: a scale, a window size, extra
  /// insets); `nil` when every screen has files of its own.
  static func clash(of screens: [Screen], layout: String, extent: LayoutExtent, named name: String?)
    -> String?
  {
    var seen: [String: Screen] = [:]
    for screen in screens {
      // A name that cannot become a path fails later, with its own message.
      guard let stem = try? SnapshotPath.stem(layout: layout, screen: screen, extent: extent, named: name)
      else {
        continue
      }
      if let first = seen[stem] {
        return "\(layout): two screens, \(title(first)) and \(title(screen)), would share the reference "
          + "files \(stem).*; snapshot screens that differ only in their overrides (scale, window size, "
          + "insets) in separate assertions, each with its own `named:`."
      }
      seen[stem] = screen
    }
    return nil
  }

  /// `iphone-12 portrait`, with its variant when it is not the standard one
  /// (`iphone-12 portrait (dark, AX3, rtl)`).
  static func title(_ screen: Screen) -> String {
    let variant = Variant(of: screen)
    return "\(screen.device) \(screen.orientation.rawValue)" + (variant == .standard ? "" : " (\(variant))")
  }
}
