import ArgumentParser

/// `layoutshot list`: the layouts in the catalog, one per line.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the layouts in the catalog.")

  func run() throws {
    for name in CLIContext.current.layouts.names {
      print(name)
    }
  }
}
