/// The selected option and up-and-down chevrons, tinted, as the button of a menu (SwiftUI's
/// `MenuPickerStyle`).
public struct MenuPickerStyle: PickerStyle {
  /// The menu style.
  public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
  /// The selected option as a menu's button.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
