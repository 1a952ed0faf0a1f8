import LayoutShot

/// Every stack view distribution and alignment, one row each, named: the stack view lesson.
///
/// The lesson: what each setting does with the same three views. The five distributions arrange
/// three labels of different lengths in a row as wide as the screen allows: `fill` gives the slack
/// to the view that hugs least (the last one here), `fillEqually` makes them one width,
/// `fillProportionally` shares the width in proportion to their text, `equalSpacing` keeps their
/// widths and spreads the gaps, `equalCentering` spreads their centres. The six alignments arrange
/// three labels of different sizes (12, 20 and 32 points) in a taller row: `fill` stretches them,
/// `top`, `center` and `bottom` place them, and `firstBaseline` and `lastBaseline` line their text
/// up. The rows hang in a vertical stack inside a scroll view, so the gallery is taller than a
/// phone's screen; the `content` extent shows all of it.
public struct StackGallery: LayoutProgram {
  public init() {}

  /// The row's three texts for the distributions.
  static let words = ["One", "Three", "Twenty-one"]

  public func body(root: View, screen: Screen) -> LayoutBody {
    let scroll = ScrollView("scroll")
    let gallery = StackView("gallery")
    gallery.axis = .vertical
    gallery.spacing = 6
    root.addSubview(scroll)
    scroll.addSubview(gallery)
    scroll.pinEdges(to: root)
    gallery.pinEdges(
      to: scroll.contentLayoutGuide,
      insets: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    gallery.width == scroll.frameLayoutGuide.width - 32

    let distributions: [(String, StackView.Distribution)] = [
      ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
      ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]
    for (name, distribution) in distributions {
      let row = Self.row(name: "distribution.\(name)", texts: Self.words, sizes: [15, 15, 15])
      row.distribution = distribution
      // The last label hugs least, so `fill` gives it the slack rather than breaking a tie.
      row.arrangedSubviews.last?.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
      row.spacing = 8
      Self.add(row, titled: "distribution: .\(name)", to: gallery)
    }
    let alignments: [(String, StackView.Alignment)] = [
      ("fill", .fill), ("top", .top), ("center", .center), ("bottom", .bottom),
      ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
    ]
    for (name, alignment) in alignments {
      let row = Self.row(
        name: "alignment.\(name)", texts: ["Small", "Medium", "Large"], sizes: [12, 20, 32])
      row.alignment = alignment
      row.distribution = .equalSpacing
      row.height == 56
      Self.add(row, titled: "alignment: .\(name)", to: gallery)
    }
  }

  /// A horizontal stack of three coloured labels named `name.0` to `name.2`, on a grey band.
  static func row(name: String, texts: [String], sizes: [Double]) -> StackView {
    let colors: [Color] = [.systemTeal, .systemOrange, .systemPurple]
    let labels = texts.indices.map { index -> Label in
      let label = Label("\(name).\(index)", text: texts[index])
      label.font = .systemFont(ofSize: sizes[index])
      label.textColor = .white
      label.backgroundColor = colors[index]
      return label
    }
    let row = StackView(name, arrangedSubviews: labels)
    row.backgroundColor = .systemGray6
    return row
  }

  /// `row` under a caption naming its setting, with room after it.
  static func add(_ row: StackView, titled title: String, to gallery: StackView) {
    let caption = Label("\(row.name ?? "row").caption", text: title)
    caption.font = .systemFont(ofSize: 12)
    caption.textColor = .secondaryLabel
    gallery.addArrangedSubview(caption)
    gallery.addArrangedSubview(row)
    gallery.setCustomSpacing(16, after: row)
  }
}
