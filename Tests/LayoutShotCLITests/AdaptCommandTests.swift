import Foundation
import LayoutShotTestSupport
import Testing

// `layoutshot adapt`, run as a built binary: where adapted files go, and the errors that keep the
// originals safe.

private let login = """
  import UIKit

  class LoginViewController: UIViewController {
    @IBOutlet weak var button: UIButton!
    override func viewDidLoad() {
      super.viewDidLoad()
      button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
    }
    @objc func tapped(_ sender: UIButton) {}
  }

  """

@Suite("layoutshot adapt")
struct AdaptCommandTests {
  @Test func adaptedFilesKeepTheirPathsUnderOut() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Views/Login.swift", login)
    let result = try Executable.run(["adapt", "App/Views/Login.swift", "--out", "Adapted"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    let adapted = try String(
      contentsOf: folder.file("Adapted/App/Views/Login.adapted.swift"), encoding: .utf8)
    let original = folder.file("App/Views/Login.swift").standardizedFileURL.path
    let lines = adapted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "#sourceLocation(file: \"\(original)\", line: 1)")
    #expect(lines[1] == "import LayoutShotUIKit")
    // `  @IBOutlet weak var`: the attribute blanked, the rest in place.
    #expect(lines[4] == String(repeating: " ", count: 12) + "weak var button: UIButton!")
    #expect(
      lines[7]
        == "    button.addTarget(self, action: Selector(\"tapped:\", { (target: LoginViewController, sender) in"
        + " target.tapped(sender) }), for: .touchUpInside)")
    #expect(lines.count == login.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
    // The original is as it was.
    #expect(try String(contentsOf: folder.file("App/Views/Login.swift"), encoding: .utf8) == login)
  }

  @Test func withoutOutTheAdaptedTextGoesToStandardOutputAndListChangesTellsWhat() throws {
    let folder = try TemporaryFolder()
    try folder.write("Login.swift", login)
    let result = try Executable.run(["adapt", "Login.swift", "--list"], in: folder.url)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Selector(\"tapped:\""))
    #expect(result.standardError.contains("Login.swift:4: @IBOutlet → (removed)"))
    #expect(folder.files() == ["Login.swift"])
  }

  @Test func theInputsFolderIsRefusedAsOut() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Login.swift", login)
    for out in ["App", "./App/", "."] {
      let input = out == "." ? "Login.swift" : "App/Login.swift"
      let directory = out == "." ? folder.file("App") : folder.url
      let result = try Executable.run(["adapt", input, "--out", out], in: directory)
      #expect(result.status == 2)
      #expect(result.standardError.contains("is the folder of this input"), "\(result.standardError)")
    }
    #expect(try String(contentsOf: folder.file("App/Login.swift"), encoding: .utf8) == login)
  }

  @Test func errorsNameTheFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("App/Broken.swift", "class A {\n  func f() { let x = \n}\n")
    try folder.write("Outside.swift", login)
    let missing = try Executable.run(["adapt", "Missing.swift", "--out", "Adapted"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.standardError.hasPrefix("Missing.swift: error: cannot read the file to adapt it"))
    let broken = try Executable.run(["adapt", "App/Broken.swift", "--out", "Adapted"], in: folder.url)
    #expect(broken.status == 2)
    #expect(broken.standardError.contains("Broken.swift:2:22: error: the file does not parse as Swift"))
    let outside = try Executable.run(
      ["adapt", "../Outside.swift", "--out", "Adapted"], in: folder.file("App"))
    #expect(outside.status == 2)
    #expect(outside.standardError.hasPrefix("../Outside.swift: error: the path leads out of '.'"))
    #expect(!FileManager.default.fileExists(atPath: folder.file("Adapted").path))
    #expect(!FileManager.default.fileExists(atPath: folder.file("App/Adapted").path))
  }

  @Test func helpListsAdapt() throws {
    let result = try Executable.run(["help"])
    #expect(result.standardOutput.contains("adapt"))
  }
}
