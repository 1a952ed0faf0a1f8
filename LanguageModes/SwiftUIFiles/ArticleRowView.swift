#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A news feed row: a square thumbnail, a two-line headline, the source and a relative date, and
// a bookmark button; rows stacked with dividers between them.

struct FeedArticle: Identifiable, Hashable {
  let id: Int
  let title: String
  let source: String
  let minutesToRead: Int
  var isBookmarked = false
}

struct ArticleRowView: View {
  let article: FeedArticle

  var body: some View {
    HStack(alignment: .top, spacing: 12) {
      RoundedRectangle(cornerRadius: 8, style: .continuous)
        .fill(Color.gray.opacity(0.25))
        .frame(width: 80, height: 80)
        .overlay {
          Image(systemName: "photo")
            .foregroundStyle(.secondary)
        }
      VStack(alignment: .leading, spacing: 6) {
        Text(article.title)
          .font(.headline)
          .lineLimit(2)
        Text(article.source.uppercased())
          .font(.caption.weight(.semibold))
          .foregroundStyle(.secondary)
        HStack {
          Label("\(article.minutesToRead) min", systemImage: "clock")
            .font(.caption)
            .foregroundStyle(.secondary)
          Spacer()
          Image(systemName: article.isBookmarked ? "bookmark.fill" : "bookmark")
            .foregroundStyle(article.isBookmarked ? Color.accentColor : Color.secondary)
        }
      }
    }
    .padding(.vertical, 8)
    .accessibilityElement(children: .combine)
  }
}

struct ArticleFeed: View {
  let articles: [FeedArticle]

  var body: some View {
    VStack(spacing: 0) {
      ForEach(articles) { article in
        ArticleRowView(article: article)
          .accessibilityIdentifier("article\(article.id)")
        if article.id != articles.last?.id {
          Divider()
        }
      }
    }
    .padding(.horizontal)
  }
}

#Preview {
  ArticleFeed(articles: [
    FeedArticle(
      id: 1, title: "The quiet comeback of the night train across Europe", source: "Travel Weekly",
      minutesToRead: 6),
    FeedArticle(
      id: 2, title: "Why bakers are switching to heritage grains", source: "Food & Craft", minutesToRead: 4,
      isBookmarked: true),
    FeedArticle(id: 3, title: "A short history of the index card", source: "Design Notes", minutesToRead: 9),
  ])
}
