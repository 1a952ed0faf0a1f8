/// Views made from a collection of data, one per element, each identified by an ID.
///
/// ```swift
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ForEach(contacts) { contact in ContactRow(contact: contact) }        // Identifiable
/// ForEach(names, id: \.self) { name in Text(name) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The data the views are made from.
  public var data: Data
  /// Makes the view of one element.
  public var content: (Data.Element) -> Content
  let id: KeyPath<Data.Element, ID>?
}

extension ForEach: View where Content: View {
  public typealias Body = Never

  /// A view per element of `data`, each identified by the element's `id` key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// A view per element of identifiable `data`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = \Data.Element.id
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// A view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.id = nil
    self.content = content
  }
}

extension ForEach: PrimitiveView where Content: View {
  /// Each element's views, tagged with the element's identity unless they have a tag of their own
  /// (as SwiftUI tags a `ForEach`'s views, so that a `Picker` finds its options).
  ///
  /// Where the container makes items on demand (``ResolveContext/allowsLazyItems``), one
  /// ``LazyItemsNode`` that makes an element's views when asked.
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.allowsLazyItems = false
    guard context.allowsLazyItems else { return data.flatMap { nodes(of: $0, in: inner) } }
    let (data, start) = (self.data, self.data.startIndex)
    return [
      LazyItemsNode(count: data.count) { offset in
        nodes(of: data[data.index(start, offsetBy: offset)], in: inner)
      }
    ]
  }

  /// The views of `element`, tagged with its identity.
  @MainActor private func nodes(of element: Data.Element, in context: ResolveContext) -> [LayoutNode] {
    let nodes = context.nodes(of: content(element))
    let identity: AnyHashable? =
      if let id { AnyHashable(element[keyPath: id]) } else {
        (element as? any Hashable).map { AnyHashable($0) }
      }
    if let identity { nodes.forEach { $0.tagIfUntagged(identity) } }
    return nodes
  }
}

/// A view that becomes a ``LazyItemsNode`` where its container allows it (`ForEach`).
protocol LazyItemsSource {}

extension ForEach: LazyItemsSource where Content: View {}
