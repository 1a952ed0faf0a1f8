#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

/// Every UIKit control LayoutShot draws, in each of its states, on one scrolling screen written
/// as plain UIKit code.
///
/// The lesson: a review sees controls, not grey boxes. Each section is labelled and shows one kind
/// of control in the states UIKit draws differently: on and off, enabled and disabled, tinted,
/// empty and full, selected, with a placeholder or text. The sections sit in a vertical stack
/// pinned inside a scroll view, as in `SettingsForm`; each row is a horizontal stack of a caption
/// and the controls it names. Snapshotted in light and in dark, where every colour comes from
/// UIKit's dynamic system colours, and in the iOS 26 edition, where the controls take their Liquid
/// Glass looks and the Glass section's buttons are glass (an iOS 18 screen draws them gray and
/// filled).
final class ControlsGalleryViewController: UIViewController {
  private let scrollView = UIScrollView()
  private let column = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Controls"
    view.backgroundColor = .systemBackground

    column.axis = .vertical
    column.spacing = 12
    column.translatesAutoresizingMaskIntoConstraints = false
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(column)

    addSection(
      "Switches",
      rows: [
        ("On, off", [makeSwitch(on: true), makeSwitch(on: false)]),
        (
          "Disabled, tint", [makeSwitch(on: true, enabled: false), makeSwitch(on: true, tint: .systemIndigo)]
        ),
      ])
    addSection(
      "Sliders",
      rows: [
        ("0", [makeSlider(0)]), ("0.5", [makeSlider(0.5)]), ("1", [makeSlider(1)]),
        ("Tinted", [makeSlider(0.7, tint: .systemOrange)]),
      ])
    addSection(
      "Progress and pages",
      rows: [
        ("0.3", [makeProgress(0.3)]), ("Tinted", [makeProgress(0.8, tint: .systemPink)]),
        ("Pages", [makePageControl()]),
      ])
    addSection(
      "Activity and steppers",
      rows: [
        ("Spinners", [makeSpinner(.medium), makeSpinner(.large)]),
        ("Stepper", [UIStepper(), makeStepper(enabled: false)]),
      ])
    addSection(
      "Segmented controls",
      rows: [
        ("Selected 1", [makeSegments(selected: 1)]),
        ("None", [makeSegments(selected: UISegmentedControl.noSegment)]),
        ("Tinted", [makeSegments(selected: 0, tint: .systemYellow)]),
        ("Disabled", [makeSegments(selected: 2, enabled: false)]),
      ])
    addSection(
      "Text fields",
      rows: [
        ("Rounded", [makeField(.roundedRect, placeholder: "Placeholder")]),
        ("Text, clear", [makeField(.roundedRect, text: "Anna Lindqvist", clears: true)]),
        ("Disabled", [makeField(.roundedRect, text: "Read only", enabled: false)]),
        ("Line", [makeField(.line, placeholder: "Line border")]),
        ("Bezel", [makeField(.bezel, text: "Bezel border")]),
        ("None", [makeField(.none, placeholder: "No border")]),
      ])
    addSection("Text view", rows: [("Body", [makeTextView()])])
    addSection(
      "Buttons",
      rows: [
        ("Plain, gray", [makeButton(.plain(), "Plain"), makeButton(.gray(), "Gray")]),
        ("Tinted, filled", [makeButton(.tinted(), "Tinted"), makeButton(.filled(), "Filled")]),
        ("Bordered", [makeButton(.bordered(), "Bordered"), makeButton(.borderedTinted(), "Tinted")]),
        (
          "Prominent",
          [makeButton(.borderedProminent(), "Prominent"), makeButton(.filled(), "Capsule", capsule: true)]
        ),
        (
          "Disabled",
          [makeButton(.filled(), "Filled", enabled: false), makeButton(.tinted(), "Tinted", enabled: false)]
        ),
        (
          "Selected",
          [makeButton(.plain(), "Plain", selected: true), makeButton(.tinted(), "Tinted", selected: true)]
        ),
        ("System", [makeSystemButton("Normal"), makeSystemButton("Disabled", enabled: false)]),
      ])
    // Liquid Glass buttons (iOS 26); an iOS 18 screen draws them as gray and filled buttons.
    addSection(
      "Glass",
      rows: [
        ("Regular", [makeButton(.glass(), "Glass"), makeButton(.prominentGlass(), "Prominent")]),
        ("Clear", [makeButton(.clearGlass(), "Clear"), makeButton(.prominentClearGlass(), "Prominent")]),
      ])

    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      column.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
      column.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
      column.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
      column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -24),
      column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
    ])
  }

  /// A section: its header, then a row for each caption and the controls it names.
  private func addSection(_ title: String, rows: [(String, [UIView])]) {
    let header = UILabel()
    header.text = title.uppercased()
    header.font = .preferredFont(forTextStyle: .footnote)
    header.textColor = .secondaryLabel
    column.addArrangedSubview(header)
    column.setCustomSpacing(8, after: header)
    for (index, (caption, controls)) in rows.enumerated() {
      let label = UILabel()
      label.text = caption
      label.font = .preferredFont(forTextStyle: .subheadline)
      label.widthAnchor.constraint(equalToConstant: 110).isActive = true
      // Controls of a fixed size keep it: an empty view after them takes the rest of the row.
      let stretches = controls.contains {
        $0 is UISlider || $0 is UIProgressView || $0 is UISegmentedControl
          || $0 is UITextField || $0 is UITextView
      }
      let row = UIStackView(arrangedSubviews: [label] + controls + (stretches ? [] : [UIView()]))
      row.axis = .horizontal
      row.alignment = .center
      row.spacing = 12
      column.addArrangedSubview(row)
      if index == rows.count - 1 { column.setCustomSpacing(28, after: row) }
    }
  }

  private func makeSwitch(on: Bool, enabled: Bool = true, tint: UIColor? = nil) -> UISwitch {
    let toggle = UISwitch()
    toggle.isOn = on
    toggle.isEnabled = enabled
    toggle.onTintColor = tint
    return toggle
  }

  private func makeSlider(_ value: Float, tint: UIColor? = nil) -> UISlider {
    let slider = UISlider()
    slider.value = value
    if let tint { slider.minimumTrackTintColor = tint }
    return slider
  }

  private func makeProgress(_ progress: Float, tint: UIColor? = nil) -> UIProgressView {
    let bar = UIProgressView(progressViewStyle: .default)
    bar.progress = progress
    if let tint { bar.progressTintColor = tint }
    return bar
  }

  private func makePageControl() -> UIPageControl {
    let pages = UIPageControl()
    pages.numberOfPages = 5
    pages.currentPage = 1
    pages.pageIndicatorTintColor = .systemGray4
    pages.currentPageIndicatorTintColor = .label
    return pages
  }

  private func makeSpinner(_ style: UIActivityIndicatorView.Style) -> UIActivityIndicatorView {
    let spinner = UIActivityIndicatorView(style: style)
    spinner.startAnimating()
    return spinner
  }

  private func makeStepper(enabled: Bool) -> UIStepper {
    let stepper = UIStepper()
    stepper.isEnabled = enabled
    return stepper
  }

  private func makeSegments(selected: Int, tint: UIColor? = nil, enabled: Bool = true) -> UISegmentedControl {
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    segments.selectedSegmentIndex = selected
    segments.selectedSegmentTintColor = tint
    segments.isEnabled = enabled
    return segments
  }

  private func makeField(
    _ style: UITextField.BorderStyle, placeholder: String? = nil, text: String? = nil, clears: Bool = false,
    enabled: Bool = true
  ) -> UITextField {
    let field = UITextField()
    field.borderStyle = style
    field.placeholder = placeholder
    field.text = text
    field.clearButtonMode = clears ? .always : .never
    field.isEnabled = enabled
    return field
  }

  private func makeTextView() -> UITextView {
    let textView = UITextView()
    textView.isScrollEnabled = false
    textView.font = .preferredFont(forTextStyle: .body)
    textView.text = "A text view wraps its text inside 8 points above and below and 5 at the sides."
    textView.backgroundColor = .secondarySystemBackground
    return textView
  }

  private func makeButton(
    _ configuration: UIButton.Configuration, _ title: String, capsule: Bool = false, enabled: Bool = true,
    selected: Bool = false
  ) -> UIButton {
    var configuration = configuration
    configuration.title = title
    if capsule { configuration.cornerStyle = .capsule }
    let button = UIButton(configuration: configuration)
    button.isEnabled = enabled
    // A toggle that is on (`changesSelectionAsPrimaryAction`), drawn in its selection style.
    button.changesSelectionAsPrimaryAction = selected
    button.isSelected = selected
    return button
  }

  private func makeSystemButton(_ title: String, enabled: Bool = true) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.isEnabled = enabled
    return button
  }
}
