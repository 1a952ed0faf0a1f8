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
  var activeConstraints: [LayoutConstraint] = []

  init(location: SourceLocation) {
    self.creationLocation = location
  }

  /// The name the item has in descriptions: a view's name, or its owner's name and the guide's.
  public var displayName: String { "item" }

  // MARK: UIKit anchors

  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
  public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
  public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

  // MARK: Short anchors for the operator form

  public var leading: LayoutXAxisAnchor { leadingAnchor }
  public var trailing: LayoutXAxisAnchor { trailingAnchor }
  public var left: LayoutXAxisAnchor { leftAnchor }
  public var right: LayoutXAxisAnchor { rightAnchor }
  public var centerX: LayoutXAxisAnchor { centerXAnchor }
  public var top: LayoutYAxisAnchor { topAnchor }
  public var bottom: LayoutYAxisAnchor { bottomAnchor }
  public var centerY: LayoutYAxisAnchor { centerYAnchor }
  public var width: LayoutDimension { widthAnchor }
  public var height: LayoutDimension { heightAnchor }
}
