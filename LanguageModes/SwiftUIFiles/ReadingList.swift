#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A reading list written the newest way: an `@Observable` model in the environment, `@Bindable`,
// `ForEach` over identifiable data, a custom `Layout`, and previews.

@Observable
final class ReadingList {
  var books = [
    Book(id: 1, title: "Notes on the Analytical Engine", pages: 65),
    Book(id: 2, title: "Sketch of the Engine", pages: 42),
  ]
  var showsPages = true
}

struct Book: Identifiable {
  let id: Int
  var title: String
  var pages: Int
}

struct ReadingListView: View {
  @Environment(ReadingList.self) private var list

  var body: some View {
    @Bindable var list = list
    VStack(alignment: .leading, spacing: 0) {
      Text("Reading list").font(.title2).bold().padding(.bottom, 8)
      ForEach(list.books) { book in
        BookRow(book: book, showsPages: $list.showsPages)
      }
      Spacer()
    }
    .padding()
  }
}

struct BookRow: View {
  let book: Book
  @Binding var showsPages: Bool

  var body: some View {
    EqualColumns {
      Text(book.title).lineLimit(1)
      if showsPages {
        Text("\(book.pages) pages").foregroundStyle(.secondary)
      }
    }
    .frame(height: 44)
    .accessibilityIdentifier("book\(book.id)")
  }
}

/// Two columns of equal width, each subview centred vertically at the leading edge of its column.
nonisolated struct EqualColumns: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    return CGSize(width: proposal.width ?? 320, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let width = bounds.width / 2
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + width * CGFloat(index), y: bounds.midY), anchor: .leading,
        proposal: ProposedViewSize(width: width, height: bounds.height))
    }
  }
}

struct ReadingListView_Previews: PreviewProvider {
  static var previews: some View {
    ReadingListView().environment(ReadingList())
  }
}

#Preview("Reading list") {
  ReadingListView().environment(ReadingList())
}
