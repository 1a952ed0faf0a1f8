import LayoutShot

/// The dots of a page-style `TabView`, drawn as `UIPageControl` draws them (the core's
/// `PageControlLook`): one per page, the current page's opaque.
struct PageIndicator: View {
  let count: Int
  let current: Int

  var body: some View {
    let look = PageControlLook()
    DrawnControl(
      kind: "PageIndicator",
      sizing: .fixed(look.size(forNumberOfPages: min(count, look.maximumVisiblePages))),
      drawing: look.drawing(pages: count, current: current))
  }
}
