import Foundation

/// The environment values the controls read: whether they are enabled, their size and tint, and
/// the styles set for the views below.
extension EnvironmentValues {
  /// The size of controls below (`.controlSize(_:)`).
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  /// The scale of symbol images below (`.imageScale(_:)`).
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// The variant of symbol images below (`.symbolVariant(_:)`).
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }

  /// How symbol images below are coloured (`.symbolRenderingMode(_:)`); `nil` for the symbol's
  /// own.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }

  /// The style buttons below are drawn in (`.buttonStyle(_:)`).
  var buttonStyle: AnyButtonStyle {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }

  /// The shape of bordered buttons below (`.buttonBorderShape(_:)`).
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }

  /// The style toggles below are drawn in (`.toggleStyle(_:)`).
  var toggleStyle: AnyToggleStyle {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }

  /// The style labels below are drawn in (`.labelStyle(_:)`).
  var labelStyle: AnyLabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }

  /// Whether controls below hide their labels (`.labelsHidden()`).
  var areLabelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }

  /// Whether text fields below are drawn on a rounded border (`.textFieldStyle(.roundedBorder)`).
  var isTextFieldRounded: Bool {
    get { self[TextFieldRoundedKey.self] }
    set { self[TextFieldRoundedKey.self] = newValue }
  }

  /// How progress views below are drawn (`.progressViewStyle(_:)`).
  var progressKind: ProgressKind {
    get { self[ProgressKindKey.self] }
    set { self[ProgressKindKey.self] = newValue }
  }

  /// How pickers below are drawn (`.pickerStyle(_:)`).
  var pickerKind: PickerKind {
    get { self[PickerKindKey.self] }
    set { self[PickerKindKey.self] = newValue }
  }

  /// The colour controls below are tinted with: the tint set, else the accent colour.
  var resolvedTint: Color { Color(core: tintStyle.representativeColor) }
}

private enum ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private enum ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private enum SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private enum SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private enum ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle { .automatic } }
private enum ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
private enum ToggleStyleKey: EnvironmentKey { static var defaultValue: AnyToggleStyle { .automatic } }
private enum LabelStyleKey: EnvironmentKey { static var defaultValue: AnyLabelStyle { .automatic } }
private enum LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
private enum PickerKindKey: EnvironmentKey { static let defaultValue = PickerKind.menu }
private enum TextFieldRoundedKey: EnvironmentKey { static let defaultValue = false }
private enum ProgressKindKey: EnvironmentKey { static let defaultValue = ProgressKind.automatic }
