import ArgumentParser

/// `layoutshot`: the root command, which only groups the others.
struct LayoutShotCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "layoutshot",
      abstract: "Solve Auto Layout style layouts for many devices, render them, and review changes.",
      discussion: ExitStatus.help,
      subcommands: [
        ListCommand.self, DevicesCommand.self, RenderCommand.self, SheetCommand.self, ExplainCommand.self,
        DiffCommand.self,
        MergeCommand.self, InitCommand.self,
      ] + CLIContext.current.commands)
  }
}
