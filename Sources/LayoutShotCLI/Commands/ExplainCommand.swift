import ArgumentParser
import LayoutShot

/// `layoutshot explain FORMAT`: the constraints a visual format or equation strings make.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Show the constraints a Visual Format Language string or equation strings make.",
    discussion: """
      A format starting with H:, V:, | or [ is a visual format; anything else is read as equation \
      strings, one per line. Views are stand-ins named after the names the format uses.

      Examples:
        layoutshot explain 'H:|-[icon(30)]-[title]-|'
        layoutshot explain 'V:|-(top)-[card]' --metrics top=20
        layoutshot explain 'v1.width = 2 * v2.height + 8 @750'
      """)

  @Argument(help: "The visual format or equation strings.")
  var format: String

  @Option(name: .customLong("metrics"), parsing: .upToNextOption, help: "Metrics as name=value pairs.")
  var metrics: [String] = []

  @Option(
    help:
      "Format options, comma separated: alignAllCenterY, directionLeftToRight, spacingBaselineToBaseline, …")
  var options: String?

  func run() throws {
    guard format.contains(where: { !$0.isWhitespace }) else {
      throw CLIError(
        "The format is empty; give a visual format such as 'H:|-[icon]-|' or an equation such as "
          + "'icon.width == 2 * label.width'.")
    }
    var values: [String: Double] = [:]
    for pair in metrics {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, let value = Double(parts[1]), value.isFinite else {
        throw CLIError("The metric '\(pair)' is not name=value with a finite number, e.g. top=20.")
      }
      values[parts[0]] = value
    }
    let formatOptions = try FormatOptionNames.parse(options ?? "")
    switch ConstraintFormat.explain(format, options: formatOptions, metrics: values) {
    case .success(let constraints):
      for constraint in constraints { print(constraint) }
    case .failure(let error):
      // The parse error with its caret, as UIKit prints it, then the one-line error and status 2.
      print(error.description)
      throw ExitStatus(code: 2)
    }
  }
}
