import LayoutShot
import LayoutShotTestSupport
import Synchronization
import Testing

// Seeded fuzzing of the two string languages: the Visual Format Language
// (`constraints(withVisualFormat:options:metrics:views:)`) and equation strings
// (`constraint(withEquation:views:)`, `constraints(withEquations:views:)`).
//
// Whatever the string, a parser must return constraints UIKit would accept or throw a
// `FormatError` whose offset lies inside the string and whose description shows the string. It
// must not crash or hang: each test has a time limit far above what a slow debug build needs, so
// it catches a hang without measuring speed. Strings that the grammar accepts must parse to what
// they say, and their constraints must solve in a layout.
//
// Every input comes from a generator seeded with `FormatFuzzTests.seed`, so a run is reproducible:
// a finding names the seed, the case number and the input. A crash cannot be reported, but the
// same seed reproduces it; to explore other inputs, change the seed.

@Suite("Format fuzzing")
struct FormatFuzzTests {
  /// The seed of the random strings ("LayoutSh" in ASCII); the tests of valid formats use it
  /// xor 1 and xor 2.
  static let seed: UInt64 = 0x4C61_796F_7574_5368
  /// How many strings go through both parsers; one in eight cases also joins several into lines
  /// for `constraints(withEquations:)`.
  static let stringCount = 100_000
  /// How many valid formats of each language are parsed and checked.
  static let validFormatCount = 3_000
  /// How many layouts of one to a few valid formats of each language are solved.
  static let layoutCount = 400

  @Test(.timeLimit(.minutes(10)))
  func randomAndMutatedStringsParseOrThrowAFormatError() {
    var random = SplitMix64(seed: Self.seed)
    var findings = Findings(seed: Self.seed)
    let fixture = FuzzFixture()
    for index in 0..<Self.stringCount {
      let input = makeInput(&random, fixture: fixture)
      let metrics = random.chance(0.1) ? nil : fixture.metrics
      checkVisualFormat(input, options: randomOptions(&random), metrics: metrics, fixture, &findings, index)
      checkEquation(input, fixture, &findings, index)
      if index % 8 == 0 {
        checkEquations(makeEquationLines(&random, fixture: fixture), fixture, &findings, index)
      }
    }
    findings.report()
  }

  @Test(.timeLimit(.minutes(10)))
  func generatedVisualFormatsParseAndSolve() {
    var random = SplitMix64(seed: Self.seed ^ 1)
    var findings = Findings(seed: Self.seed ^ 1)
    let valid = ValidViews()
    for index in 0..<Self.validFormatCount {
      let format = ValidFormats.visualFormat(&random)
      do {
        let constraints = try LayoutConstraint.constraints(
          withVisualFormat: format.text, options: format.options, metrics: ValidFormats.metrics,
          views: valid.views)
        if constraints.count != format.constraintCount {
          findings.note(
            "a generated visual format made the wrong number of constraints",
            detail: "\(constraints.count) instead of \(format.constraintCount): \(constraints)",
            input: format.description, index: index)
        }
        for constraint in constraints {
          checkReturned(constraint, from: format.description, &findings, index)
        }
      } catch {
        findings.note(
          "a generated visual format does not parse", detail: error.description, input: format.description,
          index: index)
      }
    }
    for index in 0..<Self.layoutCount {
      let formats = (0..<random.int(in: 1...3)).map { _ in ValidFormats.visualFormat(&random) }
      let screen = ValidFormats.screens[index % ValidFormats.screens.count]
      solve(formats.map(FormatInput.visual), on: screen, &findings, index)
    }
    findings.report()
  }

  @Test(.timeLimit(.minutes(10)))
  func generatedEquationsParseToTheirTermsAndSolve() {
    var random = SplitMix64(seed: Self.seed ^ 2)
    var findings = Findings(seed: Self.seed ^ 2)
    let valid = ValidViews()
    for index in 0..<Self.validFormatCount {
      let equation = ValidFormats.equation(&random)
      do {
        let constraint = try LayoutConstraint.constraint(withEquation: equation.text, views: valid.views)
        checkReturned(constraint, from: equation.text, &findings, index)
        let mismatches = equation.mismatches(with: constraint, in: valid)
        if !mismatches.isEmpty {
          findings.note(
            "a generated equation parsed to another constraint",
            detail: "\(constraint.description): \(mismatches.joined(separator: ", "))", input: equation.text,
            index: index)
        }
      } catch {
        findings.note(
          "a generated equation does not parse", detail: error.description, input: equation.text, index: index
        )
      }
    }
    for index in 0..<Self.layoutCount {
      let equations = (0..<random.int(in: 1...6)).map { _ in ValidFormats.equation(&random).text }
      let screen = ValidFormats.screens[index % ValidFormats.screens.count]
      solve(equations.map(FormatInput.equation), on: screen, &findings, index)
    }
    findings.report()
  }
}

/// What the fuzzer and the review of the parsers found, each reduced to a minimal case.
///
/// Each test fails while its bug is in the library, and guards against its return once fixed.
@Suite("Format fuzzing findings")
struct FormatFuzzFindingTests {
  @Test func baselineSpacingToALayoutGuideThrowsLikeBaselineAlignment() {
    // `.alignAllFirstBaseline` with a guide throws `invalidOption`; baseline spacing returns
    // `g.firstBaseline == a.lastBaseline + 8`, which UIKit would refuse (guides have no baselines),
    // and the layout that activates it fails to build.
    let valid = ValidViews()
    let error = #expect(throws: FormatError.self) {
      try LayoutConstraint.constraints(
        withVisualFormat: "V:[a]-[g]", options: .spacingBaselineToBaseline, views: valid.views)
    }
    if let error { #expect(error.kind == .invalidOption) }
  }

  @Test func aPriorityThatIsZeroAsAFloatIsRejected() {
    // 1e-50 passes the check `> 0` as a Double and becomes priority 0 as a Float.
    let valid = ValidViews()
    let visual = #expect(throws: FormatError.self) {
      try LayoutConstraint.constraints(withVisualFormat: "H:[a(10@1e-50)]", views: valid.views)
    }
    if let visual { #expect(visual.kind == .invalidPriority) }
    let equation = #expect(throws: FormatError.self) {
      try LayoutConstraint.constraint(withEquation: "a.width = 10 @1e-50", views: valid.views)
    }
    if let equation { #expect(equation.kind == .invalidPriority) }
  }

  @Test func metricsThatAreNotFiniteAreRejected() {
    // A metric must be finite, as a number written in the format must: a NaN or infinite metric
    // taken as it is would make a constraint UIKit rejects, or a priority of NaN.
    let valid = ValidViews()
    for (format, value) in [("H:[a(w)]", Double.nan), ("H:[a]-w-[b]", .infinity), ("H:[a(10@w)]", .nan)] {
      #expect(throws: FormatError.self, "\(format) with w = \(value)") {
        try LayoutConstraint.constraints(withVisualFormat: format, metrics: ["w": value], views: valid.views)
      }
    }
  }

  @Test func equationsOnLinesEndingInCRLFAreSplit() throws {
    // "\r\n" is one Character in Swift: splitting on the Character "\n" would keep both lines
    // together.
    let valid = ValidViews()
    let constraints = try LayoutConstraint.constraints(
      withEquations: "a.top = b.top\r\na.left = b.left", views: valid.views)
    #expect(constraints.count == 2)
  }

  @Test func anEquationErrorCaughtInAProgramDoesNotFailTheLayout() {
    // A program's run records every constraint it creates: a rejected equation whose constraint
    // was created before the error was thrown would come back as a LayoutError, caught or not.
    let program = AnyLayoutProgram("Caught") { root, _ in
      let x = View("x")
      let y = View("y")
      root.addSubviews(x, y)
      if let constraint = try? LayoutConstraint.constraint(
        withEquation: "x.top = y.width", views: ["x": x, "y": y])
      {
        constraint.isActive = true
      }
      x.pinEdges(to: root)
      y.pinEdges(to: root)
    }
    #expect(throws: Never.self) {
      try Layout(program, screen: Screen(size: Size(width: 100, height: 100)))
    }
  }

  @Test func largeFiniteNumbersDoNotPrintAsInfinite() throws {
    // Descriptions round to 4 decimals by multiplying by 10⁴, which overflows above about 1.8e304.
    let valid = ValidViews()
    let equation = try LayoutConstraint.constraint(withEquation: "a.width = 1e305", views: valid.views)
    #expect(!equation.description.contains("inf"), "\(equation.description)")
    let visual = try LayoutConstraint.constraints(withVisualFormat: "H:[a(1e305)]", views: valid.views)
    #expect(visual.allSatisfy { !$0.description.contains("inf") }, "\(visual)")
  }
}

// MARK: - Checks

/// Runs one visual format and checks what comes back.
private func checkVisualFormat(
  _ format: String, options: FormatOptions, metrics: [String: Double]?, _ fixture: FuzzFixture,
  _ findings: inout Findings, _ index: Int
) {
  do {
    let constraints = try LayoutConstraint.constraints(
      withVisualFormat: format, options: options, metrics: metrics, views: fixture.views)
    for constraint in constraints {
      checkReturned(constraint, from: "\(format) options \(options.rawValue)", &findings, index)
    }
  } catch {
    checkError(error, of: format, expectedFormat: format, &findings, index)
  }
}

/// Runs one equation string and checks what comes back.
private func checkEquation(
  _ equation: String, _ fixture: FuzzFixture, _ findings: inout Findings, _ index: Int
) {
  do {
    let constraint = try LayoutConstraint.constraint(withEquation: equation, views: fixture.views)
    checkReturned(constraint, from: equation, &findings, index)
  } catch {
    checkError(error, of: equation, expectedFormat: equation, &findings, index)
  }
}

/// Runs lines of equations and checks that an error names the line at fault and that success
/// gives one constraint per line that is not blank or a comment.
private func checkEquations(
  _ text: String, _ fixture: FuzzFixture, _ findings: inout Findings, _ index: Int
) {
  let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
  do {
    let constraints = try LayoutConstraint.constraints(withEquations: text, views: fixture.views)
    let equationLines = lines.filter { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }
    if constraints.count != equationLines.count {
      findings.note(
        "equations made a number of constraints other than their lines",
        detail: "\(constraints.count) for \(equationLines.count) lines", input: text, index: index)
    }
    for constraint in constraints { checkReturned(constraint, from: text, &findings, index) }
  } catch {
    checkError(error, of: text, expectedFormat: nil, &findings, index)
    // The message starts with "Line n: ", and the error quotes line n.
    let number = Int(error.message.dropFirst("Line ".count).prefix { $0.isNumber }) ?? 0
    if !error.message.hasPrefix("Line ") || !lines.indices.contains(number - 1)
      || lines[number - 1] != error.format
    {
      findings.note(
        "an equations error does not name its line",
        detail: "message '\(error.message)', format '\(error.format)'", input: text, index: index)
    }
  }
}

/// Checks a constraint a parser returned: inactive, and one UIKit would accept.
private func checkReturned(
  _ constraint: LayoutConstraint, from input: String, _ findings: inout Findings, _ index: Int
) {
  if let problem = constraint.problem {
    findings.note(
      "a parser returned a constraint UIKit rejects", detail: "\(constraint.description): \(problem)",
      input: input, index: index)
  }
  if !constraint.priority.isValid {
    findings.note(
      "a parser returned a constraint with an invalid priority",
      detail: "\(constraint.description): priority \(constraint.priority.rawValue)", input: input,
      index: index)
  }
  if constraint.isActive {
    findings.note(
      "a parser returned an active constraint", detail: constraint.description, input: input, index: index)
  }
  let description = constraint.description
  if constraint.constant.isFinite && constraint.multiplier.isFinite
    && (description.contains("inf") || description.contains("nan"))
  {
    findings.note(
      "a finite constraint prints as infinite",
      detail: "\(description) (constant \(constraint.constant), multiplier \(constraint.multiplier))",
      input: input, index: index)
  }
}

/// Checks a thrown error: its offset lies inside the format, and its description shows it.
///
/// The description must hold the message, the format and a caret line; `expectedFormat` is the
/// string the error must quote, when known.
private func checkError(
  _ error: FormatError, of input: String, expectedFormat: String?, _ findings: inout Findings, _ index: Int
) {
  if let expectedFormat, error.format != expectedFormat {
    findings.note(
      "an error quotes another format", detail: String(reflecting: error.format), input: input, index: index)
  }
  if !(0...error.format.utf8.count).contains(error.offset) {
    findings.note(
      "an error's offset lies outside its format",
      detail: "offset \(error.offset) of \(error.format.utf8.count) bytes", input: input, index: index)
  }
  // The description is the location, the message, the format and a caret line under the offset.
  let header = error.location.map { "\($0): " } ?? ""
  let head = "\(header)Unable to parse constraint format: \(error.message)\n\(error.format)\n"
  let description = error.description
  guard description.hasPrefix(head) else {
    findings.note(
      "an error's description lacks its message or format", detail: description, input: input, index: index)
    return
  }
  let caretLine = description.utf8.dropFirst(head.utf8.count)
  let isCaretLine =
    caretLine.last == UInt8(ascii: "^")
    && caretLine.dropLast().allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  if !isCaretLine {
    findings.note("an error's last line is not a caret line", detail: description, input: input, index: index)
  } else if error.format.count == error.format.utf8.count && caretLine.count - 1 != error.offset {
    // Where every character is one byte (ASCII without CRLF), the caret stands `offset` columns in.
    findings.note(
      "an error's caret is not under its offset", detail: "offset \(error.offset)\n\(description)",
      input: input, index: index)
  }
}

/// A generated format to activate in a layout.
private enum FormatInput: Sendable, CustomStringConvertible {
  case visual(GeneratedFormat)
  case equation(String)

  var description: String {
    switch self {
    case .visual(let format): format.description
    case .equation(let equation): equation
    }
  }

  func constraints(for views: [String: LayoutItem]) throws(FormatError) -> [LayoutConstraint] {
    switch self {
    case .visual(let format):
      try LayoutConstraint.constraints(
        withVisualFormat: format.text, options: format.options, metrics: ValidFormats.metrics, views: views)
    case .equation(let equation):
      [try LayoutConstraint.constraint(withEquation: equation, views: views)]
    }
  }
}

/// Solves a layout made of `inputs`, parsed inside the program on views `a` to `e` and a guide `g`,
/// and checks that it builds, that every input parses and that the frames are finite.
private func solve(_ inputs: [FormatInput], on screen: Screen, _ findings: inout Findings, _ index: Int) {
  let errors = ErrorLog()
  let program = AnyLayoutProgram("Fuzz") { root, _ in
    activate(inputs, views: ValidFormats.makeViews(in: root), errors: errors)
  }
  let input = inputs.map(\.description).joined(separator: "\n")
  do {
    let solved = try LayoutEngine().solve(program, on: screen)
    for error in errors.all {
      findings.note(
        "a generated format does not parse in a layout", detail: error.description, input: input, index: index
      )
    }
    let finite = solved.exactFrames.allSatisfy { frame in
      [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
    }
    if !finite {
      findings.note("a solved frame is not finite", detail: solved.frameDump(), input: input, index: index)
    }
  } catch {
    findings.note(
      "a layout of generated formats does not build", detail: error.description, input: input, index: index)
  }
}

/// Activates the constraints of each input, and logs the errors of those that do not parse.
private func activate(_ inputs: [FormatInput], views: [String: LayoutItem], errors: ErrorLog) {
  for input in inputs {
    do {
      LayoutConstraint.activate(try input.constraints(for: views))
    } catch {
      errors.append(error)
    }
  }
}

/// The errors a layout program met, collected from inside its `@Sendable` body.
private final class ErrorLog: Sendable {
  private let errors = Mutex<[FormatError]>([])

  func append(_ error: FormatError) {
    errors.withLock { $0.append(error) }
  }

  var all: [FormatError] { errors.withLock { $0 } }
}

// MARK: - Findings

/// What the fuzzer found, by kind: the first case of each kind is recorded as an issue with the
/// seed, case number and input; the rest are counted and summed up at the end.
private struct Findings {
  let seed: UInt64
  private var counts: [String: Int] = [:]
  private var kinds: [String] = []

  init(seed: UInt64) {
    self.seed = seed
  }

  mutating func note(
    _ kind: String, detail: String, input: String, index: Int,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    counts[kind, default: 0] += 1
    guard counts[kind] == 1 else { return }
    kinds.append(kind)
    var shown = String(reflecting: input)
    if shown.count > 300 { shown = String(shown.prefix(300)) + "… (\(input.utf8.count) bytes)" }
    Issue.record(
      "\(kind) (seed \(String(seed, radix: 16)), case \(index))\ninput: \(shown)\n\(detail)",
      sourceLocation: sourceLocation)
  }

  /// Records how often each kind was met, when any was.
  func report(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard !kinds.isEmpty else { return }
    let lines = kinds.map { "\($0): \(counts[$0, default: 0]) cases" }
    Issue.record(
      "fuzzing with seed \(String(seed, radix: 16)) found:\n\(lines.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }
}

// MARK: - Random and mutated inputs

/// The views and metrics the fuzzed strings are parsed against.
///
/// The views are subviews of `root`, a custom guide `g`, the root's safe-area guide as `safe`,
/// `lone`, a view without a superview, and `root` itself: a view does not keep its superview
/// alive, the dictionary does. Among the metrics are values no format should accept as they are:
/// not finite, or too small for a priority.
private struct FuzzFixture {
  static let viewNames = ["a", "b", "c", "d", "e", "v1", "v2", "icon", "title", "_x9"]
  let views: [String: LayoutItem]
  /// Names a mutation inserts: the views', the metrics', the equations' relative items and
  /// attributes, and the priorities'.
  let names: [String]
  let metrics: [String: Double] = [
    "m": 8, "pad": 15, "neg": -4, "zero": 0, "p": 750, "big": 1e300, "tiny": 1e-50, "nan": .nan,
    "inf": .infinity,
  ]

  init() {
    let root = View("root")
    var views: [String: LayoutItem] = ["root": root, "lone": View("lone")]
    for name in Self.viewNames {
      let view = View(name)
      root.addSubview(view)
      views[name] = view
    }
    let guide = LayoutGuide("g")
    root.addLayoutGuide(guide)
    views["g"] = guide
    views["safe"] = root.safeAreaLayoutGuide
    self.views = views
    names =
      Self.viewNames + ["g", "safe", "lone", "root", "nobody"] + metrics.keys.sorted() + [
        "superview", "safeArea", "margins", ".top", ".bottom", ".leading", ".trailing", ".left", ".right",
        ".width", ".height", ".centerX", ".centerY", ".firstBaseline", ".lastBaseline", ".top.", "required",
        "defaultHigh", "defaultLow", "fittingSizeLevel",
      ]
  }
}

/// Valid formats of both languages that the mutations start from.
private let seedFormats = [
  "H:|-[a]-[b]-|", "V:|-m-[a(>=20@750)]-(>=8,<=40@p)-[b(==a)]", "|[a][b(c)]|", "V:[a]-10-[b]",
  "H:|-(-8)-[icon(30)]-[title]-|", "[a(>=70,<=100)]", "H:|-pad-[v1]-pad-|", "V:|-[g(44)]-[a]-|",
  "[a]-(==8@999)-[b]", "H:[lone]", "|-[lone]", "V:|-0-[c]-0-|", "H:[a]-[b]-[c]-[v1]-[v2]", "V:|-[safe]-|",
  "H:[_x9(<=big@1)]-(neg)-|", "V:|-topMargin-[icon(30)]", "H:[a(nan)]-inf-[b(10@tiny)]",
  "v1.top = v2.top", "v1.bottom = v2.bottom", "v1.left = v2.left", "v1.right = v2.right",
  "v1.width = 2 * v2.height + 8 @750", "a.leading >= b.trailing + 8 @defaultHigh", "a.height = 44",
  "a.centerX == superview.centerX", "a.top = safeArea.top + 20", "margins.leading = a.leading - 4",
  "a.width <= b.width / 2 - 1.5e1", "a.firstBaseline = b.lastBaseline", "icon.width = 0.5 * title.width",
  "a.trailing = -b.trailing * -1 @ 1", "g.centerY = 3 + c.centerY * 1e-3 - 2", "safe.width = a.width",
]

/// Characters a mutation inserts, weighted toward the grammars' own.
private let alphabet: [Character] = {
  let grammar = Array("[]()|-:,@=<>.*+/")
  return grammar + grammar + grammar + Array("0123456789") + Array("0123456789")
    + Array("abcdefghijklmnopqrstuvwxyz") + Array("HVHV  _E")
}()

/// Pieces a mutation inserts now and then: numbers too long or too large, non-ASCII text,
/// other white space.
private let specialPieces = [
  "\t", "\n", "\r\n", "\r", "\u{0}", "é", "e\u{301}", "\u{301}", "→", "🙂", "\u{FEFF}", "\u{A0}",
  "1e999", "-1e999", "1e-999", "1e-50", "1e305", "1e308", "4e-324", String(repeating: "9", count: 400),
  "0." + String(repeating: "0", count: 400) + "1", "nan", "inf", ".5", "5.", "1e", "1e+", "-0",
  "==", "<=", ">=", "=<", "@", "@0", "@1000", "@1000.0001", "//", "()", "-(", ")-",
]

/// A random string (one case in seven) or a valid format with one to four mutations.
private func makeInput(_ random: inout SplitMix64, fixture: FuzzFixture) -> String {
  if random.chance(1.0 / 7) {
    let length = random.int(in: 0...60)
    if random.chance(0.2) {
      return String(String.UnicodeScalarView((0..<length).map { _ in randomScalar(&random) }))
    }
    return String((0..<length).map { _ in random.element(of: alphabet) })
  }
  var text: [Character]
  switch random.int(in: 0...9) {
  case 0...5: text = Array(random.element(of: seedFormats))
  case 6...7: text = Array(ValidFormats.visualFormat(&random).text)
  default: text = Array(ValidFormats.equation(&random).text)
  }
  for _ in 0..<random.int(in: 1...4) {
    mutate(&text, &random, fixture: fixture)
  }
  return String(text)
}

/// One mutation: insert (35%), delete (20%), replace (25%) or duplicate (20%) characters, except one
/// mutation in 400, which repeats a piece hundreds of times.
private func mutate(_ text: inout [Character], _ random: inout SplitMix64, fixture: FuzzFixture) {
  let position = random.int(in: 0...text.count)
  switch random.int(in: 0...399) {
  case 0..<140:
    text.insert(contentsOf: piece(&random, fixture: fixture), at: position)
  case 140..<220:
    guard !text.isEmpty else { return }
    let start = min(position, text.count - 1)
    text.removeSubrange(start..<min(text.count, start + random.int(in: 1...3)))
  case 220..<320:
    guard !text.isEmpty else { return }
    let start = min(position, text.count - 1)
    text.replaceSubrange(start...start, with: piece(&random, fixture: fixture))
  case 320..<399:
    guard !text.isEmpty else { return }
    let start = random.int(in: 0...(text.count - 1))
    let copy = text[start..<min(text.count, start + random.int(in: 1...8))]
    text.insert(contentsOf: copy, at: position)
  default:
    guard !text.isEmpty else { return }
    let start = random.int(in: 0...(text.count - 1))
    let copy = Array(text[start..<min(text.count, start + random.int(in: 1...10))])
    let repeated = (0..<random.int(in: 100...1_000)).flatMap { _ in copy }
    text.insert(contentsOf: repeated, at: position)
  }
}

/// What an insertion or replacement puts in: mostly one character of the alphabet, sometimes a
/// name or a special piece.
private func piece(_ random: inout SplitMix64, fixture: FuzzFixture) -> [Character] {
  switch random.int(in: 0...9) {
  case 0...5: return [random.element(of: alphabet)]
  case 6...7: return Array(random.element(of: fixture.names))
  case 8: return Array(random.element(of: specialPieces))
  default: return [Character(randomScalar(&random))]
  }
}

/// Any Unicode scalar, control characters and astral planes included.
private func randomScalar(_ random: inout SplitMix64) -> Unicode.Scalar {
  while true {
    let value = random.chance(0.5) ? random.int(in: 0...0x7F) : random.int(in: 0x80...0x10FFFF)
    if let scalar = Unicode.Scalar(UInt32(value)) { return scalar }
  }
}

/// One to five lines for `constraints(withEquations:)`: mutated or valid equations, blank lines
/// and comments, none with a line break of its own, ended by LF or CRLF.
private func makeEquationLines(_ random: inout SplitMix64, fixture: FuzzFixture) -> String {
  let lines = (0..<random.int(in: 1...5)).map { _ -> String in
    switch random.int(in: 0...9) {
    case 0: return random.chance(0.5) ? "" : " \t "
    case 1: return "  // " + makeInput(&random, fixture: fixture)
    case 2...5: return ValidFormats.equation(&random).text
    default: return makeInput(&random, fixture: fixture)
    }
  }
  return lines.map { line in String(line.filter { !$0.isNewline }) }
    .joined(separator: random.chance(0.8) ? "\n" : "\r\n")
}

/// Options of every kind: none, known ones combined at random (often in combinations a format
/// refuses), or arbitrary bits.
private func randomOptions(_ random: inout SplitMix64) -> FormatOptions {
  switch random.int(in: 0...9) {
  case 0...2:
    return []
  case 3:
    return FormatOptions(rawValue: UInt(truncatingIfNeeded: random.next()))
  default:
    let known: [FormatOptions] = [
      .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
      .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
      .directionLeftToRight, .directionRightToLeft, .spacingBaselineToBaseline,
    ]
    var options: FormatOptions = []
    for option in known where random.chance(0.15) { options.formUnion(option) }
    return options
  }
}

// MARK: - Valid formats

/// A visual format the grammar accepts, with its options and the number of constraints it makes.
private struct GeneratedFormat: CustomStringConvertible {
  var text: String
  var options: FormatOptions
  var constraintCount: Int

  var description: String { "\(text) options \(options.rawValue)" }
}

/// An equation the grammar accepts and the constraint it stands for.
private struct GeneratedEquation {
  var text: String
  var firstName: String
  var firstAttribute: LayoutAttribute
  var relation: LayoutRelation
  var secondName: String?
  var secondAttribute: LayoutAttribute
  var multiplier: Double
  var constant: Double
  var priority: Float

  /// How `constraint` differs from what the equation says.
  func mismatches(with constraint: LayoutConstraint, in valid: ValidViews) -> [String] {
    var found: [String] = []
    let item = { (name: String) in valid.item(named: name) }
    if constraint.firstItem !== item(firstName) { found.append("first item") }
    if constraint.firstAttribute != firstAttribute { found.append("first attribute") }
    if constraint.relation != relation { found.append("relation") }
    if let secondName {
      if constraint.secondItem.map({ $0 !== item(secondName) }) ?? true {
        found.append("second item")
      }
    } else if constraint.secondItem != nil {
      found.append("second item")
    }
    if constraint.secondAttribute != secondAttribute { found.append("second attribute") }
    if constraint.multiplier != multiplier { found.append("multiplier \(multiplier)") }
    if constraint.constant != constant { found.append("constant \(constant)") }
    if constraint.priority.rawValue != priority { found.append("priority \(priority)") }
    return found
  }
}

/// Views `a` to `e` and a guide `g` in a root view, by name.
///
/// The root is in the dictionary too, under `root` (a name the generated formats never use): a
/// view does not keep its superview alive, the dictionary does.
private struct ValidViews {
  let root: View
  let views: [String: LayoutItem]

  init() {
    let root = View("root")
    self.root = root
    var views = ValidFormats.makeViews(in: root)
    views["root"] = root
    self.views = views
  }

  /// The item a name stands for; the relative names stand for the root and its guides.
  func item(named name: String) -> LayoutItem? {
    switch name {
    case "superview": return root
    case "safeArea": return root.safeAreaLayoutGuide
    case "margins": return root.layoutMarginsGuide
    default: return views[name]
    }
  }
}

/// Generators of strings the grammars accept, over views `a` to `e` and a guide `g`, all items of
/// one superview.
private enum ValidFormats {
  static let viewNames = ["a", "b", "c", "d", "e"]
  static let metrics: [String: Double] = ["m": 8, "pad": 15, "w": 44, "p": 750, "low": 1]

  /// A portrait phone, a landscape notch phone and a right-to-left screen.
  static let screens = [
    Screen(size: Size(width: 375, height: 667), scale: 2, safeAreaInsets: EdgeInsets(top: 20)),
    Screen(
      orientation: .landscape, size: Size(width: 812, height: 375), scale: 3,
      safeAreaInsets: EdgeInsets(left: 44, bottom: 21, right: 44),
      layoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)),
    Screen(size: Size(width: 390, height: 844), scale: 3, layoutDirection: .rightToLeft),
  ]

  /// Views `a` to `e` and a guide `g` under `root`, by name.
  static func makeViews(in root: View) -> [String: LayoutItem] {
    var views: [String: LayoutItem] = [:]
    for name in viewNames {
      let view = View(name)
      root.addSubview(view)
      views[name] = view
    }
    let guide = LayoutGuide("g")
    root.addLayoutGuide(guide)
    views["g"] = guide
    return views
  }

  // MARK: Visual formats

  static func visualFormat(_ random: inout SplitMix64) -> GeneratedFormat {
    let orientation = random.element(of: ["", "H:", "V:"])
    let isVertical = orientation == "V:"
    var names = viewNames + ["g"]
    random.shuffle(&names)
    let placed = Array(names.prefix(random.int(in: 1...4)))
    var text = space(&random) + orientation + space(&random)
    var count = 0
    if random.chance(0.5) {
      let (connection, made) = self.connection(&random)
      text += "|" + connection
      count += made
    }
    for (index, name) in placed.enumerated() {
      if index > 0 {
        let (connection, made) = self.connection(&random)
        text += connection
        count += made
      }
      let (view, made) = self.view(name, &random)
      text += view
      count += made
    }
    if random.chance(0.5) {
      let (connection, made) = self.connection(&random)
      text += connection + "|" + space(&random)
      count += made
    }
    let options = self.options(isVertical: isVertical, hasGuide: placed.contains("g"), &random)
    count += (placed.count - 1) * alignmentCount(options)
    return GeneratedFormat(text: text, options: options, constraintCount: count)
  }

  /// `""`, or rarely a space or a tab: the grammar ignores white space between tokens.
  private static func space(_ random: inout SplitMix64) -> String {
    random.chance(0.8) ? "" : random.element(of: [" ", "  ", "\t"])
  }

  /// A connection and the number of constraints it makes: flush, standard, a number or metric,
  /// or a list of predicates.
  private static func connection(_ random: inout SplitMix64) -> (String, Int) {
    switch random.int(in: 0...3) {
    case 0:
      return (space(&random), 1)
    case 1:
      return (space(&random) + "-" + space(&random), 1)
    case 2:
      let simple = random.element(of: ["0", "8", "20", "12.5", "1e1", ".5", "5.", "m", "pad"])
      return (space(&random) + "-" + space(&random) + simple + space(&random) + "-" + space(&random), 1)
    default:
      let predicates = (0..<random.int(in: 1...3)).map { _ in predicate(allowingViews: false, &random) }
      let list = predicates.joined(separator: space(&random) + "," + space(&random))
      return (
        space(&random) + "-" + space(&random) + "(" + list + ")" + space(&random) + "-" + space(&random),
        predicates.count
      )
    }
  }

  /// A view with up to three size predicates, and the number of constraints they make.
  private static func view(_ name: String, _ random: inout SplitMix64) -> (String, Int) {
    guard random.chance(0.6) else { return ("[" + space(&random) + name + space(&random) + "]", 0) }
    let predicates = (0..<random.int(in: 1...3)).map { _ in predicate(allowingViews: true, &random) }
    let list = predicates.joined(separator: space(&random) + "," + space(&random))
    return (
      "[" + name + space(&random) + "(" + space(&random) + list + space(&random) + ")]", predicates.count
    )
  }

  private static func predicate(allowingViews: Bool, _ random: inout SplitMix64) -> String {
    let relation = random.element(of: ["", "", "==", ">=", "<="])
    var objects = ["0", "30", "-5", "+2.5", "1e2", "44.25", "m", "w", "pad"]
    if allowingViews { objects += viewNames + ["g"] }
    var text = relation + space(&random) + random.element(of: objects)
    if random.chance(0.4) {
      text +=
        space(&random) + "@" + space(&random)
        + random.element(of: ["1", "250", "251", "999", "1000", "500.5", "1e3", "p", "low"])
    }
    return text
  }

  /// Options a format of this axis accepts: alignments across the axis (no baselines when a
  /// guide is placed), and a direction or baseline spacing.
  private static func options(isVertical: Bool, hasGuide: Bool, _ random: inout SplitMix64) -> FormatOptions {
    var candidates: [FormatOptions]
    var options: FormatOptions = []
    if isVertical {
      candidates =
        random.chance(0.5) ? [.alignAllLeft, .alignAllRight] : [.alignAllLeading, .alignAllTrailing]
      candidates.append(.alignAllCenterX)
      if !hasGuide && random.chance(0.2) { options.formUnion(.spacingBaselineToBaseline) }
    } else {
      candidates = [.alignAllTop, .alignAllBottom, .alignAllCenterY]
      if !hasGuide { candidates += [.alignAllFirstBaseline, .alignAllLastBaseline] }
      options.formUnion(random.element(of: [[], [], .directionLeftToRight, .directionRightToLeft]))
    }
    for option in candidates where random.chance(0.25) { options.formUnion(option) }
    return options
  }

  private static func alignmentCount(_ options: FormatOptions) -> Int {
    let alignments: [FormatOptions] = [
      .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading, .alignAllTrailing,
      .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
    ]
    return alignments.filter { options.contains($0) }.count
  }

  // MARK: Equations

  /// Items by kind: `superview`, `safeArea` and `margins` stand for the superview of the other
  /// item and its guides.
  private static let relativeNames = ["superview", "safeArea", "margins"]

  static func equation(_ random: inout SplitMix64) -> GeneratedEquation {
    let realNames = viewNames + ["g"]
    let firstIsRelative = random.chance(0.15)
    let firstName = random.element(of: firstIsRelative ? relativeNames : realNames)
    // The attributes of one kind that may be related: leading and trailing never with left and right.
    let family = random.element(of: [
      ["leading", "trailing", "centerX"], ["left", "right", "centerX"],
      ["top", "bottom", "centerY", "firstBaseline", "lastBaseline"], ["width", "height"],
    ])
    let isDimension = family.contains("width")
    let hasTerm = firstIsRelative || !isDimension || random.chance(0.7)
    var secondName: String?
    if hasTerm {
      secondName = random.element(of: !firstIsRelative && random.chance(0.2) ? relativeNames : realNames)
    }
    let hasBaselines = [firstName, secondName].allSatisfy { name in
      name.map { !["g", "safeArea", "margins"].contains($0) } ?? true
    }
    let attributes = family.filter { hasBaselines || !$0.hasSuffix("Baseline") }
    let firstAttributeName = random.element(of: attributes)
    let secondAttributeName = random.element(of: attributes)
    let relation = random.element(of: [
      ("=", LayoutRelation.equal), ("==", .equal), (">=", .greaterThanOrEqual),
      ("<=", .lessThanOrEqual),
    ])

    // The summands, in a random order: the term (if any) and up to two numbers.
    var summands: [Summand] = (0..<random.int(in: hasTerm ? 0...2 : 1...2)).map { _ in
      .number(random.element(of: ["8", "0.5", "1e1", "20", "1.25", ".5", "0"]))
    }
    if let secondName {
      summands.insert(
        .term(secondName + "." + secondAttributeName, form: termForm(allowingZero: isDimension, &random)),
        at: random.int(in: 0...summands.count))
    }
    var text = firstName + "." + firstAttributeName + space(&random) + relation.0 + space(&random)
    var multiplier = 0.0
    var constant = 0.0
    for (index, summand) in summands.enumerated() {
      let sign: Double
      if index == 0 {
        switch random.int(in: 0...3) {
        case 0: (text, sign) = (text + "-", -1)
        case 1: (text, sign) = (text + "+", 1)
        default: sign = 1
        }
      } else {
        let minus = random.chance(0.5)
        text += space(&random) + (minus ? "-" : "+") + space(&random)
        sign = minus ? -1 : 1
      }
      switch summand {
      case .number(let literal):
        text += literal
        constant += sign * (Double(literal) ?? .nan)
      case .term(let operand, let form):
        switch form {
        case .plain:
          text += operand
          multiplier = sign * 1
        case .factorFirst(let literal):
          text += literal + space(&random) + "*" + space(&random) + operand
          multiplier = sign * (Double(literal) ?? .nan)
        case .times(let literal):
          text += operand + space(&random) + "*" + space(&random) + literal
          multiplier = sign * (Double(literal) ?? .nan)
        case .dividedBy(let literal):
          text += operand + space(&random) + "/" + space(&random) + literal
          multiplier = sign * (1 / (Double(literal) ?? .nan))
        }
      }
    }
    var priority: Float = 1000
    if random.chance(0.4) {
      let named: [(String, Float)] = [
        ("required", 1000), ("defaultHigh", 750), ("defaultLow", 250), ("fittingSizeLevel", 50),
      ]
      let numbers = ["1", "250", "999", "1000", "500.5", "+7"]
      let choice: (String, Float) =
        random.chance(0.3)
        ? random.element(of: named)
        : random.element(of: numbers.map { ($0, Float(Double($0) ?? .nan)) })
      text += space(&random) + "@" + space(&random) + choice.0
      priority = choice.1
    }
    return GeneratedEquation(
      text: text + space(&random), firstName: firstName, firstAttribute: attribute(firstAttributeName),
      relation: relation.1, secondName: secondName,
      secondAttribute: secondName == nil ? .notAnAttribute : attribute(secondAttributeName),
      multiplier: multiplier, constant: constant, priority: priority)
  }

  private enum Summand {
    case number(String)
    case term(String, form: TermForm)
  }

  /// How a term is multiplied: not at all, `k * x`, `x * k` or `x / k`.
  private enum TermForm {
    case plain
    case factorFirst(String)
    case times(String)
    case dividedBy(String)
  }

  /// A term's form; a location's multiplier is never 0.
  private static func termForm(allowingZero: Bool, _ random: inout SplitMix64) -> TermForm {
    let positive = ["2", "0.5", "1.5", "3", "0.25"]
    let signed = positive + ["-1", "-2.5", "+4"]
    switch random.int(in: 0...3) {
    case 0: return .plain
    case 1: return .factorFirst(random.element(of: allowingZero ? positive + ["0"] : positive))
    case 2: return .times(random.element(of: allowingZero ? signed + ["0"] : signed))
    default: return .dividedBy(random.element(of: signed))
    }
  }

  private static func attribute(_ name: String) -> LayoutAttribute {
    let attributes: [String: LayoutAttribute] = [
      "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
      "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
      "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    ]
    return attributes[name] ?? .notAnAttribute
  }
}

// MARK: - Random numbers
