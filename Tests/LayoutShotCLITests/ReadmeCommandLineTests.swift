import LayoutShot
import LayoutShotCLI
import Testing

// README.md's "three-line executable" for a package's own layouts, compiled here
// (`ReadmeSnippetCoverageTests` checks the README's lines against this file). `main` exits the
// process, so the test runs the same catalog through `run`, which `main` calls.

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
}
