import LayoutShot
import LayoutShotUIKit
import Testing

/// `UIScrollView` written as apps write it: the content guide, the frame guide, and what UIKit
/// reports after layout (content size, adjusted inset, resting offset, subviews' frames in the
/// content's coordinates).
@MainActor
@Suite("UIScrollView")
struct UIScrollViewTests {
  /// A controller with a full-screen scroll view holding a column of `rows` 100-point rows.
  final class FeedViewController: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    var rows: [UIView] = []
    let rowCount: Int

    init(rows: Int) {
      rowCount = rows
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      contentView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scrollView)
      scrollView.addSubview(contentView)
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      ])
      var above = contentView.topAnchor
      for _ in 0..<rowCount {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
          row.topAnchor.constraint(equalTo: above),
          row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
          row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
          row.heightAnchor.constraint(equalToConstant: 100),
        ])
        above = row.bottomAnchor
        rows.append(row)
      }
      rows.last?.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).isActive = true
    }
  }

  @Test func afterLayoutTheScrollViewReportsWhatUIKitReports() throws {
    nonisolated(unsafe) var made: FeedViewController?
    let program = UIKitLayout.controller("Feed") { () -> FeedViewController in
      let controller = FeedViewController(rows: 12)
      made = controller
      return controller
    }
    let solved = try LayoutEngine().solve(program, on: phone)
    #expect(solved.diagnostics == [])
    let controller = try #require(made)
    // 12 rows of 100 on a 375-wide phone: the content scrolls down, so the 20-point status bar
    // is added at the top (the phone has no bottom inset).
    #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 1200))
    #expect(controller.scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: -20))
    // Frames of the content are in the content's coordinates; on screen it starts at 20.
    #expect(controller.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 1200))
    #expect(controller.rows[3].frame == CGRect(x: 0, y: 300, width: 375, height: 100))
    #expect(solved.frame(of: "contentView") == Rect(x: 0, y: 20, width: 375, height: 1200))
  }

  @Test func aTextViewScrollsUntilToldNotToAndThenIsItsText() throws {
    // A text view is a scroll view: scrolling on by default, and then no intrinsic size.
    let textView = UITextView()
    textView.text = "Hi"
    #expect(textView.isScrollEnabled)
    #expect(
      textView.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    // Off, it is its one line of 12-point text plus 8 above and below and 5 either side.
    textView.isScrollEnabled = false
    let font = try #require(try? UIFont.systemFont(ofSize: 12).layoutShotFont.resolved())
    let line = Typesetter.layout("Hi", font: font, width: nil, style: ParagraphStyle())
    let size = textView.intrinsicContentSize
    #expect(abs(size.width - (line.usedWidth + 10)) < 1e-9)
    #expect(abs(size.height - (font.lineHeight + 16)) < 1e-9)
  }
}
