import ArgumentParser
import LayoutShot

/// `layoutshot devices [--os 26] [--json]`: the device catalog as a table of the figures devices
/// report under an OS edition (the default one unless told), or as JSON with every edition's.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "Show the device catalog: id, name, size, scale, safe-area insets and status bars.",
    discussion: "Pass device ids, aliases, globs (iphone-*), families (phones, tablets) or 'all' to "
      + "'render --device'.")

  @Flag(help: "Print the catalog as JSON, with every field.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "The OS edition whose safe areas and status bars to show: 18 or 26 (27 draws as 26).",
      valueName: "version"))
  var os: String?

  @Argument(help: "Devices to show (ids, aliases, globs, families, 'all', 'default'); all when none.")
  var devices: [String] = []

  func run() throws {
    let catalog = CLIContext.current.devices
    let chosen: [Device]
    do {
      chosen = devices.isEmpty ? catalog.devices : try catalog.select(devices)
    } catch {
      throw CLIError(error.description)
    }
    if json {
      print(DeviceCatalog.jsonText(for: chosen), terminator: "")
      return
    }
    let edition: OSEdition
    do {
      edition =
        try os.map { text throws(OSEditionError) in try OSEdition(parsing: text) } ?? Variant.standard.os
    } catch {
      throw CLIError("--os: \(error)")
    }
    let defaults = Set(DeviceCatalog.defaultDeviceIDs)
    let rows = chosen.map { device -> [String] in
      [
        device.id + (defaults.contains(device.id) ? " *" : ""), device.name,
        "\(NumberFormat.points(device.size.width))×\(NumberFormat.points(device.size.height))",
        "@\(NumberFormat.points(device.scale))x",
        Self.insets(device.safeArea(in: edition).portrait),
        Self.insets(device.safeArea(in: edition).landscape),
        Self.statusBars(device.statusBar(in: edition)),
      ]
    }
    print(
      TextTable.render(
        header: [
          "id", "name", "size (pt)", "scale", "safe area portrait", "safe area landscape", "status bar",
        ], rows: rows))
    print(
      "Figures as \(edition.displayName) reports them (safe areas: top left bottom right; status bar: portrait/landscape)."
    )
    print("* in the default set, which render uses unless told otherwise.")
  }

  /// `portrait/landscape`, each `—` when it is unknown.
  private static func statusBars(_ heights: Device.PerOrientation<Double?>) -> String {
    [heights.portrait, heights.landscape].map { $0.map(NumberFormat.points) ?? "—" }.joined(separator: "/")
  }

  /// `top left bottom right`, or `—` when they are unknown.
  private static func insets(_ insets: EdgeInsets?) -> String {
    guard let insets else { return "—" }
    return [insets.top, insets.left, insets.bottom, insets.right].map(NumberFormat.points).joined(
      separator: " ")
  }
}
