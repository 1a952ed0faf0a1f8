import Foundation
import LayoutShotTestSupport
import Testing

// `layoutshot init` and README.md's "Adopting LayoutShot in your app": the package it writes, that
// it never writes over a file, and that the README's commands and workflow are the ones the
// adoption script runs and the template ships. (`.ci/adoption` builds and tests a written package
// for real: too slow for a unit test.)

/// The package root: three folders above this file.
private let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The README's text.
private func readme() throws -> String {
  try String(contentsOf: checkout.appendingPathComponent("README.md"), encoding: .utf8)
}

/// The body of the first fenced block of `language` after `marker` in `text`.
private func block(_ language: String, after marker: String, in text: String) throws -> String {
  let start = try #require(text.range(of: marker)?.upperBound)
  let open = try #require(text.range(of: "```\(language)\n", range: start..<text.endIndex))
  let close = try #require(text.range(of: "\n```", range: open.upperBound..<text.endIndex))
  return String(text[open.upperBound..<close.lowerBound])
}

@Suite("Adopting LayoutShot")
struct AdoptionTests {
  static let packageFiles = [
    ".github/workflows/layouts.yml", ".gitignore", "AppFiles/WelcomeViewController.swift", "Package.swift",
    "README.md", "Sources/Layouts/Layouts.swift", "Sources/Layouts/layoutshot-adapt.json",
    "Sources/layouts/main.swift",
    "Tests/LayoutsTests/LayoutSnapshotTests.swift",
  ]

  @Test func initWritesAPackageThatDependsOnThisCheckout() throws {
    let folder = try TemporaryFolder()
    let result = try Executable.run(["init", "App/LayoutSnapshots"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(folder.files() == Self.packageFiles.map { "App/LayoutSnapshots/" + $0 }.sorted())
    let manifest = try String(contentsOf: folder.file("App/LayoutSnapshots/Package.swift"), encoding: .utf8)
    // A path dependency's identity is its folder's name, in lower case.
    let identity = checkout.lastPathComponent.lowercased()
    #expect(manifest.contains(".package(path: \"\(checkout.standardizedFileURL.path)\")"))
    #expect(manifest.contains(".product(name: \"LayoutShotTesting\", package: \"\(identity)\")"))
    // The app file is written as the app writes it, and the plugin adapts the folder that holds it.
    let shared = try String(
      contentsOf: folder.file("App/LayoutSnapshots/AppFiles/WelcomeViewController.swift"), encoding: .utf8)
    for construct in ["import UIKit\n", "#selector(startTapped(_:))", "@objc func", "@IBInspectable var"] {
      #expect(shared.contains(construct))
    }
    #expect(
      manifest.contains("plugins: [.plugin(name: \"LayoutShotSourceAdapter\", package: \"\(identity)\")]"))
    #expect(manifest.contains("exclude: [\"layoutshot-adapt.json\"]"))
    let configuration = try String(
      contentsOf: folder.file("App/LayoutSnapshots/Sources/Layouts/layoutshot-adapt.json"), encoding: .utf8)
    #expect(configuration == "{ \"folders\": [\"AppFiles\"] }\n")
  }

  @Test func initNeverWritesOverAFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/README.md", "the app's own readme")
    let result = try Executable.run(["init", "App"], in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError.contains("already has README.md; init writes no file over another."))
    #expect(folder.files() == ["App/README.md"])
    #expect(try String(contentsOf: folder.file("App/README.md"), encoding: .utf8) == "the app's own readme")
  }

  @Test func initCanDependOnARelease() throws {
    let folder = try TemporaryFolder()
    let result = try Executable.run(
      ["init", "Pkg", "--url", "https://github.com/example/LayoutShot.git", "--from", "1.2.0"], in: folder.url
    )
    #expect(result.status == 0, "\(result.standardError)")
    let manifest = try String(contentsOf: folder.file("Pkg/Package.swift"), encoding: .utf8)
    #expect(
      manifest.contains(".package(url: \"https://github.com/example/LayoutShot.git\", from: \"1.2.0\")"))
    #expect(manifest.contains(".product(name: \"LayoutShot\", package: \"layoutshot\")"))
    let alone = try Executable.run(
      ["init", "Other", "--url", "https://github.com/example/LayoutShot.git"], in: folder.url)
    #expect(alone.status == 2)
    #expect(alone.standardError.contains("--url needs --from"))
    #expect(!folder.files().contains { $0.hasPrefix("Other/") })
  }

  @Test func theReadmesCommandsAreTheOnesTheAdoptionScriptRuns() throws {
    let commands = try block("sh", after: "## Adopting LayoutShot in your app", in: readme())
      .split(separator: "\n")
      .map { line in
        String(line.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
      }
      .filter { !$0.isEmpty }
    #expect(commands.count == 7)
    let script = try String(contentsOf: checkout.appendingPathComponent(".ci/adoption"), encoding: .utf8)
    let scriptLines = script.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "must_fail ", with: "")
        .replacingOccurrences(of: "env ", with: "").replacingOccurrences(of: " || status=$?", with: "")
    }
    for command in commands {
      // The app folder is a temporary one in the script.
      let expected = command.replacingOccurrences(of: "../MyApp", with: "\"$app\"")
        .replacingOccurrences(of: "\"$app\"/LayoutSnapshots", with: "\"$app/LayoutSnapshots\"")
      #expect(scriptLines.contains(expected), "the adoption script does not run: \(command)")
    }
  }

  @Test func theWorkflowsReviewWaitsForEveryShardAndMergesThemAll() throws {
    // A shard that fails fails the run: the review job needs the whole render matrix, and merges
    // the four shards' folders of each side (a missing one is an error, as `merge` tests show).
    let folder = try TemporaryFolder()
    #expect(try Executable.run(["init", "Pkg"], in: folder.url).status == 0)
    let workflow = try String(contentsOf: folder.file("Pkg/.github/workflows/layouts.yml"), encoding: .utf8)
    #expect(workflow.contains("strategy: { matrix: { shard: [1, 2, 3, 4] } }"))
    #expect(workflow.contains("--shard ${{ matrix.shard }}/4"))
    let review = try #require(workflow.range(of: "  review:\n")).upperBound
    #expect(workflow[review...].hasPrefix("    needs: render\n"))
    #expect(workflow.contains("layouts merge base-1 base-2 base-3 base-4 --out base"))
    #expect(workflow.contains("layouts merge head-1 head-2 head-3 head-4 --out head"))
    // A shard's render that fails exits with an error status, which fails its job.
    let failing = try Executable.run(
      ["render", "--device", "no-such-phone", "--shard", "1/4"], in: folder.url)
    #expect(failing.status == 2)
  }

  @Test func theReadmeShowsTheWorkflowTheTemplateShips() throws {
    let folder = try TemporaryFolder()
    #expect(try Executable.run(["init", "Pkg"], in: folder.url).status == 0)
    let shipped = try String(contentsOf: folder.file("Pkg/.github/workflows/layouts.yml"), encoding: .utf8)
    let shown = try block("yaml", after: "<code>.github/workflows/layouts.yml</code>", in: readme())
    #expect(shown + "\n" == shipped)
  }
}

/// Expects the first Swift block after `marker` in the README to be `target`, and the manifest
/// `layoutshot init` writes with `arguments`, for a package that depends on a release, to hold it.
private func expectReadme(toShow target: String, after marker: String, asInitWritesIt arguments: [String])
  throws
{
  #expect(try block("swift", after: marker, in: readme()) == target)
  let folder = try TemporaryFolder()
  let result = try Executable.run(
    ["init", "Pkg", "--url", "https://github.com/example/LayoutShot.git", "--from", "1.0.0"] + arguments,
    in: folder.url)
  #expect(result.status == 0)
  let manifest = try String(contentsOf: folder.file("Pkg/Package.swift"), encoding: .utf8)
  let trimmed = { (text: String) in
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
  }
  #expect(trimmed(manifest).contains(trimmed(target)))
}

@Suite("Adopting LayoutShot: the source adapter")
struct AdoptionSourceAdapterTests {
  @Test func theReadmeShowsTheTemplatesLayoutsTarget() throws {
    // As README.md's "Bringing your UIKit code" shows it: a package that depends on a release.
    let target = """
      .target(
        name: "Layouts",
        dependencies: [
          .product(name: "LayoutShot", package: "layoutshot"),
          .product(name: "LayoutShotUIKit", package: "layoutshot"),
        ],
        exclude: ["layoutshot-adapt.json"],
        plugins: [.plugin(name: "LayoutShotSourceAdapter", package: "layoutshot")]),
      """
    try expectReadme(toShow: target, after: "## Bringing your UIKit code", asInitWritesIt: [])
  }
}

@Suite("Adopting LayoutShot: SwiftUI previews")
struct AdoptionPreviewTests {
  @Test func initSwiftUIWritesAPackageWhoseLayoutsAreThePreviews() throws {
    let folder = try TemporaryFolder()
    let result = try Executable.run(["init", "Pkg", "--swiftui"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let files = AdoptionTests.packageFiles.map {
      $0 == "AppFiles/WelcomeViewController.swift" ? "AppFiles/WelcomeView.swift" : $0
    }
    #expect(folder.files() == files.map { "Pkg/" + $0 }.sorted())
    // The app file imports SwiftUI as an app's does, and declares two previews.
    let view = try String(contentsOf: folder.file("Pkg/AppFiles/WelcomeView.swift"), encoding: .utf8)
    for construct in [
      "import SwiftUI\n", "#Preview(\"Welcome\") {", "#Preview(\"Badge\", traits: .sizeThatFitsLayout) {",
    ] {
      #expect(view.contains(construct))
    }
    // The catalog is the previews, and one test snapshots them all.
    let catalog = try String(contentsOf: folder.file("Pkg/Sources/Layouts/Layouts.swift"), encoding: .utf8)
    #expect(catalog.contains(".previews(in: LayoutsPreviews.all)"))
    let tests = try String(
      contentsOf: folder.file("Pkg/Tests/LayoutsTests/LayoutSnapshotTests.swift"), encoding: .utf8)
    #expect(tests.contains("assertLayoutSnapshot(\n      of: Layouts.all,"))
  }

  @Test func theReadmeShowsTheTemplatesLayoutsTarget() throws {
    // As README.md's "Bringing your previews" shows it: a package that depends on a release.
    let target = """
      .target(
        name: "Layouts",
        dependencies: [
          .product(name: "LayoutShot", package: "layoutshot"),
          .product(name: "LayoutShotSwiftUI", package: "layoutshot"),
        ],
        exclude: ["layoutshot-adapt.json"],
        plugins: [
          .plugin(name: "LayoutShotSourceAdapter", package: "layoutshot"),
          .plugin(name: "LayoutShotPreviews", package: "layoutshot"),
        ]),
      """
    try expectReadme(toShow: target, after: "## Bringing your previews", asInitWritesIt: ["--swiftui"])
  }
}
