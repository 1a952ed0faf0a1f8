/// What a button does, which changes how it is drawn (SwiftUI's `ButtonRole`): a destructive
/// button is red.
///
/// ```swift
/// Button("Delete Account", role: .destructive) {}
/// ```
public struct ButtonRole: Equatable, Sendable {
  private let name: String

  /// A button that deletes data: drawn in red.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")
}
