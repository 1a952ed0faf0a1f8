/// The `id`s of one SVG document: derived from names, valid XML names, and unique.
///
/// A name keeps its ASCII letters, digits, `-`, `_` and `.`; every other character becomes `_`,
/// and a name that does not start with a letter or `_` gets a `_` in front. When that id is taken,
/// `-2`, `-3`, … is added, first come first served in document order, so the same scene always
/// gets the same ids.
///
/// ```swift
/// var ids = SVGIdentifiers()
/// ids.make(from: "card")          // "card"
/// ids.make(from: "card")          // "card-2"
/// ids.make(from: "2 columns & c") // "_2_columns___c"
/// ```
struct SVGIdentifiers {
  private var used: Set<String> = []

  /// A new unique id derived from `name`.
  mutating func make(from name: String) -> String {
    var base = ""
    for scalar in name.unicodeScalars {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": base.unicodeScalars.append(scalar)
      default: base += "_"
      }
    }
    if let first = base.unicodeScalars.first, !(("a"..."z").contains(first) || ("A"..."Z").contains(first)) {
      if first != "_" { base = "_" + base }
    }
    if base.isEmpty { base = "_" }
    var candidate = base
    var counter = 1
    while used.contains(candidate) {
      counter += 1
      candidate = "\(base)-\(counter)"
    }
    used.insert(candidate)
    return candidate
  }
}
