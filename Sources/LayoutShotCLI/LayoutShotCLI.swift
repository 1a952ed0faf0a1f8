import ArgumentParser
import Foundation
import LayoutShot

/// The `layoutshot` command line, for any catalog of layouts.
///
/// A package exposes its own layouts to the same commands with a few-line executable, the way
/// swift-argument-parser tools call `main()`:
///
/// ```swift
/// // Sources/my-layouts/main.swift
/// import LayoutShotCLI
/// LayoutShotCLI.main(layouts: [LoginScreen(), ProfileCard()])
/// ```
///
/// Exit status: 0 when all went well, 1 when `diff` found changes or `render --strict` found a
/// layout with a conflict or ambiguity, 2 for bad arguments and other errors (one line on
/// standard error).
public enum LayoutShotCLI {
  /// Runs the command line on this process's arguments and exits with its status.
  public static func main(layouts: [any LayoutProgram], devices: DeviceCatalog = .standard) -> Never {
    exit(run(Array(CommandLine.arguments.dropFirst()), layouts: layouts, devices: devices))
  }

  /// Runs the command line on this process's arguments, with `commands` beside the standard
  /// ones, and exits with its status: how the `layoutshot` executable adds `adapt`, whose
  /// dependency on swift-syntax this library does not take.
  package static func main(
    layouts: [any LayoutProgram], devices: DeviceCatalog = .standard, commands: [any ParsableCommand.Type]
  ) -> Never {
    exit(
      run(Array(CommandLine.arguments.dropFirst()), layouts: layouts, devices: devices, commands: commands))
  }

  /// Runs the command line on `arguments` (without the program's name) and returns its exit
  /// status.
  public static func run(
    _ arguments: [String], layouts: [any LayoutProgram], devices: DeviceCatalog = .standard
  )
    -> Int32
  {
    run(arguments, layouts: layouts, devices: devices, commands: [])
  }

  /// Runs the command line on `arguments`, with `commands` beside the standard ones, and returns
  /// its exit status.
  package static func run(
    _ arguments: [String], layouts: [any LayoutProgram], devices: DeviceCatalog = .standard,
    commands: [any ParsableCommand.Type]
  ) -> Int32 {
    let catalog: LayoutCatalog
    do {
      catalog = try LayoutCatalog(layouts)
    } catch {
      return ExitStatus.failure(error.description)
    }
    return CLIContext.$current.withValue(CLIContext(layouts: catalog, devices: devices, commands: commands)) {
      do {
        var command = try LayoutShotCommand.parseAsRoot(arguments)
        try command.run()
        return ExitStatus.success.code
      } catch let status as ExitStatus {
        return status.code
      } catch let code as ExitCode {
        // A command that reported its own errors.
        return code.rawValue
      } catch let error as CLIError {
        return ExitStatus.failure(error.description)
      } catch {
        let code = LayoutShotCommand.exitCode(for: error)
        if code == .success {
          // Help and version requests.
          print(LayoutShotCommand.fullMessage(for: error))
          return ExitStatus.success.code
        }
        return ExitStatus.failure(LayoutShotCommand.message(for: error))
      }
    }
  }
}

/// What the commands work on: the layouts and the devices.
struct CLIContext: Sendable {
  var layouts: LayoutCatalog
  var devices: DeviceCatalog
  /// Commands beside the standard ones.
  var commands: [any ParsableCommand.Type] = []

  @TaskLocal static var current = CLIContext(layouts: LayoutCatalog.empty, devices: .standard)
}
