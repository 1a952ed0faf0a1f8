import Foundation
import LayoutShot
import LayoutShotUIKit
import Raster
import Testing

/// UIKit's controls: their intrinsic sizes and priorities from UIKit's published and measured
/// values (each cited where the control is written), text fields and text views sized by their
/// text and insets, and what each draws for its state.
@MainActor
@Suite("UIKit controls")
struct ControlTests {
  /// The 17-point system font's line height, as our fonts give it.
  static let bodyLineHeight = Double(UIFont.systemFont(ofSize: 17).lineHeight)

  @Test func fixedSizeControlsHaveUIKitsSizes() {
    // Outside a layout, the default edition's: iOS 26's 63 × 28 switch (Documentation/Controls.md#ios-26).
    #expect(UISwitch().intrinsicContentSize == CGSize(width: 63, height: 28))
    // A switch framed at another size keeps UIKit's.
    #expect(
      UISwitch(frame: CGRect(x: 5, y: 6, width: 80, height: 30)).frame
        == CGRect(x: 5, y: 6, width: 63, height: 28))
    #expect(UIStepper().intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView().intrinsicContentSize == CGSize(width: 20, height: 20))
  }

  @Test func barsHaveAHeightAndNoWidth() {
    #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    #expect(UIProgressView(progressViewStyle: .default).intrinsicContentSize.height == 4)
    #expect(UIProgressView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
  }

  @Test func controlsHaveUIKitsHuggingInCode() {
    // Hugging 750 both ways for switches, steppers, page controls and activity indicators; 250
    // across and 750 down for sliders, progress views and segmented controls; 250 for fields.
    let both: [UIView] = [UISwitch(), UIStepper(), UIPageControl(), UIActivityIndicatorView(style: .medium)]
    for view in both {
      #expect(view.contentHuggingPriority(for: .horizontal) == .defaultHigh, "\(type(of: view))")
      #expect(view.contentHuggingPriority(for: .vertical) == .defaultHigh, "\(type(of: view))")
    }
    let down: [UIView] = [UISlider(), UIProgressView(), UISegmentedControl(items: ["A"])]
    for view in down {
      #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow, "\(type(of: view))")
      #expect(view.contentHuggingPriority(for: .vertical) == .defaultHigh, "\(type(of: view))")
    }
    for view in [UITextField(), UITextView()] as [UIView] {
      #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow, "\(type(of: view))")
      #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh, "\(type(of: view))")
    }
  }

  @Test func aSegmentedControlIsItsWidestSegmentTimesTheCount() {
    let control = UISegmentedControl(items: ["Day", "Week", "Month"])
    // Titles are measured in the selected font, semibold 13-point on iOS 26, the default edition
    // (Documentation/Controls.md#ios-26): each segment is the widest title plus 9 points either
    // side, and 1-point dividers (not drawn on iOS 26) sit between the three.
    let font = UIFont.systemFont(ofSize: 13, weight: .semibold)
    let widest = ["Day", "Week", "Month"].map { width(of: $0, in: font) }.max() ?? 0
    #expect(abs(control.intrinsicContentSize.width - (3 * (widest + 18) + 2)) < 1e-9)
    #expect(control.intrinsicContentSize.height == 32)
    control.apportionsSegmentWidthsByContent = true
    let sum = ["Day", "Week", "Month"].map { width(of: $0, in: font) + 18 }.reduce(0, +)
    #expect(abs(control.intrinsicContentSize.width - (sum + 2)) < 1e-9)
    control.setWidth(100, forSegmentAt: 0)
    #expect(control.widthForSegment(at: 0) == 100)
    #expect(control.numberOfSegments == 3)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func aPageControlIsSizedByItsDots() {
    let pages = UIPageControl()
    // No pages, no size (_intrinsicContentSizeWithPageControlSize:).
    #expect(pages.intrinsicContentSize == .zero)
    // Three 11.5-point boxes, two 8-point gaps and 14 points either side; 11.5 + 8 + 8 high.
    #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 3 * 11.5 + 2 * 8 + 28, height: 27.5))
    pages.numberOfPages = 3
    #expect(pages.intrinsicContentSize == pages.size(forNumberOfPages: 3))
    // The intrinsic size makes room for at most 8 pages.
    pages.numberOfPages = 25
    #expect(pages.intrinsicContentSize == CGSize(width: 8 * 11.5 + 7 * 8 + 28, height: 27.5))
    // The minimal style has no padding.
    pages.backgroundStyle = .minimal
    #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 3 * 11.5 + 2 * 8, height: 11.5))
    pages.currentPage = 40
    #expect(pages.currentPage == 40, "kept as set; drawing clamps it")
  }

  @Test func valuesStayInTheirRanges() {
    let slider = UISlider()
    #expect(slider.value == 0.5)
    slider.maximumValue = 0.25
    #expect(slider.value == 0.25)
    slider.setValue(-3, animated: true)
    #expect(slider.value == 0)
    let stepper = UIStepper()
    stepper.value = 150
    #expect(stepper.value == 100)
    let progress = UIProgressView()
    progress.setProgress(1.7, animated: false)
    #expect(progress.progress == 1)
  }

  @Test func anActivityIndicatorIsHiddenUntilItAnimates() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.isHidden)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }

  @Test func aRoundedTextFieldIsItsPlaceholderPlusInsets() throws {
    let field = UITextField()
    field.placeholder = "Email address"
    field.borderStyle = .roundedRect
    // 7 points either side of the placeholder; the line height plus 13, up to a whole point (34 on
    // iOS with San Francisco's 20.29-point line at 17 points).
    let textWidth = width(of: "Email address", in: .systemFont(ofSize: 17))
    #expect(abs(field.intrinsicContentSize.width - (textWidth + 14)) < 1e-9)
    #expect(abs(field.intrinsicContentSize.height - (Self.bodyLineHeight + 13).rounded(.up)) < 1e-9)
    // Typed text replaces the placeholder in the size.
    field.text = "me@example.com"
    #expect(
      abs(field.intrinsicContentSize.width - (width(of: "me@example.com", in: .systemFont(ofSize: 17)) + 14))
        < 1e-9)
    // Without a border, a field is its text.
    field.borderStyle = .none
    #expect(abs(field.intrinsicContentSize.height - Self.bodyLineHeight) < 1e-9)
  }

  @Test func aTextFieldSubclassPadsItsTextWithTextRect() throws {
    let field = PaddedTextField()
    field.text = "Search"
    let textWidth = width(of: "Search", in: .systemFont(ofSize: 17))
    #expect(abs(field.intrinsicContentSize.width - (textWidth + 32)) < 1e-9)
    #expect(abs(field.intrinsicContentSize.height - (Self.bodyLineHeight + 20)) < 1e-9)
  }

  @Test func aTextViewHasNoSizeWhileItScrolls() throws {
    let textView = UITextView()
    textView.text = "Hello"
    #expect(
      textView.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    #expect(textView.font == nil, "no font until set: 12-point system type is drawn")
    #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(textView.textContainer.lineFragmentPadding == 5)
  }

  @Test func aTextViewThatDoesNotScrollGrowsWithItsWrappedText() throws {
    let program = UIKitLayout.view("Notes") { () -> UIView in
      let root = UIView()
      let notes = UITextView()
      notes.accessibilityIdentifier = "notes"
      notes.isScrollEnabled = false
      notes.font = .systemFont(ofSize: 17)
      notes.text = String(repeating: "word ", count: 60)
      notes.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(notes)
      NSLayoutConstraint.activate([
        notes.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        notes.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        notes.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      ])
      return root
    }
    let solved = try LayoutEngine().solve(program, on: phone)
    #expect(solved.diagnostics == [])
    let frame = try #require(solved.frame(of: "notes"))
    #expect(frame.width == 335)
    // Wrapped at 335 less 5 + 5 of line fragment padding, plus 8 above and 8 below.
    let font = try #require(try? UIFont.systemFont(ofSize: 17).layoutShotFont.resolved())
    let lines = Typesetter.layout(
      String(repeating: "word ", count: 60), font: font, width: 325,
      style: ParagraphStyle(lineBreakMode: .byWordWrapping, numberOfLines: 0)
    ).lines.count
    #expect(lines > 1)
    let expected = Double(lines) * font.lineHeight + 16
    #expect(abs(frame.height - expected) <= 0.5, "\(frame.height) for \(lines) lines")
  }

  @Test func controlsDrawTheirState() throws {
    let solved = try LayoutEngine().solve(ControlBoard.program, on: ControlBoard.screen)
    #expect(solved.diagnostics == [])
    let image = try Raster.Image(pngData: try solved.pngData())
    func pixel(_ x: Double, _ y: Double) -> [Int] {
      let (column, row) = (Int(x * 2), Int(y * 2))
      return image.bytes[(row * image.width + column) * 4..<(row * image.width + column + 1) * 4].map(
        Int.init)
    }
    let white = [255, 255, 255, 255], green = [52, 199, 89, 255], blue = [0, 122, 255, 255]
    // Switches at (20, 20) on and (100, 20) off, 51 × 31; the thumb (27 across, 2 in) is on the
    // right when on and on the left when off.
    #expect(pixel(20 + 8, 20 + 15.5) == green, "on: green track left of the thumb")
    #expect(pixel(20 + 51 - 15.5, 20 + 15.5) == white, "on: thumb on the right")
    #expect(pixel(100 + 15.5, 20 + 15.5) == white, "off: thumb on the left")
    #expect(pixel(100 + 42, 20 + 15.5) != green, "off: no green")
    // Slider (20, 70, 200 × 31) at 0.25: the thumb's centre is at 14 + 0.25 × 172 = 57; the
    // track is blue left of it and not right of it.
    #expect(pixel(20 + 30, 70 + 15.5) == blue)
    #expect(pixel(20 + 57, 70 + 15.5) == white, "thumb")
    #expect(pixel(20 + 150, 70 + 15.5) != blue)
    // Progress (20, 120, 200 × 4) at 0.5: blue to 120 points, not beyond.
    #expect(pixel(20 + 60, 122) == blue)
    #expect(pixel(20 + 160, 122) != blue)
    // Segmented control (20, 140) with the middle of three segments selected: a white plate in
    // the middle segment, the grey track in the first.
    let segments = try #require(solved.frame(of: "segments"))
    #expect(pixel(segments.midX, segments.minY + 4) == white)
    #expect(pixel(segments.minX + 4, segments.minY + 16) != white)
    // Activity indicators: the stopped one draws nothing, the animating one draws its top spoke.
    let running = try #require(solved.frame(of: "running"))
    #expect(pixel(running.midX, running.minY + 3) != white)
    let stopped = try #require(solved.frame(of: "stopped"))
    #expect(pixel(stopped.midX, stopped.minY + 3) == white)
  }

  /// The width of `text` on one line in `font`, as the typesetter measures it.
  private func width(of text: String, in font: UIFont) -> CGFloat {
    guard let resolved = try? font.layoutShotFont.resolved() else { return -1 }
    return CGFloat(Typesetter.layout(text, font: resolved, width: nil, style: ParagraphStyle()).usedWidth)
  }
}

/// A search field as apps pad one: 16 points across and 10 down around the text.
final class PaddedTextField: UITextField {
  let padding = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
  override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
  override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
}

/// Every control in a known state, placed by frame on a white 2x screen.
enum ControlBoard {
  static let screen = Screen(device: "board", size: Size(width: 320, height: 320), scale: 2, os: .ios18)

  static let program = UIKitLayout.view("Controls") { () -> UIView in
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
    root.backgroundColor = .white
    let on = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
    on.isOn = true
    let off = UISwitch(frame: CGRect(x: 100, y: 20, width: 0, height: 0))
    let slider = UISlider(frame: CGRect(x: 20, y: 70, width: 200, height: 31))
    slider.value = 0.25
    let progress = UIProgressView(frame: CGRect(x: 20, y: 120, width: 200, height: 4))
    progress.progress = 0.5
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    segments.accessibilityIdentifier = "segments"
    segments.selectedSegmentIndex = 1
    segments.frame = CGRect(origin: CGPoint(x: 20, y: 140), size: segments.intrinsicContentSize)
    let running = UIActivityIndicatorView(style: .large)
    running.accessibilityIdentifier = "running"
    running.frame = CGRect(x: 20, y: 200, width: 37, height: 37)
    running.startAnimating()
    let stopped = UIActivityIndicatorView(style: .large)
    stopped.accessibilityIdentifier = "stopped"
    stopped.frame = CGRect(x: 80, y: 200, width: 37, height: 37)
    let stepper = UIStepper(frame: CGRect(x: 140, y: 200, width: 94, height: 32))
    stepper.value = 3
    let pages = UIPageControl(frame: CGRect(x: 20, y: 250, width: 200, height: 27.5))
    pages.numberOfPages = 4
    pages.currentPage = 1
    pages.pageIndicatorTintColor = .systemGray4
    pages.currentPageIndicatorTintColor = .label
    let field = UITextField(frame: CGRect(x: 20, y: 280, width: 200, height: 34))
    field.borderStyle = .roundedRect
    field.placeholder = "Email"
    for view in [on, off, slider, progress, segments, running, stopped, stepper, pages, field] as [UIView] {
      root.addSubview(view)
    }
    return root
  }
}
