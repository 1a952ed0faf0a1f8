// The keyboard and input settings text fields and text views take (`UITextInputTraits`). A
// layout shows no keyboard, so they are kept, not used.

/// The keyboard asked for (`UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
  /// The standard keyboard, ASCII only, numbers and punctuation, URLs, digits, phone digits, names and phone
  /// digits, or email addresses.
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  /// Digits with a decimal point, Twitter (@ and #), web search, or ASCII digits.
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

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

/// What a field's text means, for autofill (`UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// The value whose raw value is `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The value whose raw value is `rawValue`, unlabelled as UIKit also spells it.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = UITextContentType("name")
  /// A given (first) name.
  public static let givenName = UITextContentType("given-name")
  /// A family name (surname).
  public static let familyName = UITextContentType("family-name")
  /// A nickname.
  public static let nickname = UITextContentType("nickname")
  /// An organisation's name.
  public static let organizationName = UITextContentType("organization")
  /// A job title.
  public static let jobTitle = UITextContentType("job-title")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType("street-address")
  /// A city or town.
  public static let addressCity = UITextContentType("address-level2")
  /// A postcode.
  public static let postalCode = UITextContentType("postal-code")
  /// A country's name.
  public static let countryName = UITextContentType("country-name")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType("tel")
  /// An email address.
  public static let emailAddress = UITextContentType("email")
  /// A URL.
  public static let URL = UITextContentType("url")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType("cc-number")
  /// A user name for signing in.
  public static let username = UITextContentType("username")
  /// A password for signing in.
  public static let password = UITextContentType("password")
  /// A new password, for which the system may suggest a strong one.
  public static let newPassword = UITextContentType("new-password")
  /// A one-time code, such as one sent by SMS.
  public static let oneTimeCode = UITextContentType("one-time-code")
}

/// What a text field tells its delegate and asks it (`UITextFieldDelegate`); every method has a
/// default, as UIKit's are optional.
///
/// Nothing is typed in a layout, so none is called.
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether the characters in `range` may be replaced with `string`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  )
    -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may clear the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the return key is handled as usual.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Lets editing begin.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Lets editing end.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Lets every change be made.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Lets the clear button clear the text.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Lets the return key be handled as usual.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// What a text view tells its delegate and asks it (`UITextViewDelegate`, a scroll view delegate
/// as in UIKit, set through `delegate`); every method has a default, as UIKit's are optional.
///
/// Nothing is typed in a layout, so none is called.
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether editing may end.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the text in `range` may be replaced with `text`.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  /// The text changed.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Lets editing begin.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Lets editing end.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Lets every change be made.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
