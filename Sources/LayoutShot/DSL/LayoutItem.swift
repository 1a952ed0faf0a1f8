/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Every item has the anchors of UIKit under their UIKit names (`leadingAnchor`, `widthAnchor`, …)
/// and under short names for the operator form (`leading`, `width`, …):
///
/// ```swift
/// card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
/// card.width == 2 * icon.width ~ .defaultHigh
/// ```
///
/// Items are reference objects, compared by identity, as UIKit's are; what leaves a layout
/// program (``Layout``, ``SolvedLayout``) is made of values.
public class LayoutItem {
  /// Where the item was created.
  public let creationLocation: SourceLocation
  /// Active constraints whose first item is this one, in activation order.
  package var activeConstraints: [LayoutConstraint] = []

  init(location: SourceLocation) {
    self.creationLocation = location
  }

  /// The name the item has in descriptions: a view's name, or its owner's name and the guide's.
  public var displayName: String { "item" }

  // MARK: UIKit anchors

  /// The leading edge: the left one in a left-to-right layout, the right one in a right-to-left layout.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
  /// The trailing edge: the right one in a left-to-right layout, the left one in a right-to-left layout.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
  /// The left edge, whatever the layout direction.
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
  /// The right edge, whatever the layout direction.
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
  /// The top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
  /// The vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
  /// The width.
  public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
  /// The height.
  public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

  // MARK: Short anchors for the operator form

  /// The short name of ``leadingAnchor``, for the operator form: `view.leading`.
  public var leading: LayoutXAxisAnchor { leadingAnchor }
  /// The short name of ``trailingAnchor``, for the operator form: `view.trailing`.
  public var trailing: LayoutXAxisAnchor { trailingAnchor }
  /// The short name of ``leftAnchor``, for the operator form: `view.left`.
  public var left: LayoutXAxisAnchor { leftAnchor }
  /// The short name of ``rightAnchor``, for the operator form: `view.right`.
  public var right: LayoutXAxisAnchor { rightAnchor }
  /// The short name of ``centerXAnchor``, for the operator form: `view.centerX`.
  public var centerX: LayoutXAxisAnchor { centerXAnchor }
  /// The short name of ``topAnchor``, for the operator form: `view.top`.
  public var top: LayoutYAxisAnchor { topAnchor }
  /// The short name of ``bottomAnchor``, for the operator form: `view.bottom`.
  public var bottom: LayoutYAxisAnchor { bottomAnchor }
  /// The short name of ``centerYAnchor``, for the operator form: `view.centerY`.
  public var centerY: LayoutYAxisAnchor { centerYAnchor }
  /// The short name of ``widthAnchor``, for the operator form: `view.width`.
  public var width: LayoutDimension { widthAnchor }
  /// The short name of ``heightAnchor``, for the operator form: `view.height`.
  public var height: LayoutDimension { heightAnchor }
}
