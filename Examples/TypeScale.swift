import LayoutShot

/// Four labels of different sizes, each as wide and as tall as its text, stacked and centred.
///
/// The lesson: a label's intrinsic content size comes from its text and font, so a label needs
/// only a position: no width or height constraint. Each label here is centred horizontally in the
/// safe area, the first 20 points below its top and each next one 8 points below the one before;
/// the text decides the rest. The sizes come from the system font (Inter's advance widths and
/// kerning, San Francisco's tracking and line height), rounded up to whole pixels as UIKit rounds a
/// label's size:
///
/// | label | font | text | width | size at 2x |
/// | --- | --- | --- | --- | --- |
/// | `caption` | 12 pt | "The quick brown fox jumps over the lazy dog" | 59,588 units, no tracking: 253.93 | 254 × 14.5 |
/// | `body` | 17 pt | "Hello, World!" | 16,776 units, 13 × −0.442: 95.53 | 96 × 20.5 |
/// | `title` | bold 28 pt | "LayoutShot" | about 15,772 units, 10 × −0.666: 150.16 | 150.5 × 33.5 |
/// | `largeTitle` | bold 34 pt | "Snapshots" | about 14,733 units, 9 × −0.894: 169.84 | 170 × 41 |
///
/// (2,816 units to the em; the bold widths are of the variable font's weight-700 instance.)
public struct TypeScale: LayoutProgram {
  public init() {}

  public func body(root: View, screen: Screen) -> LayoutBody {
    let caption = Label("caption", text: "The quick brown fox jumps over the lazy dog")
    caption.font = .systemFont(ofSize: 12)
    let body = Label("body", text: "Hello, World!")
    body.font = .systemFont(ofSize: 17)
    let title = Label("title", text: "LayoutShot")
    title.font = .boldSystemFont(ofSize: 28)
    let largeTitle = Label("largeTitle", text: "Snapshots")
    largeTitle.font = .boldSystemFont(ofSize: 34)
    let labels = [caption, body, title, largeTitle]
    root.addSubviews(labels)
    let safeArea = root.safeAreaLayoutGuide

    // Centred in the safe area; no widths or heights: the texts size the labels.
    for label in labels {
      label.centerX == safeArea.centerX
    }
    // Stacked: 20 points below the safe area's top, then 8 points apart.
    caption.top == safeArea.top + 20
    body.top == caption.bottom + 8
    title.top == body.bottom + 8
    largeTitle.top == title.bottom + 8
  }
}
