import LayoutShot

/// The size of a control (SwiftUI's `ControlSize`): a bordered button's padding, corners and
/// font follow it (Documentation/SwiftUIControls.md#button).
///
/// ```swift
/// Button("Buy") {}.buttonStyle(.borderedProminent).controlSize(.large)
/// ```
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge

  /// The shared button look's size: regular is medium, and extra large is drawn as large, as on
  /// iOS.
  var buttonSize: ButtonLook.Size {
    switch self {
    case .mini: .mini
    case .small: .small
    case .regular: .medium
    case .large, .extraLarge: .large
    }
  }
}

extension View {
  /// Controls below at `controlSize`.
  ///
  /// ```swift
  /// HStack { Button("Skip") {}; Button("Next") {} }.controlSize(.small)
  /// ```
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }

  /// Controls below without their labels: a toggle is its switch alone, a picker its control.
  ///
  /// ```swift
  /// Toggle("Sound", isOn: $sound).labelsHidden()
  /// ```
  public func labelsHidden() -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.areLabelsHidden = true })
  }
}
