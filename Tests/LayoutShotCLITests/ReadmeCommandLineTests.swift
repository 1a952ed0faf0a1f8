import Foundation
import LayoutShot
import LayoutShotCLI
import LayoutShotTestSupport
import Testing

// README.md's "The command line": its synopsis is the command line's (every subcommand, and each
// one's options, as `--help` lists them), and its small executable for a package's own layouts
// is compiled here (`ReadmeSnippetCoverageTests` checks the README's lines against this file, as
// the LayoutShotCLI landing page's). `main` exits the process, so the test runs the same catalog
// through `run`, which `main` calls.

/// Stand-ins for the README's layouts of a user's package.
private struct LoginScreen: LayoutProgram {
  func body(root: View, screen: Screen) -> LayoutBody {
    let field = View("field")
    root.addSubview(field)
    field.pinEdges(to: root.layoutMarginsGuide)
  }
}

private struct ProfileCard: LayoutProgram {
  func body(root: View, screen: Screen) -> LayoutBody {
    let card = View("card")
    root.addSubview(card)
    card.pinEdges(to: root.safeAreaLayoutGuide)
  }
}

/// The executable's body, as the README writes it; never called, as it exits.
private func readmeExecutable() {
  LayoutShotCLI.main(layouts: [LoginScreen(), ProfileCard()])
}

@Suite("README command line")
struct ReadmeCommandLineTests {
  @Test func aPackagesOwnCatalogIsListed() {
    #expect(LayoutShotCLI.run(["list"], layouts: [LoginScreen(), ProfileCard()]) == 0)
    #expect(LayoutShotCLI.run(["render", "Nope"], layouts: [LoginScreen(), ProfileCard()]) == 2)
  }

  /// The package root: two folders above this file.
  private static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README's synopsis: each subcommand's lines (its own and the indented ones after it).
  static func synopsis(_ readme: String) throws -> [String: String] {
    let start = try #require(readme.range(of: "## The command line\n")?.upperBound)
    let open = try #require(readme.range(of: "```\n", range: start..<readme.endIndex))
    let close = try #require(readme.range(of: "\n```", range: open.upperBound..<readme.endIndex))
    var commands: [String: String] = [:]
    var current: String?
    for line in readme[open.upperBound..<close.lowerBound].split(separator: "\n") {
      if line.hasPrefix("layoutshot ") {
        let name = String(line.dropFirst("layoutshot ".count).prefix { $0 != " " })
        current = name
        commands[name] = String(line)
      } else if let current {
        commands[current, default: ""] += "\n" + line
      }
    }
    return commands
  }

  /// The long options (`--device`) a text names.
  static func options(in text: String) -> Set<String> {
    Set(text.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
  }

  /// The options a subcommand's `--help` lists under OPTIONS, without `--help`.
  static func helpOptions(_ subcommand: String) throws -> Set<String> {
    let help = try Executable.run([subcommand, "--help"]).standardOutput
    let section = try #require(help.range(of: "OPTIONS:\n")).upperBound
    let listed = help[section...].split(separator: "\n").filter { $0.hasPrefix("  -") }
    return Set(listed.flatMap { options(in: String($0)) }).subtracting(["--help"])
  }

  @Test func theReadmesSynopsisListsEveryCommandAndOption() throws {
    let readme = try String(contentsOf: Self.checkout.appendingPathComponent("README.md"), encoding: .utf8)
    let synopsis = try Self.synopsis(readme)
    let overview = try Executable.run(["--help"]).standardOutput
    let subcommandsSection = try #require(overview.range(of: "SUBCOMMANDS:\n")).upperBound
    // The section's lines up to its end, each subcommand's name two spaces in.
    let subcommands = overview[subcommandsSection...].split(separator: "\n", omittingEmptySubsequences: false)
      .prefix { !$0.isEmpty }
      .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(Set(synopsis.keys) == Set(subcommands))
    let render = try Self.helpOptions("render")
    for subcommand in subcommands {
      let lines = try #require(synopsis[subcommand])
      var shown = Self.options(in: lines)
      let actual = try Self.helpOptions(subcommand)
      // `sheet` takes the variant options as `render` does, and the synopsis says so.
      if lines.contains("variant options as for render") { shown.formUnion(render.intersection(actual)) }
      #expect(
        shown == actual,
        "layoutshot \(subcommand): the README shows \(shown.sorted()), --help \(actual.sorted())")
    }
  }
}
