import ArgumentParser
import Foundation
import LayoutShot

/// `layoutshot render`: solves layouts on devices and writes their images and frame dumps.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Solve layouts on devices and write PNG, SVG and frame dumps.",
    usage: "layoutshot render [LAYOUT…] [--device SELECTOR[,SELECTOR…]]… [<options>]",
    discussion: """
      Writes OUT/<Layout>/<device>-<orientation>[-dark][-<size>][-rtl][-<extent>].<ext>. With no \
      arguments: every layout, on the default devices, in portrait, light, at the Large text size, \
      left to right, as PNG and SVG, into layoutshot-output.

      Variants: --appearance, --content-size and --direction each take a comma list, and every \
      combination is rendered; a file name adds only what differs from light, L and ltr \
      (iphone-12-portrait-dark-ax3-rtl.png). --variants takes a named set instead: appearances \
      (light, dark), accessibility (L, AX1, AX5), directions (ltr, rtl), pseudolocales (none, \
      double, accented, bounded) or all (the first three's 12 combinations).

      Devices: --device takes one selector or a comma list, and may be repeated \
      (--device iphone-se-2-3,iphone-x or --device iphone-se-2-3 --device iphone-x); a word \
      after it is a layout, not another device. A selector is an id or alias (iphone-x), a glob \
      ('iphone-*'), phones, tablets, ios, android, all or default; 'layoutshot devices' lists \
      the ids and aliases.

      Extents: screen (the device's screen), content (the screen grown to show the whole content \
      of its outermost vertical scroll view), component (the screen's width, or --width, and the \
      height the layout's constraints give). Each layout has its own by default (a cell is a \
      component).

      Examples:
        layoutshot render
        layoutshot render ComplexWidth --device 'iphone-*' --orientation both --format png,svg,json
        layoutshot render --device iphone-se-2-3,iphone-x --device ipad-10
        layoutshot render SettingsForm --extent content
        layoutshot render ProfileCard --appearance light,dark --content-size L,AX3 --direction ltr,rtl
        layoutshot render --variants accessibility
        layoutshot render --device all --shard 2/4 --out shard-2

      \(ExitStatus.help)
      """)

  @Argument(help: "Layouts to render, by name or glob; all when none.")
  var layouts: [String] = []

  @Option(
    name: .customLong("device"),
    help: ArgumentHelp(
      "Devices: ids, aliases, globs, phones, tablets, ios, android, all, default; a comma list, "
        + "or the flag repeated. The default devices when none.",
      valueName: "selector[,selector…]"))
  var devices: [String] = []

  @Option(help: "portrait, landscape or both.")
  var orientation: OrientationChoice = .portrait

  @Option(help: "Formats, comma separated: png, svg, json.")
  var format: String = "png,svg"

  @Option(help: "screen, content or component; each layout's own by default.")
  var extent: ExtentChoice?

  @Option(
    name: .customLong("width"),
    help: "With --extent component: the width to lay it out at, instead of the screen's.")
  var componentWidth: Double?

  @OptionGroup var variantChoice: VariantChoice

  @Option(help: "Overlays, comma separated: safe-area, margins, frames, names.")
  var overlay: String?

  @Flag(help: "Draw the device's rounded corners, cutout and home indicator.")
  var chrome = false

  @Option(help: "Pixels per point, instead of each device's own.")
  var scale: Double?

  @Option(help: "The output folder.")
  var out: String = "layoutshot-output"

  @Option(help: "How many renders run at once; the number of cores by default.")
  var jobs: Int?

  @Option(help: "Render only shard I of N (e.g. 2/4): a stable share of the work for a CI matrix.")
  var shard: Shard?

  @Flag(
    help:
      "Exit with status 1 when a layout has a conflict or an ambiguity (other diagnostics are only shown).")
  var strict = false

  func validate() throws {
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
      throw ValidationError("--scale must be a number above 0 and at most 8.")
    }
    if let componentWidth {
      guard extent == .component else { throw ValidationError("--width goes with --extent component.") }
      guard componentWidth.isFinite && componentWidth > 0 && componentWidth <= 10_000 else {
        throw ValidationError("--width must be a number of points above 0 and at most 10000.")
      }
    }
  }

  func run() throws {
    let (chosenLayouts, chosenDevices) = try Self.choose(layouts: layouts, devices: devices)
    let formats = try RenderFormat.parse(format)
    let options = try RenderOptions(overlays: overlay ?? "", chrome: chrome)
    let chosenVariants = try variantChoice.chosen()
    var work: [RenderJob] = []
    for layout in chosenLayouts {
      // A layout shown in one orientation (a landscape preview) is drawn in it alone.
      let orientations = layout.fixedOrientation.map { [$0] } ?? orientation.orientations
      let screens = chosenDevices.flatMap { device in
        orientations.flatMap { orientation in
          chosenVariants.map {
            $0.applied(to: Screen(device: device, orientation: orientation, scale: scale))
          }
        }
      }
      for screen in screens {
        work.append(
          try RenderJob(layout: layout, screen: screen, extent: extent?.extent(width: componentWidth)))
      }
    }
    if let shard { work = shard.select(work) }
    let output = URL(fileURLWithPath: out, isDirectory: true)
    try OutputFolder.prepare(output)
    let renderer = RenderRun(
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, formats: formats, options: options,
      output: output, folderName: out)
    let summary = try renderer.run(work)
    print(summary.text)
    if strict && summary.failsStrict {
      let count = summary.conflictedRenders
      print("--strict: \(count) \(count == 1 ? "render has" : "renders have") a conflict or an ambiguity.")
      throw ExitStatus.findings
    }
  }
}

extension RenderCommand {
  /// The layouts and devices the arguments choose, from the running catalog; `sheet` chooses
  /// the same way.
  ///
  /// - Throws: ``CLIError`` for a name that chooses nothing, with the hint that a layout argument
  ///   names devices when it does.
  static func choose(layouts: [String], devices: [String]) throws(CLIError)
    -> (layouts: [any LayoutProgram], devices: [Device])
  {
    let context = CLIContext.current
    do {
      return (try context.layouts.select(layouts), try context.devices.select(devices))
    } catch let error as LayoutCatalogError {
      throw CLIError(deviceHint(for: error, in: context.devices) ?? error.description)
    } catch let error as DeviceError {
      throw CLIError(error.description)
    } catch {
      throw CLIError("\(error)")
    }
  }

  /// The message for a layout argument that chooses no layout but would choose devices.
  ///
  /// `render --device iphone-se-2-3 iphone-x` reads `iphone-x` as a layout, and says:
  ///
  ///     'iphone-x' is a device; did you mean `--device iphone-x`?
  ///     'ipad-*' chooses devices; did you mean `--device 'ipad-*'`?
  ///
  /// `nil` for any other error, and for `all` and `default`, which a layout argument may well mean
  /// otherwise.
  static func deviceHint(for error: LayoutCatalogError, in catalog: DeviceCatalog) -> String? {
    let name: String
    switch error {
    case .unknownLayout(let typed, _): name = typed
    case .noMatch(let pattern): name = pattern
    case .duplicateName: return nil
    }
    let selector = DeviceSelector(name)
    guard (try? catalog.select([selector]))?.isEmpty == false else { return nil }
    switch selector {
    case .device:
      return "'\(name)' is a device; did you mean `--device \(Device.slug(name))`?"
    case .glob, .family, .platform:
      return "'\(name)' chooses devices; did you mean `--device \(shellWord(name))`?"
    case .all, .defaultSet:
      return nil
    }
  }

  /// `word` as typed in a shell: in single quotes when it holds anything but letters, digits, `-`,
  /// `_` and `.` (a glob's `*` would otherwise be expanded by the shell).
  private static func shellWord(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy { character in
      ("a"..."z").contains(character) || ("A"..."Z").contains(character) || ("0"..."9").contains(character)
        || "-_.".unicodeScalars.contains(character)
    }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// `--extent`: what the pictures show.
enum ExtentChoice: String, ExpressibleByArgument, CaseIterable {
  case screen, content, component

  /// The extent; a component `width` points wide when given, else at the screen's width.
  func extent(width: Double?) -> LayoutExtent {
    switch self {
    case .screen: .screen
    case .content: .scrollContent
    case .component:
      width.map { .fitting(Size(width: $0, height: 0), horizontal: .required, vertical: .fittingSizeLevel) }
        ?? .fittingHeight
    }
  }
}

/// `--orientation`: one or both.
enum OrientationChoice: String, ExpressibleByArgument, CaseIterable {
  case portrait, landscape, both

  var orientations: [Orientation] {
    switch self {
    case .portrait: [.portrait]
    case .landscape: [.landscape]
    case .both: [.portrait, .landscape]
    }
  }
}
