import LayoutShot

/// Holds views at frames in a scroll view's content, and the content at a size, through
/// constraints on the content guide: a view's frame is then reported in the content's
/// coordinates, as UIKit reports a cell's, whatever the resting offset.
///
/// Each view keeps its four constraints while it is placed; a new frame only changes their
/// constants, so the layout is unchanged when the frame is.
@MainActor
final class ContentPlacement {
  private let guide: UILayoutGuide
  private let contentWidth: NSLayoutConstraint
  private let contentHeight: NSLayoutConstraint
  private var placed: [ObjectIdentifier: [NSLayoutConstraint]] = [:]

  /// A placement in the content of the scroll view `guide` belongs to, whose content is empty
  /// until ``setContentSize(_:)``.
  init(guide: UILayoutGuide) {
    self.guide = guide
    contentWidth = guide.widthAnchor.constraint(equalToConstant: 0)
    contentHeight = guide.heightAnchor.constraint(equalToConstant: 0)
    contentWidth.isActive = true
    contentHeight.isActive = true
  }

  /// Gives the content `size`.
  func setContentSize(_ size: CGSize) {
    contentWidth.constant = Double(max(0, size.width))
    contentHeight.constant = Double(max(0, size.height))
  }

  /// Holds `view` (a subview of the scroll view) at `frame`, in the content's coordinates.
  func place(_ view: UIView, at frame: CGRect) {
    let values = [frame.minX, frame.minY, max(0, frame.width), max(0, frame.height)].map(Double.init)
    if let constraints = placed[ObjectIdentifier(view)] {
      for (constraint, value) in zip(constraints, values) where constraint.constant != value {
        constraint.constant = value
      }
      return
    }
    let core = view.layoutShotView
    core.translatesAutoresizingMaskIntoConstraints = false
    let constraints = [
      core.leftAnchor.constraint(equalTo: guide.leftAnchor, constant: values[0]),
      core.topAnchor.constraint(equalTo: guide.topAnchor, constant: values[1]),
      core.widthAnchor.constraint(equalToConstant: values[2]),
      core.heightAnchor.constraint(equalToConstant: values[3]),
    ]
    for constraint in constraints { constraint.isActive = true }
    placed[ObjectIdentifier(view)] = constraints
  }

  /// Lets go of `view`.
  func remove(_ view: UIView) {
    for constraint in placed.removeValue(forKey: ObjectIdentifier(view)) ?? [] { constraint.isActive = false }
  }
}
