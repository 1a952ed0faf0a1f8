import Foundation
import LayoutShot

/// A control choosing a value in a range (SwiftUI's `Slider`): a track as wide as it is offered,
/// filled with the tint up to the thumb, between its minimum and maximum value labels; its label
/// names it for accessibility and is not drawn on iOS (Documentation/SwiftUIControls.md#slider).
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) {
///   Text("Volume")
/// } minimumValueLabel: {
///   Image(systemName: "speaker")
/// } maximumValueLabel: {
///   Image(systemName: "speaker.wave.3")
/// }
/// ```
public struct Slider<Label: View, ValueLabel: View> {
  /// Where the value is in the range: 0 at the lower bound, 1 at the upper.
  let fraction: Double
  let label: Label
  let minimumValueLabel: ValueLabel
  let maximumValueLabel: ValueLabel

  public typealias Body = Never

  /// A slider of `value` in `bounds`, moving by `step` when given, with these labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      fraction: Self.fraction(of: value.wrappedValue, in: bounds, step: Double(step)), label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }

  /// A slider of `value` in `bounds`, with these labels.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      fraction: Self.fraction(of: value.wrappedValue, in: bounds, step: nil), label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }

  init(fraction: Double, label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel) {
    self.fraction = fraction
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  /// Where `value`, clamped to `bounds` and moved to the nearest `step` from the lower bound,
  /// is in the range (0 for an empty range).
  static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>, step: Double?)
    -> Double
  {
    let lower = Double(bounds.lowerBound), span = Double(bounds.upperBound) - lower
    guard span > 0 else { return 0 }
    var offset = min(max(Double(value) - lower, 0), span)
    if let step, step > 0 { offset = min((offset / step).rounded() * step, span) }
    return offset / span
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider of `value` in `bounds`, named by `label`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      fraction: Self.fraction(of: value.wrappedValue, in: bounds, step: nil), label: label(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
  }

  /// A slider of `value` in `bounds` moving by `step`, named by `label`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      fraction: Self.fraction(of: value.wrappedValue, in: bounds, step: Double(step)), label: label(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider of `value` in `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      fraction: Self.fraction(of: value.wrappedValue, in: bounds, step: nil), label: EmptyView(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
  }

  /// A slider of `value` in `bounds`, moving by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      fraction: Self.fraction(of: value.wrappedValue, in: bounds, step: Double(step)), label: EmptyView(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
  }
}

extension Slider: View {}

extension Slider: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let look = Self.look
    let track = DrawnControl(
      kind: "Slider",
      sizing: .flexibleWidth(idealWidth: CGFloat(look.thumbSize.width), height: CGFloat(look.height)),
      drawing: look.drawing(
        fraction: fraction, filledColor: environment.resolvedTint.coreColor, isEnabled: environment.isEnabled,
        isRightToLeft: environment.layoutDirection == .rightToLeft))
    return context.nodes(
      of: HStack {
        minimumValueLabel
        track
        maximumValueLabel
      })
  }

  /// The shared look of sliders.
  static var look: SliderLook { .current }
}
