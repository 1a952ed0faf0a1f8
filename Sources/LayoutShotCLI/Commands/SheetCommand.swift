import ArgumentParser
import Foundation
import LayoutShot

/// `layoutshot sheet`: one contact sheet per layout, the layout on every chosen device and variant.
struct SheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sheet",
    abstract: "Write one picture per layout with it on every chosen device and variant.",
    usage: "layoutshot sheet [LAYOUT…] [--device SELECTOR[,SELECTOR…]]… [<options>]",
    discussion: """
      Writes OUT/<Layout>.png: a row per device and orientation, a column per variant, each \
      screen drawn small but sharp with its device, orientation and variant under it, the \
      whole --width pixels wide. Devices, orientations and variants are chosen as for render \
      (--appearance, --content-size, --direction or --variants).

      Examples:
        layoutshot sheet ProfileCard --device iphone-se-2-3,iphone-14-pro --variants all
        layoutshot sheet --appearance light,dark --content-size L,AX3 --out sheets

      \(ExitStatus.help)
      """)

  @Argument(help: "Layouts, by name or glob; all when none.")
  var layouts: [String] = []

  @Option(
    name: .customLong("device"),
    help: ArgumentHelp(
      "Devices: ids, aliases, globs, phones, tablets, ios, android, all, default; a comma list, or the flag repeated.",
      valueName: "selector[,selector…]"))
  var devices: [String] = []

  @Option(help: "portrait, landscape or both.")
  var orientation: OrientationChoice = .portrait

  @OptionGroup var variantChoice: VariantChoice

  @Option(help: "The sheet's width in pixels.")
  var width: Double = 2000

  @Option(help: "The output folder.")
  var out: String = "layoutshot-sheets"

  func validate() throws {
    guard width.isFinite && width >= 200 && width <= 20_000 else {
      throw ValidationError("--width must be a number of pixels from 200 to 20000.")
    }
  }

  func run() throws {
    let (chosenLayouts, chosenDevices) = try RenderCommand.choose(layouts: layouts, devices: devices)
    let chosenVariants = try variantChoice.chosen()
    let screens = chosenDevices.flatMap { device in
      orientation.orientations.flatMap { orientation in
        chosenVariants.map { $0.applied(to: device.screen(orientation)) }
      }
    }
    let output = URL(fileURLWithPath: out, isDirectory: true)
    try OutputFolder.prepare(output)
    let sheet = ContactSheet(width: width)
    for layout in chosenLayouts {
      let png: [UInt8]
      do {
        png = try sheet.pngData(of: layout, on: screens)
      } catch {
        throw CLIError("\(layout.name): \(error)")
      }
      let name: String
      do {
        name = try SnapshotPath.component(layout.name)
      } catch {
        throw CLIError(error.description)
      }
      try OutputFolder.write(Data(png), to: output.appendingPathComponent(name + ".png"))
      print("\(out)/\(name).png: \(layout.name) on \(screens.count) screens")
    }
  }
}
