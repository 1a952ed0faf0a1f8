import Foundation
import LayoutShot

/// A control stepping a value up and down (SwiftUI's `Stepper`): its label on the leading side
/// and the 94 × 32 minus-and-plus control on the trailing side, spread across the width offered;
/// the control alone when labels are hidden (Documentation/SwiftUIControls.md#stepper).
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...10)
/// ```
public struct Stepper<Label: View> {
  let label: Label
  let canStepDown: Bool
  let canStepUp: Bool

  public typealias Body = Never

  /// A stepper of `value` in `bounds` by `step`, named by `label`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    canStepDown = value.wrappedValue > bounds.lowerBound
    canStepUp = value.wrappedValue < bounds.upperBound
  }

  /// A stepper of `value` by `step`, with no bounds, named by `label`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    canStepDown = true
    canStepUp = true
  }

  /// A stepper running `onIncrement` and `onDecrement`, named by `label`; a half with no action
  /// is drawn disabled.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    canStepDown = onDecrement != nil
    canStepUp = onIncrement != nil
  }
}

extension Stepper where Label == Text {
  /// A stepper of `value` in `bounds` by `step`, titled with the localized `titleKey`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper of `value` in `bounds` by `step`, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper of `value` by `step`, with no bounds, titled with the localized `titleKey`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper running `onIncrement` and `onDecrement`, titled with the localized `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}

extension Stepper: View {}

extension Stepper: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let look = Self.look
    let control = DrawnControl(
      kind: "Stepper", sizing: .fixed(CGSize(width: look.size.width, height: look.size.height)),
      drawing: look.drawing(
        canStepDown: canStepDown, canStepUp: canStepUp, isEnabled: environment.isEnabled,
        isRightToLeft: environment.layoutDirection == .rightToLeft))
    if environment.areLabelsHidden { return context.nodes(of: control) }
    return context.nodes(
      of: HStack {
        label
        Spacer()
        control
      })
  }

  /// The shared look of steppers.
  static var look: StepperLook { .current }
}
