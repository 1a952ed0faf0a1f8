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
