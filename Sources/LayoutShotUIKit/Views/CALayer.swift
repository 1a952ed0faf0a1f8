/// A view's layer (`CALayer`): where UIKit code sets corners, borders and shadows.
///
/// Corners (`cornerRadius`, `maskedCorners`), borders (`borderWidth`, `borderColor`),
/// `masksToBounds`, `opacity` and `backgroundColor` are its view's and draw in SVG and PNG. The
/// shadow properties and sublayers are kept as set and not drawn yet; animations added with
/// ``add(_:forKey:)`` are kept and never run.
///
/// ```swift
/// bubble.layer.cornerRadius = 18
/// bubble.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner]
/// card.layer.borderColor = UIColor.separator.cgColor
/// card.layer.borderWidth = 1
/// ```
open class CALayer: NSObject, @unchecked Sendable {
  /// The view whose layer this is; `nil` for a layer made on its own.
  weak var owner: UIView?
  private lazy var ownStyle = View()

  /// A layer of its own, not a view's.
  public required override init() {
    super.init()
  }

  /// The LayoutShot view whose style this layer sets.
  private var style: View { owner?.layoutShotView ?? ownStyle }

  /// The radius of the rounded corners.
  open var cornerRadius: CGFloat {
    get { CGFloat(style.cornerRadius) }
    set { style.cornerRadius = Double(newValue) }
  }

  /// Which corners ``cornerRadius`` rounds.
  open var maskedCorners: CACornerMask {
    get { CACornerMask(style.roundedCorners) }
    set { style.roundedCorners = newValue.roundedCorners }
  }

  /// The shape of the corners; continuous corners are drawn circular for now.
  open var cornerCurve: CALayerCornerCurve = .circular

  /// The width of the border, drawn inside the bounds.
  open var borderWidth: CGFloat {
    get { CGFloat(style.borderWidth) }
    set { style.borderWidth = Double(newValue) }
  }

  /// The colour of the border (black when `nil`).
  open var borderColor: CGColor? {
    get { style.borderColor.map(CGColor.init) }
    set { style.borderColor = newValue?.layoutShotColor }
  }

  /// Whether sublayers and subviews are clipped to the rounded bounds (the view's `clipsToBounds`).
  open var masksToBounds: Bool {
    get { style.clipsToBounds }
    set { style.clipsToBounds = newValue }
  }

  /// The background colour (the view's `backgroundColor`).
  open var backgroundColor: CGColor? {
    get { style.backgroundColor.map(CGColor.init) }
    set { style.backgroundColor = newValue?.layoutShotColor }
  }

  /// The opacity (the view's `alpha`).
  open var opacity: Float {
    get { Float(style.alpha) }
    set { style.alpha = Double(newValue) }
  }

  /// Whether the layer is hidden (the view's `isHidden`).
  open var isHidden: Bool {
    get { style.isHidden }
    set { style.isHidden = newValue }
  }

  /// The shadow's colour (kept, not drawn yet).
  open var shadowColor: CGColor?
  /// The shadow's opacity (kept, not drawn yet).
  open var shadowOpacity: Float = 0
  /// The shadow's offset (kept, not drawn yet).
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius (kept, not drawn yet).
  open var shadowRadius: CGFloat = 3
  /// The shadow's shape (kept, not drawn yet).
  open var shadowPath: CGPath?
  /// The stacking order among siblings (kept, not used).
  open var zPosition: CGFloat = 0
  /// Whether the layer is rasterized (kept, not used).
  open var shouldRasterize = false
  /// The scale of rasterization (kept, not used).
  open var rasterizationScale: CGFloat = 1
  /// A layer masking this one (kept, not used).
  open var mask: CALayer?
  /// The layer's frame (kept for layers of their own; a view's layer has its view's frame).
  open var frame: CGRect = .zero
  /// The layer's bounds.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The sublayers added with ``addSublayer(_:)`` (kept, not drawn yet).
  open private(set) var sublayers: [CALayer]?

  /// Adds a sublayer.
  open func addSublayer(_ layer: CALayer) {
    sublayers = (sublayers ?? []) + [layer]
  }

  /// Inserts a sublayer at `index`.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    var layers = sublayers ?? []
    layers.insert(layer, at: min(Int(index), layers.count))
    sublayers = layers
  }

  /// The animations added, by key, in the order added (kept, never run).
  private var keyedAnimations: [(key: String, animation: CAAnimation)] = []

  /// Keeps `anim` under `key` (replacing an animation of that key); it never runs, so the layer
  /// shows its model values. An animation added without a key gets one of its own, as in UIKit.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    let key = key ?? "animation-\(ObjectIdentifier(anim).hashValue)"
    keyedAnimations.removeAll { $0.key == key }
    keyedAnimations.append((key, anim))
  }

  /// The animation kept under `key`.
  open func animation(forKey key: String) -> CAAnimation? {
    keyedAnimations.first { $0.key == key }?.animation
  }

  /// The keys of the animations kept, in the order added; `nil` when there are none.
  open func animationKeys() -> [String]? {
    keyedAnimations.isEmpty ? nil : keyedAnimations.map(\.key)
  }

  /// Forgets the animation kept under `key`.
  open func removeAnimation(forKey key: String) {
    keyedAnimations.removeAll { $0.key == key }
  }

  /// Forgets all the animations kept.
  open func removeAllAnimations() {
    keyedAnimations.removeAll()
  }

  /// Does nothing: layers of their own are not drawn.
  open func removeFromSuperlayer() {}
  /// Does nothing: layers are drawn when the layout is.
  open func setNeedsDisplay() {}
  /// Does nothing: layers are laid out with their views.
  open func setNeedsLayout() {}
  /// Does nothing.
  open func layoutIfNeeded() {}
}

/// A layer filled with a gradient (`CAGradientLayer`): kept, not drawn yet.
open class CAGradientLayer: CALayer, @unchecked Sendable {
  /// The colours (`CGColor`s).
  open var colors: [Any]?
  /// Where each colour stops, 0...1.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in unit coordinates.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in unit coordinates.
  open var endPoint = CGPoint(x: 0.5, y: 1)
}

/// A layer that draws a path (`CAShapeLayer`): kept, not drawn yet.
open class CAShapeLayer: CALayer, @unchecked Sendable {
  /// The path drawn.
  open var path: CGPath?
  /// The fill colour.
  open var fillColor: CGColor?
  /// The stroke colour.
  open var strokeColor: CGColor?
  /// The stroke width.
  open var lineWidth: CGFloat = 1
}

/// Which corners a layer rounds (`CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// The set whose bits are `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

  init(_ corners: RoundedCorners) { self.init(rawValue: corners.rawValue) }

  var roundedCorners: RoundedCorners { RoundedCorners(rawValue: rawValue & RoundedCorners.all.rawValue) }
}

/// The curve of a layer's corners (`CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// The value whose raw value is `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Quarter circles.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Apple's continuous curve.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A path (`CGPath`), as shadow and shape layers take it: its bounding box.
public final class CGPath: @unchecked Sendable {
  /// The smallest rectangle holding the path.
  public let boundingBox: CGRect

  init(boundingBox: CGRect) {
    self.boundingBox = boundingBox
  }
}

/// A path made the UIKit way (`UIBezierPath`); its `cgPath` is kept by layers.
open class UIBezierPath: NSObject, @unchecked Sendable {
  /// The rectangle the path was made in.
  public let bounds: CGRect

  /// A rectangle.
  public init(rect: CGRect) {
    bounds = rect
    super.init()
  }

  /// An empty path.
  public override convenience init() { self.init(rect: .zero) }
  /// An oval in `rect`.
  public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
  /// A rounded rectangle.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
  /// A rectangle with some corners rounded.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init(rect: rect)
  }

  /// The path as a Core Graphics path.
  public var cgPath: CGPath { CGPath(boundingBox: bounds) }
}

/// Corners of a rectangle (`UIRectCorner`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// The set whose bits are `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
