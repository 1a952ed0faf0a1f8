import Foundation
import LayoutShot

/// A view showing progress (SwiftUI's `ProgressView`): with no value (or `.circular`), a spinning
/// indicator (20 points across) above its label; with a value (or `.linear`), a 4-point bar as
/// wide as it is offered, filled with the tint, under its label and over its current value label
/// (Documentation/SwiftUIControls.md#progressview).
///
/// ```swift
/// ProgressView()                                   // the spinner
/// ProgressView("Downloading", value: 0.4)          // a bar 40 % full under its title
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View> {
  /// How full the bar is (0 to 1), or `nil` for the spinner.
  let fraction: Double?
  let label: Label
  let currentValueLabel: CurrentValueLabel

  public typealias Body = Never

  /// A bar `value` out of `total` full (the spinner when `value` is `nil`), with its label and
  /// current value label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A bar `value` out of `total` full (the spinner when `value` is `nil`), with its label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
  }

  /// The spinner, with its label below it.
  public init(@ViewBuilder label: () -> Label) {
    self.init(value: Double?.none, label: label, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// The spinner.
  public init() {
    self.init(value: Double?.none, label: { EmptyView() }, currentValueLabel: { EmptyView() })
  }

  /// A bar `value` out of `total` full (the spinner when `value` is `nil`).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// The spinner, titled with the localized `titleKey`.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(value: Double?.none, label: { Text(titleKey) }, currentValueLabel: { EmptyView() })
  }

  /// The spinner, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(value: Double?.none, label: { Text(title) }, currentValueLabel: { EmptyView() })
  }

  /// A bar `value` out of `total` full, titled with the localized `titleKey`.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(titleKey) }, currentValueLabel: { EmptyView() })
  }

  /// A bar `value` out of `total` full, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(title) }, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView: View {}

extension ProgressView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let environment = context.environment
    let kind = environment.progressKind
    guard kind == .linear || (kind == .automatic && fraction != nil) else {
      let look = ActivityIndicatorLook.current
      let side = CGFloat(look.side(isLarge: environment.controlSize == .large))
      let spinner = DrawnControl(
        kind: "ProgressView", sizing: .fixed(CGSize(width: side, height: side)),
        drawing: look.drawing(isLarge: environment.controlSize == .large))
      return context.nodes(
        of: VStack(spacing: Self.spinnerToLabelSpacing) {
          spinner
          label.foregroundColor(.secondary)
        })
    }
    let look = ProgressLook.current
    let bar = DrawnControl(
      kind: "ProgressView", sizing: .flexibleWidth(idealWidth: 0, height: CGFloat(look.height)),
      drawing: look.drawing(
        fraction: fraction ?? 0, filledColor: environment.resolvedTint.coreColor,
        isRightToLeft: environment.layoutDirection == .rightToLeft))
    return context.nodes(
      of: VStack(alignment: .leading, spacing: Self.barSpacing) {
        label
        bar
        currentValueLabel.font(.caption).foregroundColor(.secondary)
      })
  }

  /// The space between the spinner and its label.
  static var spinnerToLabelSpacing: CGFloat { 8 }
  /// The space between the bar and its labels.
  static var barSpacing: CGFloat { 4 }
}
