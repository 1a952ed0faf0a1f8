import ArgumentParser
import LayoutShot

/// `layoutshot devices [--json]`: the device catalog as a table or as JSON.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "Show the device catalog: id, name, size, scale and safe-area insets.",
    discussion: "Pass device ids, aliases, globs (iphone-*), families (phones, tablets) or 'all' to "
      + "'render --device'.")

  @Flag(help: "Print the catalog as JSON, with every field.")
  var json = false

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
    let defaults = Set(DeviceCatalog.defaultDeviceIDs)
    let rows = chosen.map { device -> [String] in
      [
        device.id + (defaults.contains(device.id) ? " *" : ""), device.name,
        "\(NumberFormat.points(device.size.width))×\(NumberFormat.points(device.size.height))",
        "@\(NumberFormat.points(device.scale))x",
        Self.insets(device.safeArea.portrait), Self.insets(device.safeArea.landscape),
      ]
    }
    print(
      TextTable.render(
        header: ["id", "name", "size (pt)", "scale", "safe area portrait", "safe area landscape"], rows: rows)
    )
    print("* in the default set, which render uses unless told otherwise.")
  }

  /// `top left bottom right`, or `—` when they are unknown.
  private static func insets(_ insets: EdgeInsets?) -> String {
    guard let insets else { return "—" }
    return [insets.top, insets.left, insets.bottom, insets.right].map(NumberFormat.points).joined(
      separator: " ")
  }
}
