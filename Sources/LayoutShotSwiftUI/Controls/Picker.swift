import Foundation
import LayoutShot

/// A control choosing one of several options (SwiftUI's `Picker`).
///
/// Each option is a view tagged with its value (`.tag(_:)`). Segmented (`.pickerStyle(.segmented)`): the options on a segmented
/// control as wide as it is offered; otherwise (`.menu`, the default on iOS): the selected option
/// with up-and-down chevrons, tinted; the label names the picker and is not drawn on iOS
/// (Documentation/SwiftUIControls.md#picker), except in a list or form row, where it leads and the
/// selected option and chevrons trail in the secondary colour.
///
/// ```swift
/// Picker("Appearance", selection: $appearance) {
///   Text("Light").tag(0)
///   Text("Dark").tag(1)
///   Text("Auto").tag(2)
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let selection: SelectionValue
  let label: Label
  let content: Content

  public typealias Body = Never

  /// A picker of `selection` among `content`'s tagged options, named by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection.wrappedValue
    self.label = label()
    self.content = content()
  }
}

extension Picker where Label == Text {
  /// A picker of `selection` among `content`'s tagged options, titled with the localized
  /// `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker of `selection` among `content`'s tagged options, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: View {}

extension Picker: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let selected = AnyHashable(selection)
    switch context.environment.pickerKind {
    case .segmented:
      let look = SegmentedNode.look
      // Each option's title is resolved in both weights; the selected one takes the heavier.
      func options(_ weight: Font.Weight) -> [LayoutNode] {
        context.withEnvironment { values in
          values.font = .system(size: CGFloat(look.titleSize), weight: weight)
          values.foregroundColor =
            values.isEnabled ? .primary : Color.primary.opacity(look.disabledTitleOpacity)
        }
        .nodes(of: content)
      }
      let regular = options(Font.Weight(coreWeight: look.titleWeight))
      let medium = options(Font.Weight(coreWeight: look.selectedTitleWeight))
      let titles = zip(regular, medium).map { $0.tag == selected ? $1 : $0 }
      return [SegmentedNode(titles: titles, selectedIndex: titles.firstIndex { $0.tag == selected })]
    case .menu:
      let option = context.nodes(of: content).first { $0.tag == selected }
      let menu = HStack(spacing: Self.chevronSpacing) {
        ResolvedNodes(nodes: option.map { [$0] } ?? [])
        Image(systemName: "chevron.up.chevron.down").imageScale(.small)
      }
      // In a list or form row the label leads and the menu, in the secondary colour, trails
      // (Documentation/SwiftUILists.md#forms).
      guard context.environment.isInListRow else {
        return context.nodes(of: menu.foregroundColor(context.environment.resolvedTint))
      }
      return context.nodes(
        of: HStack {
          label; Spacer(); menu.foregroundStyle(.secondary)
        })
    }
  }

  /// The space between the selected option and the chevrons of a menu picker.
  static var chevronSpacing: CGFloat { 4 }
}

/// Nodes already made, as a view: what a control puts in a stack beside its own parts.
private struct ResolvedNodes: View, PrimitiveView {
  let nodes: [LayoutNode]

  typealias Body = Never

  func makeNodes(in context: ResolveContext) -> [LayoutNode] { nodes }
}
