/// The Objective-C name Swift gives a method or a property accessor, as `#selector` spells it.
///
/// The rules are Swift's own for an `@objc` declaration without an explicit name: no argument
/// gives the base name (`tapped()` → `tapped`); each argument adds a colon, after its label
/// (`handle(_:forEvent:)` → `handle:forEvent:`); a first label is joined to the base name, after
/// `With` unless it begins with a preposition (`tapped(sender:)` → `tappedWithSender:`,
/// `move(to:)` → `moveTo:`).
enum ObjectiveCName {
  /// The name of a method with `baseName` and argument `labels` (`"_"` for none).
  static func method(_ baseName: String, labels: [String]) -> String {
    guard let first = labels.first else { return baseName }
    var name = baseName
    if first != "_" {
      name += startsWithPreposition(first) ? capitalized(first) : "With" + capitalized(first)
    }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
  }

  /// The name of a property's setter: `isOn` → `setIsOn:`.
  static func setter(_ property: String) -> String { "set" + capitalized(property) + ":" }

  /// The word before the first capital letter of `label`, looked up among the prepositions that
  /// Swift's name translation knows.
  private static func startsWithPreposition(_ label: String) -> Bool {
    let word = label.prefix { !$0.isUppercase }
    return prepositions.contains(String(word))
  }

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  /// English prepositions, as Swift's `PartsOfSpeech.def` lists them.
  private static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
    "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
    "to", "until", "using", "via", "when", "with", "within",
  ]
}
