import LayoutShot

/// What a table shows after a layout: the rectangles of every section (header, rows, footer) in
/// the content's coordinates, and the views made for the visible ones.
@MainActor
struct TableContents {
  /// The rectangles of one section.
  struct Section {
    /// The header's rectangle (zero height when there is none).
    var header = CGRect.zero
    /// The left edge and width of the rows.
    var rowX: CGFloat = 0
    var rowWidth: CGFloat = 0
    /// Each row's top and height.
    var rowTops: [CGFloat] = []
    var rowHeights: [CGFloat] = []
    /// The footer's rectangle.
    var footer = CGRect.zero

    /// The rectangle of `row`, if the section has it.
    func rowRect(_ row: Int) -> CGRect? {
      guard rowTops.indices.contains(row) else { return nil }
      return CGRect(x: rowX, y: rowTops[row], width: rowWidth, height: rowHeights[row])
    }

    /// The section's whole rectangle, from its header's top to its footer's bottom.
    var bounds: CGRect {
      CGRect(x: 0, y: header.minY, width: max(header.width, footer.width), height: footer.maxY - header.minY)
    }
  }

  var sections: [Section] = []
  /// The cells shown, top to bottom.
  var cells: [(indexPath: IndexPath, cell: UITableViewCell)] = []
  /// The header and footer views shown, by section.
  var headers: [Int: UIView] = [:]
  var footers: [Int: UIView] = [:]
  /// The separators shown.
  var separators: [TableSeparatorView] = []
}

/// The constraints that hold a view of a table at its rectangle in the content.
@MainActor
struct TablePlacement {
  let top: NSLayoutConstraint
  let leading: NSLayoutConstraint
  let width: NSLayoutConstraint
  let height: NSLayoutConstraint

  /// Holds `view` at `rect` in `guide`'s coordinates.
  init(_ view: UIView, in guide: UILayoutGuide, at rect: CGRect) {
    view.translatesAutoresizingMaskIntoConstraints = false
    top = view.topAnchor.constraint(equalTo: guide.topAnchor, constant: rect.minY)
    leading = view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: rect.minX)
    width = view.widthAnchor.constraint(equalToConstant: rect.width)
    height = view.heightAnchor.constraint(equalToConstant: rect.height)
    NSLayoutConstraint.activate([top, leading, width, height])
  }

  /// Moves the view to `rect`.
  func move(to rect: CGRect) {
    top.constant = rect.minY
    leading.constant = rect.minX
    width.constant = rect.width
    height.constant = rect.height
  }

  /// Lets the view go.
  func remove() {
    NSLayoutConstraint.deactivate([top, leading, width, height])
  }
}

/// A line between two rows of a table, 1 pixel tall in the table's separator colour.
final class TableSeparatorView: UIView {}
