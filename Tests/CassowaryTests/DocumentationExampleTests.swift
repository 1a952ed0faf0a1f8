import Cassowary
import Testing

// The Swift snippet of the Cassowary DocC landing page, compiled and run with what it says it does
// checked (`ReadmeSnippetCoverageTests` checks its lines against this file).

@Suite("Cassowary documentation")
struct DocumentationExampleTests {
  @Test func theLandingPagesSolver() throws {
    let left = Variable("left"), width = Variable("width"), screen = Variable("screen")
    let solver = Solver()
    try solver.addEditVariable(screen, priority: .required, value: 390)
    try solver.add(left == 16)
    try solver.add(left + width <= screen - 16)
    try solver.add((width == 600) ~ .strong)
    #expect(solver.value(of: width) == 358)

    try solver.suggestValue(1024, for: screen)
    #expect(solver.value(of: width) == 600)
  }
}
