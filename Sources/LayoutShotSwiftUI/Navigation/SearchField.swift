import LayoutShot

/// The search field `.searchable` shows below a navigation title, drawn as UIKit's navigation
/// bar draws its search controller's: a rounded field in the tertiary fill, the magnifying glass,
/// and the text or the prompt ("Search") in the placeholder colour (Documentation/Bars.md#search);
/// in the iOS 26 edition a 44-point capsule, the glass 12 in and the text 7 after it
/// (Documentation/Bars.md#ios-26-search).
struct SearchField: View {
  let search: NavigationBarContent.Search

  var body: some View {
    let metrics = BarMetrics(screen: LayoutRun.screen)
    HStack(spacing: metrics.searchTextSpacing) {
      Image(systemName: "magnifyingglass").foregroundStyle(Color(core: .secondaryLabel))
      shownText.font(.system(size: BarLook.searchFontSize)).lineLimit(1)
      Spacer(minLength: 0)
    }
    .padding(.horizontal, metrics.searchGlassInset)
    .frame(height: metrics.searchField)
    .background(
      RoundedRectangle(cornerRadius: metrics.searchCornerRadius)
        .fill(Color(core: BarLook.searchFill)))
  }

  /// The text typed, or the prompt while there is none.
  private var shownText: Text {
    guard search.text.isEmpty else { return Text(verbatim: search.text).foregroundColor(Color(core: .label)) }
    return (search.prompt ?? Text("Search")).foregroundColor(Color(core: .placeholderText))
  }
}
