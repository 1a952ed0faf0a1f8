// How text fields below take input: the keyboard, capitals, autocorrection and autofill. A
// snapshot shows no keyboard and types nothing, so these are kept and change nothing drawn.

extension View {
  /// The keyboard text fields below ask for.
  ///
  /// ```swift
  /// TextField("Email", text: $email).keyboardType(.emailAddress)
  /// ```
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// What the text of fields below means, for autofill.
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

  /// When letters typed below are capitalised.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    self
  }

  /// Autocorrection off (or on) for text fields below.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Autocorrection off, on or the system's choice for text fields below.
  @available(iOS, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }
}

/// When letters typed are capitalised (`TextInputAutocapitalization`).
public struct TextInputAutocapitalization: Sendable {
  let name: String

  /// No capitals.
  public static let never = TextInputAutocapitalization(name: "never")
  /// A capital at the start of each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// A capital at the start of each sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every letter in capitals.
  public static let characters = TextInputAutocapitalization(name: "characters")
}
