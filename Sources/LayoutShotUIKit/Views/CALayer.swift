/// A view's layer (`CALayer`): where UIKit code sets corners, borders and shadows.
///
/// Corners (`cornerRadius`, `maskedCorners`, `cornerCurve`), borders (`borderWidth`, `borderColor`),
/// `masksToBounds`, `opacity`, `backgroundColor` and the shadow (`shadowColor`, `shadowOpacity`,
/// `shadowOffset`, `shadowRadius`, `shadowPath`; see LayoutShot's `Shadow`) are its view's and
/// draw in SVG and PNG. Sublayers are kept as set and not drawn yet; animations added with
/// ``add(_:forKey:)`` are kept and never run.
///
/// ```swift
/// bubble.layer.cornerRadius = 18
/// bubble.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner]
/// card.layer.borderColor = UIColor.separator.cgColor
/// card.layer.borderWidth = 1
/// card.layer.shadowOpacity = 0.2                  // black, offset (0, −3), radius 3 by default
/// card.layer.shadowOffset = CGSize(width: 0, height: 4)
/// ```
open class CALayer: NSObject, @unchecked Sendable {
  /// The LayoutShot view of the view whose layer this is; `nil` for a layer made on its own.
  ///
  /// `CALayer` is not isolated to the main actor in UIKit, but a view's layer is used where the
  /// view is; keeping the core view rather than the `UIView` lets the layer reach it from there.
  weak var ownerStyle: View?
  private lazy var ownStyle = View()

  /// A layer of its own, not a view's.
  public required override init() {
    super.init()
  }

  /// The LayoutShot view whose style this layer sets.
  private var style: View { ownerStyle ?? ownStyle }

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

  /// The curve of the rounded corners, its LayoutShot view's `cornerCurve`: quarter circles
  /// (`.circular`, the default) or Apple's continuous corner curve (`.continuous`).
  open var cornerCurve: CALayerCornerCurve {
    get { style.cornerCurve == .continuous ? .continuous : .circular }
    set { style.cornerCurve = newValue == .continuous ? .continuous : .circular }
  }

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

  /// The shadow's colour; opaque black by default, and `nil` for no shadow.
  open var shadowColor: CGColor? = CGColor(Color.black) {
    didSet { updateShadow() }
  }
  /// The shadow's opacity, 0...1; 0, the default, draws no shadow.
  open var shadowOpacity: Float = 0 {
    didSet { updateShadow() }
  }
  /// How far the shadow is moved, in points; (0, −3) by default, which moves it up.
  open var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { updateShadow() }
  }
  /// The shadow's blur radius in points: the standard deviation of its Gaussian blur, as
  /// measured on iOS (twice CSS's blur for the same number; see LayoutShot's `Shadow` for the
  /// sources); 3 by default.
  open var shadowRadius: CGFloat = 3 {
    didSet { updateShadow() }
  }
  /// The shape that casts the shadow, in the layer's coordinates, filled by the non-zero rule;
  /// `nil` (the default) for the layer's own content.
  open var shadowPath: CGPath? {
    didSet { updateShadow() }
  }

  /// Sets the view's ``Shadow`` from the shadow properties, with Core Animation's defaults
  /// (opaque black, opacity 0, offset (0, −3), radius 3): none while the opacity is 0 or the
  /// colour `nil`.
  private func updateShadow() {
    guard let color = shadowColor?.layoutShotColor, shadowOpacity > 0 else {
      style.shadow = nil
      return
    }
    style.shadow = Shadow(
      color: color, opacity: Double(shadowOpacity),
      offset: Size(width: Double(shadowOffset.width), height: Double(shadowOffset.height)),
      radius: Double(shadowRadius), path: shadowPath?.path)
  }
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
  /// shows its model values.
  ///
  /// An animation added without a key gets one of its own, as in UIKit.
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
