// The keyboard and input settings text fields and text views take (`UITextInputTraits`). A
// layout shows no keyboard, so they are kept, not used.

/// The keyboard asked for (`UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The keyboard's look (`UIKeyboardAppearance`).
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
}

/// The return key's title (`UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When letters are capitalised (`UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none, words, sentences, allCharacters
}

/// Whether text is autocorrected (`UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable {
  case `default`, no, yes
}

/// Whether spelling is checked (`UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable {
  case `default`, no, yes
}

/// Whether quotes are made typographic (`UITextSmartQuotesType`).
public enum UITextSmartQuotesType: Int, Sendable {
  case `default`, no, yes
}

/// Whether dashes are made typographic (`UITextSmartDashesType`).
public enum UITextSmartDashesType: Int, Sendable {
  case `default`, no, yes
}

/// What a field's text means, for autofill (`UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType("name")
  public static let givenName = UITextContentType("given-name")
  public static let familyName = UITextContentType("family-name")
  public static let nickname = UITextContentType("nickname")
  public static let organizationName = UITextContentType("organization")
  public static let jobTitle = UITextContentType("job-title")
  public static let fullStreetAddress = UITextContentType("street-address")
  public static let addressCity = UITextContentType("address-level2")
  public static let postalCode = UITextContentType("postal-code")
  public static let countryName = UITextContentType("country-name")
  public static let telephoneNumber = UITextContentType("tel")
  public static let emailAddress = UITextContentType("email")
  public static let URL = UITextContentType("url")
  public static let creditCardNumber = UITextContentType("cc-number")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("new-password")
  public static let oneTimeCode = UITextContentType("one-time-code")
}

/// What a text field tells its delegate and asks it (`UITextFieldDelegate`); every method has a
/// default, as UIKit's are optional. Nothing is typed in a layout, so none is called.
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// What a text view tells its delegate and asks it (`UITextViewDelegate`, a scroll view delegate
/// as in UIKit, set through `delegate`); every method has a default, as UIKit's are optional.
/// Nothing is typed in a layout, so none is called.
public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  func textViewDidEndEditing(_ textView: UITextView)
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
