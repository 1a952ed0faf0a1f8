import Foundation
import LayoutShot

/// Rows of data in sections, drawn at rest in the style of the environment (`.listStyle(_:)`;
/// inset grouped on iPhone by default), with UIKit's list metrics
/// (Documentation/SwiftUILists.md).
///
/// ```swift
/// List {
///   Section("Favourites") {
///     ForEach(favourites) { ContactRow(contact: $0) }
///   }
///   Section {
///     Text("Add Contact")
///   } footer: {
///     Text("Contacts sync with your account.")
///   }
/// }
/// .listStyle(.insetGrouped)
/// ```
///
/// The list takes the size it is proposed. Each view of its content is a row (a `ForEach`'s
/// views are made only for the rows that show), views outside sections make sections of their
/// own, and a selection is kept but not drawn (a snapshot is not in edit mode).
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content

  /// A list of the rows `content` builds, whose selection is `selection`.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list of the rows `content` builds, with several rows selectable.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public typealias Body = Never
}

extension List where SelectionValue == Never {
  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list of a row per element of identifiable `data`.
  ///
  /// ```swift
  /// List(contacts) { contact in Text(contact.name) }
  /// ```
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list of a row per element of `data`, identified by the key path `id`.
  ///
  /// ```swift
  /// List(names, id: \.self) { Text($0) }
  /// ```
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of a row per integer of a constant range.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    self.content = ForEach(data, content: rowContent)
  }
}

extension List {
  /// A list of a row per element of identifiable `data`, whose selection is `selection`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list of a row per element of `data`, identified by `id`, whose selection is `selection`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }
}

extension List: PrimitiveView {
  /// A ``ListNode`` of the content's sections, grown under the container safe area.
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let style = context.environment.listStyleKind
    return [Self.node(of: content, style: style, in: context)]
  }

  /// The node of a list (or form) of `content` in `style`: its sections made with the header and
  /// footer looks of the style, rows made on demand, grown under the container safe area.
  static func node(of content: Content, style: ListStyleKind, in context: ResolveContext) -> LayoutNode {
    var inner = context
    inner.stackAxis = nil
    inner.keepsSections = true
    inner.allowsLazyItems = true
    inner.environment.isInListRow = true
    inner.sectionHeaderStyle = { ListTitleStyle.header(style: style, environment: &$0) }
    inner.sectionFooterStyle = { ListTitleStyle.footer(style: style, environment: &$0) }
    let environment = context.environment
    let geometry = ListGeometry(
      style: style, margin: ListMetrics.horizontalMargin, pixel: 1 / environment.displayScale,
      sectionSpacing: style.isGrouped ? environment.listSectionSpacing.length : nil)
    let list = ListNode(
      parts: parts(of: inner.nodes(of: content)), geometry: geometry, environment: environment)
    return SafeAreaIgnoringNode(child: list, regions: .container, edges: .all)
  }

  /// The sections of a list's content: each kept section, and the views between them as sections
  /// of their own.
  private static func parts(of nodes: [LayoutNode]) -> [ListNode.Part] {
    var parts: [ListNode.Part] = []
    var loose = ListNode.Part()
    for node in nodes {
      guard let section = node as? SectionNode else {
        loose.rows.append(node)
        continue
      }
      if !loose.rows.isEmpty { parts.append(loose) }
      loose = ListNode.Part()
      parts.append(
        ListNode.Part(
          header: section.header, rows: section.isExpanded ? section.content : [], footer: section.footer,
          headerProminence: section.headerProminence))
    }
    if !loose.rows.isEmpty || parts.isEmpty { parts.append(loose) }
    return parts
  }
}
