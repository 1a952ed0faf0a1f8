import ArgumentParser
import LayoutShot

/// The variants `render` and `sheet` draw each layout in: the product of `--appearance`,
/// `--contrast`, `--level`, `--os`, `--keyboard`, `--content-size`, `--direction`, `--pseudo-locale` and
/// `--language` (each a comma list), or a `--variants` preset.
///
/// `--palette` is `--os`'s old name.
///
/// One option group, shared by both commands.
struct VariantChoice: ParsableArguments {
  @Option(help: "Appearances, comma separated: light, dark. Light by default.")
  var appearance: String?

  @Option(help: "Contrast, comma separated: normal, high (Increase Contrast). Normal by default.")
  var contrast: String?

  @Option(help: "Levels, comma separated: base, elevated (a sheet's or popover's content). Base by default.")
  var level: String?

  @Option(
    help:
      "iOS editions, comma separated: 18 (iOS 15-18), 26 (iOS 26 and 27; 27 is 26), for safe areas and tints. 18 by default."
  )
  var os: String?

  @Option(help: ArgumentHelp("The old name of --os (ios18, ios26).", visibility: .hidden))
  var palette: String?

  @Option(
    help:
      "The software keyboard, comma separated: hidden, shown (docked, at the device's height). Hidden by default."
  )
  var keyboard: String?

  @Option(
    name: .customLong("content-size"),
    help: "Dynamic Type sizes, comma separated: XS, S, M, L, XL, XXL, XXXL, AX1 … AX5. L by default.")
  var contentSize: String?

  @Option(help: "Layout directions, comma separated: ltr, rtl. ltr by default.")
  var direction: String?

  @Option(
    name: .customLong("pseudo-locale"),
    help:
      "Pseudolanguages for every string, comma separated: none, double, accented, bounded, rtl-strings. none by default."
  )
  var pseudoLocale: String?

  @Option(help: "Languages of the layouts' own translations, comma separated: none, de, pt-BR, …")
  var language: String?

  @Option(
    help:
      "A set of variants instead of the options above: pseudolocales, appearances, accessibility, directions, keyboard, all."
  )
  var variants: String?

  /// The variants the options name.
  ///
  /// - Throws: ``CLIError`` for an unknown name, an empty list, or a preset given with a list.
  func chosen() throws(CLIError) -> [Variant] {
    try Self.parse(
      appearances: appearance, contentSizes: contentSize, directions: direction, pseudoLocales: pseudoLocale,
      languages: language, contrasts: contrast, levels: level, editions: os, palettes: palette,
      keyboards: keyboard, preset: variants)
  }

  /// The variants the options' texts name.
  ///
  /// - Parameters:
  ///   - appearances: `light`, `dark`, comma separated.
  ///   - contentSizes: Dynamic Type sizes, comma separated: `XS` … `XXXL`, `AX1` … `AX5`, or
  ///     UIKit's or SwiftUI's names.
  ///   - directions: `ltr`, `rtl`, comma separated.
  ///   - pseudoLocales: `none`, `double`, `accented`, `bounded`, `rtl-strings`, comma separated.
  ///   - contrasts: `normal`, `high` (Increase Contrast), comma separated.
  ///   - levels: `base`, `elevated`, comma separated.
  ///   - editions: iOS versions, comma separated: `18`, `26` or `27` (the edition of 26), with or
  ///     without `ios` before them.
  ///   - palettes: The old name of `editions` (`ios18`, `ios26`); not with it.
  ///   - keyboards: `hidden`, `shown`, comma separated.
  ///   - languages: `none` or language codes (`de`, `pt-BR`), comma separated: the layouts'
  ///     ``LayoutProgram/localizations``.
  ///   - preset: A name of ``Variant/presets``, instead of the three lists.
  /// - Throws: ``CLIError`` for an unknown name, an empty list, a preset given with a list, or
  ///   both `--os` and `--palette`.
  static func parse(
    appearances: String?, contentSizes: String?, directions: String?, pseudoLocales: String? = nil,
    languages: String? = nil, contrasts: String? = nil, levels: String? = nil, editions: String? = nil,
    palettes: String? = nil, keyboards: String? = nil, preset: String?
  ) throws(CLIError) -> [Variant] {
    if let preset {
      guard appearances == nil, contentSizes == nil, directions == nil, pseudoLocales == nil,
        languages == nil,
        contrasts == nil, levels == nil, editions == nil, palettes == nil, keyboards == nil
      else {
        throw CLIError(
          "--variants takes the place of --appearance, --contrast, --level, --os, --keyboard, --content-size, "
            + "--direction, --pseudo-locale and --language; give one or the others.")
      }
      let name = preset.filter { $0 != " " }.lowercased()
      guard let variants = Variant.presets.first(where: { $0.name == name })?.variants else {
        throw CLIError(
          "Unknown variant preset '\(name)'; the presets are "
            + Variant.presets.map(\.name).joined(separator: ", ") + ".")
      }
      return variants
    }
    let chosenAppearances: [Appearance] = try cases(
      appearances ?? "light", option: "--appearance", named: "appearance")
    let chosenSizes = try list(contentSizes ?? "L", option: "--content-size") { name throws(CLIError) in
      guard let size = ContentSizeCategory(name: name) else {
        throw CLIError(
          "Unknown content size '\(name)'; the sizes are "
            + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ") + ".")
      }
      return size
    }
    let chosenDirections = try list(directions ?? "ltr", option: "--direction") { name throws(CLIError) in
      switch name.lowercased() {
      case "ltr", "left-to-right": return LayoutDirection.leftToRight
      case "rtl", "right-to-left": return LayoutDirection.rightToLeft
      default: throw CLIError("Unknown direction '\(name)'; the directions are ltr and rtl.")
      }
    }
    let chosenPseudoLocales = try list(pseudoLocales ?? "none", option: "--pseudo-locale") {
      name throws(CLIError) -> PseudoLocale? in
      if name.lowercased() == "none" { return nil }
      guard let locale = PseudoLocale(rawValue: name.lowercased()) else {
        throw CLIError(
          "Unknown pseudo-locale '\(name)'; the pseudo-locales are none, "
            + PseudoLocale.allCases.map(\.rawValue).joined(separator: ", ") + ".")
      }
      return locale
    }
    let chosenLanguages = try list(languages ?? "none", option: "--language") {
      name throws(CLIError) -> String? in
      if name.lowercased() == "none" { return nil }
      let isCode = name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
      guard isCode, name.first?.isLetter == true else {
        throw CLIError("The language '\(name)' is not a language code such as de, pt-BR or zh-Hans.")
      }
      return name
    }
    let chosenContrasts = try list(contrasts ?? "normal", option: "--contrast") {
      name throws(CLIError) -> Bool in
      switch name.lowercased() {
      case "normal": return false
      case "high": return true
      default: throw CLIError("Unknown contrast '\(name)'; the contrasts are normal and high.")
      }
    }
    let chosenLevels: [InterfaceLevel] = try cases(levels ?? "base", option: "--level", named: "level")
    if editions != nil && palettes != nil {
      throw CLIError("--palette is the old name of --os; give one of them.")
    }
    let chosenEditions = try list(
      editions ?? palettes ?? Variant.standard.os.rawValue, option: palettes == nil ? "--os" : "--palette"
    ) { name throws(CLIError) in
      do {
        return try OSEdition(parsing: name)
      } catch {
        throw CLIError("\(palettes == nil ? "--os" : "--palette"): \(error)")
      }
    }
    let chosenKeyboards: [KeyboardState] = try cases(
      keyboards ?? "hidden", option: "--keyboard", named: "keyboard state")
    return Variant.product(
      appearances: chosenAppearances, contentSizes: chosenSizes, layoutDirections: chosenDirections,
      pseudoLocales: chosenPseudoLocales, languages: chosenLanguages, contrasts: chosenContrasts,
      levels: chosenLevels, editions: chosenEditions, keyboards: chosenKeyboards)
  }

  /// The cases of `Value` a comma list names by their raw values, in any case; an unknown name
  /// fails with a message that lists them (`the levels are base and elevated`).
  private static func cases<Value: CaseIterable & RawRepresentable & Equatable>(
    _ text: String, option: String, named what: String
  ) throws(CLIError) -> [Value] where Value.RawValue == String {
    try list(text, option: option) { name throws(CLIError) in
      guard let value = Value(rawValue: name.lowercased()) else {
        let names = Value.allCases.map(\.rawValue)
        throw CLIError(
          "Unknown \(what) '\(name)'; the \(what)s are \(names.dropLast().joined(separator: ", ")) and "
            + "\(names.last ?? "").")
      }
      return value
    }
  }

  /// The values of a comma list, each once, in the order given.
  private static func list<Value: Equatable>(
    _ text: String, option: String, _ value: (String) throws(CLIError) -> Value
  ) throws(CLIError) -> [Value] {
    var values: [Value] = []
    for piece in text.split(separator: ",") {
      let name = piece.filter { $0 != " " }
      guard !name.isEmpty else { continue }
      let parsed = try value(name)
      if !values.contains(parsed) { values.append(parsed) }
    }
    guard !values.isEmpty else { throw CLIError("\(option) needs at least one value.") }
    return values
  }
}
