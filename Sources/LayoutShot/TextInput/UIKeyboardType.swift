// The text-input kinds both faces name: UIKit's text fields take them, and SwiftUI's
// `keyboardType(_:)` and `textContentType(_:)` take the same UIKit types.

/// The keyboard asked for (`UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
  /// The standard keyboard, ASCII only, numbers and punctuation, URLs, digits, phone digits, names and phone
  /// digits, or email addresses.
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  /// Digits with a decimal point, Twitter (@ and #), web search, or ASCII digits.
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}
