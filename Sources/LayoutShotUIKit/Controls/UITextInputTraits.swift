import LayoutShot

// The keyboard and input settings text fields and text views take (`UITextInputTraits`). A
// layout shows no keyboard, so they are kept, not used.

/// The keyboard's look (`UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Sendable {
  /// The system's appearance.
  case `default`
  /// A dark keyboard.
  case dark
  /// A light keyboard.
  case light
}

/// The return key's title (`UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
  /// The label of the return key: Return, Go, Google, Join, Next, Route, Search, Send, Yahoo, Done, Emergency
  /// Call or Continue.
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When letters are capitalised (`UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
  /// No capitals.
  case none
  /// A capital at the start of each word.
  case words
  /// A capital at the start of each sentence.
  case sentences
  /// Every letter in capitals.
  case allCharacters
}

/// Whether text is autocorrected (`UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable {
  /// The system's choice.
  case `default`
  /// Autocorrection off.
  case no
  /// Autocorrection on.
  case yes
}

/// Whether spelling is checked (`UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable {
  /// The system's choice.
  case `default`
  /// Spell checking off.
  case no
  /// Spell checking on.
  case yes
}

/// Whether quotes are made typographic (`UITextSmartQuotesType`).
public enum UITextSmartQuotesType: Int, Sendable {
  /// The system's choice.
  case `default`
  /// Straight quotes stay straight.
  case no
  /// Quotes are made curly.
  case yes
}

/// Whether dashes are made typographic (`UITextSmartDashesType`).
public enum UITextSmartDashesType: Int, Sendable {
  /// The system's choice.
  case `default`
  /// Hyphens stay as typed.
  case no
  /// Double hyphens become dashes.
  case yes
}
