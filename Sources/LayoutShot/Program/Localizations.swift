/// A program's own translations: the string each label, button and text field shows in a language,
/// by the string it shows in the development language — as `Localizable.strings` files give them,
/// or computed by a closure (say, from an app's own string catalog).
///
/// A screen in a language (``Screen/language``, ``Variant/language``) shows every string in it; a
/// string with no translation stays as written, as an untranslated string does in an app.
///
/// ```swift
/// struct Welcome: LayoutProgram {
///   var localizations: Localizations {
///     Localizations(["de": ["Follow": "Folgen", "Message": "Nachricht senden"]])
///   }
///   func body(root: View, screen: Screen) -> LayoutBody { … }
/// }
/// Variant(language: "de").applied(to: Device.iPhone12.screen())   // Follow shows as Folgen
/// ```
public struct Localizations: Sendable {
  private let table: [String: [String: String]]
  private let translate: (@Sendable (String, String) -> String?)?

  /// Translations from a table: language → string as written → translation.
  public init(_ table: [String: [String: String]] = [:]) {
    self.table = table
    translate = nil
  }

  /// Translations from a closure given a string as written and a language, which returns `nil`
  /// for a string it does not translate.
  public init(_ translate: @escaping @Sendable (_ text: String, _ language: String) -> String?) {
    table = [:]
    self.translate = translate
  }

  /// The languages of the table, sorted (none for a closure).
  public var languages: [String] { table.keys.sorted() }

  /// `text` in `language`, or `text` itself when there is no translation.
  public func translation(of text: String, in language: String) -> String {
    if let translate { return translate(text, language) ?? text }
    return table[language]?[text] ?? text
  }
}

/// The translations in force while a program's layout is made: its ``Localizations`` and the
/// screen's language.
struct Localizing: Sendable {
  var localizations: Localizations
  var language: String

  /// The translations of the layout being made in this task, if its screen has a language.
  @TaskLocal static var current: Localizing?
}
