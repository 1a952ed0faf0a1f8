import LayoutShot

// UIKit's names for the LayoutShot types that already behave as UIKit's do.

/// UIKit's name for ``LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's name for ``LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's name for ``LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's name for ``LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's name for ``LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's name for ``LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's name for ``TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// UIKit's name for ``LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode
/// The type `#colorLiteral(red:green:blue:alpha:)` makes, as in UIKit.
public typealias _ColorLiteralType = UIColor
/// The type `#imageLiteral(resourceName:)` makes, as in UIKit.
public typealias _ImageLiteralType = UIImage
