import Foundation

/// The snapshot package `layoutshot init` writes into an app's repository: a `Layouts` library that
/// compiles the app's own UIKit files through the `LayoutShotSourceAdapter` plugin, a `layouts`
/// executable (the command line over the app's layouts; LayoutShot's own is `layoutshot`, so the
/// two names differ), a test target with one snapshot test per layout, and a GitHub Actions
/// workflow.
///
///     LayoutSnapshots/
///       Package.swift
///       README.md
///       .gitignore
///       AppFiles/WelcomeViewController.swift           an app file, as the app writes it
///       Sources/Layouts/layoutshot-adapt.json          the folders of app files the plugin adapts
///       Sources/Layouts/Layouts.swift                  the catalog, this package only
///       Sources/layouts/main.swift                     LayoutShotCLI.main(layouts: Layouts.all)
///       Tests/LayoutsTests/LayoutSnapshotTests.swift   one snapshot test per layout
///       .github/workflows/layouts.yml                  tests, a sharded render, and the review
///
/// With ``isSwiftUI`` (`layoutshot init --swiftui`) the app file is a SwiftUI view with two
/// `#Preview`s, the `LayoutShotPreviews` plugin lists the previews of the `Layouts` target, the
/// catalog is those previews, and one test snapshots them all: a `#Preview` added to an app file
/// is drawn and snapshotted with no other edit.
struct PackageTemplate {
  /// Where the package finds LayoutShot.
  enum Dependency: Equatable {
    /// A checkout on this machine.
    case path(String)
    /// A Git repository and the first version to take.
    case url(String, from: String)

    /// The `.package(…)` line.
    var declaration: String {
      switch self {
      case .path(let path): ".package(path: \(Self.quoted(path)))"
      case .url(let url, let version): ".package(url: \(Self.quoted(url)), from: \(Self.quoted(version)))"
      }
    }

    /// The package's identity, which `.product(name:package:)` names: the last part of its path or
    /// URL, without `.git`, in lower case.
    var identity: String {
      let location: String
      switch self {
      case .path(let path): location = path
      case .url(let url, _): location = url
      }
      let last = location.split(separator: "/").last.map(String.init) ?? location
      return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
    }

    private static func quoted(_ text: String) -> String {
      "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        + "\""
    }
  }

  var dependency: Dependency
  /// Whether the app's files are SwiftUI views whose previews are the layouts.
  var isSwiftUI = false

  /// The files, by path relative to the package's folder.
  var files: [(path: String, text: String)] {
    [
      ("Package.swift", packageManifest),
      ("README.md", Self.readme + (isSwiftUI ? Self.swiftUIReadme : Self.uiKitReadme)),
      (".gitignore", ".build/\n.swiftpm/\n"),
      isSwiftUI
        ? ("AppFiles/WelcomeView.swift", Self.welcomeView)
        : ("AppFiles/WelcomeViewController.swift", Self.welcomeViewController),
      ("Sources/Layouts/layoutshot-adapt.json", Self.adapterConfiguration),
      ("Sources/Layouts/Layouts.swift", isSwiftUI ? Self.previewCatalog : Self.catalog),
      ("Sources/layouts/main.swift", Self.main),
      (
        "Tests/LayoutsTests/LayoutSnapshotTests.swift",
        isSwiftUI ? Self.previewSnapshotTests : Self.snapshotTests
      ),
      (".github/workflows/layouts.yml", Self.workflow),
    ]
  }

  private var packageManifest: String {
    let package = dependency.identity
    let face = isSwiftUI ? "LayoutShotSwiftUI" : "LayoutShotUIKit"
    let plugins =
      isSwiftUI
      ? """
      [
              .plugin(name: "LayoutShotSourceAdapter", package: "\(package)"),
              .plugin(name: "LayoutShotPreviews", package: "\(package)"),
            ]
      """ : "[.plugin(name: \"LayoutShotSourceAdapter\", package: \"\(package)\")]"
    let comment =
      isSwiftUI
      ? """
          // The app's SwiftUI files, in the folders layoutshot-adapt.json names, are adapted into
          // this target by the plugin (import SwiftUI imports LayoutShotSwiftUI), and every
          // #Preview in them is listed in LayoutsPreviews.all by the LayoutShotPreviews plugin.
      """
      : """
          // The app's files, in the folders layoutshot-adapt.json names, are adapted into this
          // target by the plugin: @objc, #selector and Interface Builder attributes compile here.
      """
    return """
      // swift-tools-version:6.0
      //
      // The app's layouts, snapshotted on any machine with LayoutShot: `swift test` compares them
      // with Snapshots/, and `swift run layouts render` draws them on every device.

      import PackageDescription

      let package = Package(
        name: "LayoutSnapshots",
        platforms: [.macOS(.v15)],
        products: [.library(name: "Layouts", targets: ["Layouts"])],
        dependencies: [
          \(dependency.declaration)
        ],
        targets: [
      \(comment)
          .target(
            name: "Layouts",
            dependencies: [
              .product(name: "LayoutShot", package: "\(package)"),
              .product(name: "\(face)", package: "\(package)"),
            ],
            exclude: ["layoutshot-adapt.json"],
            plugins: \(plugins)),
          .executableTarget(
            name: "layouts",
            dependencies: ["Layouts", .product(name: "LayoutShotCLI", package: "\(package)")]),
          .testTarget(
            name: "LayoutsTests",
            dependencies: ["Layouts", .product(name: "LayoutShotTesting", package: "\(package)")]),
        ]
      )

      """
  }

  static let welcomeViewController = """
    // An app file, written as the app writes it: the LayoutShotSourceAdapter plugin adapts it for
    // this package (import UIKit, @objc, #selector and @IBInspectable compile on Linux that way).
    import UIKit

    /// The first screen: a title, a message and a button, at the top of the safe area, inside the
    /// margins, in text styles that follow Dynamic Type.
    final class WelcomeViewController: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let title = UILabel()
        title.text = "Welcome"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.adjustsFontForContentSizeCategory = true

        let message = UILabel()
        message.text = "Your layouts, checked on every device before they reach one."
        message.font = .preferredFont(forTextStyle: .body)
        message.adjustsFontForContentSizeCategory = true
        message.textColor = .secondaryLabel
        message.numberOfLines = 0

        let start = RoundedButton(type: .system)
        start.setTitle("Get started", for: .normal)
        start.cornerRadius = 8
        start.addTarget(self, action: #selector(startTapped(_:)), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [title, message, start])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
          stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
          stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
          stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
      }

      @objc func startTapped(_ sender: UIButton) {}
    }

    /// A button whose corners are set in Interface Builder's attributes inspector.
    @IBDesignable
    final class RoundedButton: UIButton {
      @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
      }
    }

    """

  /// The plugin's configuration: the folders of app files, relative to the package.
  static let adapterConfiguration = """
    { "folders": ["AppFiles"] }

    """

  static let catalog = """
    import LayoutShot
    import LayoutShotUIKit

    /// Every layout the snapshot tests and the command line know: one line per screen, cell or view.
    public enum Layouts {
      public static let all: [any LayoutProgram] = [
        UIKitLayout.controller("Welcome") { WelcomeViewController() },
      ]
    }

    """

  static let welcomeView = """
    // An app file, written as the app writes it: the LayoutShotSourceAdapter plugin adapts it for
    // this package (import SwiftUI imports LayoutShotSwiftUI on Linux), and the LayoutShotPreviews
    // plugin makes each #Preview a layout: WelcomeView/Welcome and WelcomeView/Badge.
    import SwiftUI

    /// The first screen: a title, a message and a button, at the top, inside the margins.
    struct WelcomeView: View {
      var body: some View {
        VStack(alignment: .leading, spacing: 12) {
          Text("Welcome")
            .font(.largeTitle)
          Text("Your layouts, checked on every device before they reach one.")
            .foregroundStyle(.secondary)
          Button("Get started") {}
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }

    /// A count in a capsule, as a tab or a row shows unread items.
    struct CountBadge: View {
      let count: Int

      var body: some View {
        Text("\\(count)")
          .font(.caption.bold())
          .foregroundStyle(.white)
          .padding(.horizontal, 8)
          .padding(.vertical, 4)
          .background(Capsule().fill(.red))
      }
    }

    #Preview("Welcome") {
      WelcomeView()
    }

    #Preview("Badge", traits: .sizeThatFitsLayout) {
      CountBadge(count: 3)
    }

    """

  static let previewCatalog = """
    import LayoutShot
    import LayoutShotSwiftUI

    /// Every layout the snapshot tests and the command line know: each preview of the app's files,
    /// which the LayoutShotPreviews plugin lists in `LayoutsPreviews.all` at each build. Add other
    /// layouts after them (`SwiftUILayout.screen("Home") { HomeView() }`).
    public enum Layouts {
      @MainActor public static var all: [any LayoutProgram] {
        .previews(in: LayoutsPreviews.all)
      }
    }

    """

  static let previewSnapshotTests = """
    import LayoutShot
    import LayoutShotTesting
    import Layouts
    import Testing

    /// Every preview against its references in Snapshots/ (a folder per preview), on a small and a
    /// large phone, light and dark: a #Preview added to an app file is snapshotted with no other edit.
    /// The first run records the references and fails; commit them, and later runs compare.
    /// To accept a change: LAYOUTSHOT_RECORD=failed swift test
    @Suite("Layout snapshots")
    struct LayoutSnapshotTests {
      @Test @MainActor func everyLayoutMatchesItsSnapshots() {
        assertLayoutSnapshot(
          of: Layouts.all, on: .devices("iphone-se-2-3", "iphone-14-pro"),
          variants: [.standard, Variant(appearance: .dark)])
      }
    }

    """

  static let main = """
    import LayoutShotCLI
    import Layouts

    LayoutShotCLI.main(layouts: Layouts.all)

    """

  static let snapshotTests = """
    import LayoutShot
    import LayoutShotTesting
    import Layouts
    import Testing

    /// Each layout against its references in Snapshots/, on a small and a large phone, light and dark.
    /// The first run records the references and fails; commit them, and later runs compare.
    /// To accept a change: LAYOUTSHOT_RECORD=failed swift test
    @Suite("Layout snapshots")
    struct LayoutSnapshotTests {
      @Test(arguments: Layouts.all.map(\\.name))
      func layoutMatchesItsSnapshots(name: String) throws {
        let layout = try #require(Layouts.all.first { $0.name == name })
        assertLayoutSnapshot(
          of: layout, on: .devices("iphone-se-2-3", "iphone-14-pro"),
          variants: [.standard, Variant(appearance: .dark)])
      }
    }

    """

  static let readme = """
    # Layout snapshots

    The app's layouts, solved and drawn by LayoutShot on any machine, Linux included.

    - `swift test` compares every layout with its references in `Snapshots/`. The first run records
      them and fails; look at them, commit them, and run again. To accept a change:
      `LAYOUTSHOT_RECORD=failed swift test`. Failures write pictures of the difference to
      `.build/layoutshot-artifacts`.
    - `swift run layouts render --out out` draws every layout on every default device, and
      `swift run layouts diff BASE HEAD --report review` compares two such folders (`layouts` is
      LayoutShot's command line over this package's layouts).
    - `.github/workflows/layouts.yml` runs the tests, renders the layouts in four shards, merges them
      and comments with the review on each pull request.

    """

  static let uiKitReadme = """
    - The app's files are compiled here as they are: the LayoutShotSourceAdapter plugin adapts the
      folders `Sources/Layouts/layoutshot-adapt.json` names (relative to this package) into the
      `Layouts` target. Point it at the app's own folders (`"../MyApp/Views"`) and delete
      `AppFiles`. Add each layout to `Sources/Layouts/Layouts.swift`.

    """

  static let swiftUIReadme = """
    - The app's SwiftUI files are compiled here as they are: the LayoutShotSourceAdapter plugin
      adapts the folders `Sources/Layouts/layoutshot-adapt.json` names (relative to this package)
      into the `Layouts` target. Point it at the app's own folders (`"../MyApp/Views"`) and delete
      `AppFiles`.
    - Every `#Preview` and `PreviewProvider` in them is a layout, `<File>/<title>`: the
      LayoutShotPreviews plugin lists them at each build, so a preview added to any file is drawn
      by `swift run layouts render` and snapshotted by `swift test` with no other edit. Its traits
      are honoured (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, `.landscapeLeft`).

    """

  static let workflow = """
    name: layouts
    on: pull_request
    permissions: { contents: read, pull-requests: write }
    jobs:
      snapshots:
        runs-on: ubuntu-latest
        container: swift:6.3
        steps:
          - uses: actions/checkout@v4
          - run: apt-get update && apt-get install -y libpng-dev fonts-dejavu-core
          - run: swift test
          - if: failure()
            uses: actions/upload-artifact@v4
            with: { name: snapshot-failures, path: .build/layoutshot-artifacts }
      render:
        runs-on: ubuntu-latest
        container: swift:6.3
        strategy: { matrix: { shard: [1, 2, 3, 4] } }
        steps:
          - uses: actions/checkout@v4
            with: { fetch-depth: 0 }
          - run: apt-get update && apt-get install -y libpng-dev fonts-dejavu-core
          - run: |
              git config --global --add safe.directory "$GITHUB_WORKSPACE"
              git worktree add ../base "origin/${{ github.base_ref }}"
          - run: swift run layouts render --format png,svg,json --orientation both --shard ${{ matrix.shard }}/4 --out head-${{ matrix.shard }}
          - run: (cd ../base && swift run layouts render --format png,svg,json --orientation both --shard ${{ matrix.shard }}/4 --out "$GITHUB_WORKSPACE/base-${{ matrix.shard }}")
          - uses: actions/upload-artifact@v4
            with: { name: "shard-${{ matrix.shard }}", path: "*-${{ matrix.shard }}/" }
      review:
        needs: render
        runs-on: ubuntu-latest
        container: swift:6.3
        steps:
          - uses: actions/checkout@v4
          - run: apt-get update && apt-get install -y libpng-dev fonts-dejavu-core
          - uses: actions/download-artifact@v4
            with: { pattern: "shard-*", merge-multiple: true }
          - run: |
              swift run layouts merge base-1 base-2 base-3 base-4 --out base
              swift run layouts merge head-1 head-2 head-3 head-4 --out head
          - id: diff
            run: |
              status=0
              swift run layouts diff base head --report review --markdown review.md \\
                --report-link "${{ github.server_url }}/${{ github.repository }}/actions/runs/${{ github.run_id }}" || status=$?
              echo "status=$status" >> "$GITHUB_OUTPUT"
              test "$status" -le 1   # 1: layouts changed; 2: an error, which fails the job
          - uses: actions/upload-artifact@v4
            with: { name: layout-review, path: review }
          - if: steps.diff.outputs.status == '1'
            uses: peter-evans/create-or-update-comment@v4
            with: { issue-number: "${{ github.event.pull_request.number }}", body-path: review.md }
          - run: cat review.md >> "$GITHUB_STEP_SUMMARY"

    """
}
