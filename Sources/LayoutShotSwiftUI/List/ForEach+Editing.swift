import Foundation

// What a list's rows do when edited: deleting, moving and swiping happen after the one frame a
// snapshot draws, so the actions are kept and not run, and the rows draw as without them
// (Documentation/SwiftUILists.md#editing).

extension ForEach where Content: View {
  /// `action` to delete the rows at the offsets given; not run in a snapshot.
  ///
  /// ```swift
  /// ForEach(items) { Text($0.name) }.onDelete { items.remove(atOffsets: $0) }
  /// ```
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }

  /// `action` to move the rows at the offsets given to an offset; not run in a snapshot.
  ///
  /// ```swift
  /// ForEach(items) { Text($0.name) }.onMove { items.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}

extension View {
  /// Buttons shown when the row is swiped from `edge`; a row at rest shows none.
  ///
  /// ```swift
  /// Text(message.subject).swipeActions { Button("Archive") { archive(message) } }
  /// ```
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    self
  }
}
