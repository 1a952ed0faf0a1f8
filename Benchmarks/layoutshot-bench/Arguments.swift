/// Why a subcommand stopped: a bad command line, or a failure of the code it measures.
enum BenchError: Error {
  /// The command line is wrong; the message says how. Exit code 2, with the usage.
  case usage(String)
  /// The benchmarked code reported an error. Exit code 1.
  case failure(String)
}

/// The arguments of one subcommand, split into positionals and `--name value` options.
///
/// Options may come before, between or after the positionals, as `--name value` or
/// `--name=value`; each may be given once. Anything not starting with `--` is a positional.
struct Arguments {
  /// The positional arguments, in order.
  private(set) var positionals: [String] = []
  private var options: [String: String] = [:]

  /// Splits `arguments`, accepting only the options named in `knownOptions` (without `--`).
  ///
  /// - Throws: ``BenchError/usage(_:)`` for an unknown or repeated option, or one without a value.
  init(_ arguments: [String], knownOptions: Set<String>) throws(BenchError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("--") else {
        positionals.append(argument)
        continue
      }
      let option = argument.dropFirst(2)
      let name: String
      let value: String
      if let equals = option.firstIndex(of: "=") {
        name = String(option[..<equals])
        value = String(option[option.index(after: equals)...])
      } else {
        name = String(option)
        guard let next = remaining.popFirst() else { throw .usage("option '--\(name)' needs a value") }
        value = next
      }
      guard knownOptions.contains(name) else { throw .usage("unknown option '--\(name)'") }
      guard options[name] == nil else { throw .usage("option '--\(name)' is given twice") }
      options[name] = value
    }
  }

  /// The value of the option `--name`, or `nil` when it was not given.
  func option(_ name: String) -> String? {
    options[name]
  }

  /// Parses `text` as a positive integer; `what` names it in the error message.
  ///
  /// - Throws: ``BenchError/usage(_:)`` when `text` is not a whole number of at least 1.
  static func positiveInteger(_ text: String, for what: String) throws(BenchError) -> Int {
    guard let value = Int(text), value >= 1 else {
      throw .usage("\(what) must be a positive integer, not '\(text)'")
    }
    return value
  }

  /// The positive integers of the option `--name`, a comma-separated list, or `defaults` when it
  /// was not given.
  ///
  /// - Throws: ``BenchError/usage(_:)`` when an item is not a whole number of at least 1.
  func positiveIntegers(_ name: String, defaults: [Int]) throws(BenchError) -> [Int] {
    guard let text = option(name) else { return defaults }
    var values: [Int] = []
    for item in text.split(separator: ",") {
      values.append(try Self.positiveInteger(String(item), for: "--\(name)"))
    }
    return values
  }

  /// The positive integer of the option `--name`, or `defaultValue` when it was not given.
  ///
  /// - Throws: ``BenchError/usage(_:)`` when it is not a whole number of at least 1.
  func positiveInteger(_ name: String, default defaultValue: Int) throws(BenchError) -> Int {
    guard let text = option(name) else { return defaultValue }
    return try Self.positiveInteger(text, for: "--\(name)")
  }

  /// The row counts and repetitions of a benchmark of lists of rows, read from
  /// `[--rows 20,10000] [--reps R]` (20 and 10,000 rows and 5 repetitions by default).
  ///
  /// - Throws: ``BenchError/usage(_:)`` for a positional argument, a bad row count or a bad
  ///   repetition count.
  static func rowCountsAndRepetitions(_ arguments: [String]) throws(BenchError) -> (
    rows: [Int], repetitions: Int
  ) {
    let parsed = try Arguments(arguments, knownOptions: ["rows", "reps"])
    if let extra = parsed.positionals.first { throw .usage("unexpected argument '\(extra)'") }
    return (
      try parsed.positiveIntegers("rows", defaults: [20, 10_000]),
      try parsed.positiveInteger("reps", default: 5)
    )
  }
}
