import LayoutShot

/// A view's layer (`CALayer`): where UIKit code sets corners, borders and shadows.
///
/// Corners (`cornerRadius`, `maskedCorners`, `cornerCurve`), borders (`borderWidth`, `borderColor`),
/// `masksToBounds`, `opacity`, `backgroundColor` and the shadow (`shadowColor`, `shadowOpacity`,
/// `shadowOffset`, `shadowRadius`, `shadowPath`; see LayoutShot's `Shadow`) are its view's and
/// draw in SVG and PNG. Sublayers (``addSublayer(_:)``) draw over the view's background and
/// content, in order among its subviews' layers as UIKit stacks them (one added after the
/// subviews draws over them, one inserted at index 0 under them all), each at its frame with its own background, corners,
/// border, opacity, content (``CAShapeLayer``, ``CAGradientLayer``, ``CATextLayer``) and
/// sublayers; a ``mask`` that is a shape layer (its path) or a plain layer (its rounded bounds)
/// limits what the view or the layer draws. Frames set in `layoutSubviews()` are drawn: the
/// layout is drawn once it settles. A view whose `layerClass` is a shape, gradient or text layer
/// draws that layer's content over its bounds; a layer's `contents` image is drawn stretched over
/// its bounds. A sublayer's ``transform`` (or ``setAffineTransform(_:)``) turns, scales or moves
/// it about its anchor point by its plane part (an image only scales and moves). A view's layer's
/// transform, ``sublayerTransform``, `zPosition` and animations added with ``add(_:forKey:)`` are
/// kept and never applied.
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
  /// The pixels per point of the layer's content (kept: content is drawn at the screen's scale).
  open var contentsScale: CGFloat = 1
  /// A name, for the drawn output.
  open var name: String?
  /// What limits the layer's drawing, in the layer's coordinates placed at its frame: a shape
  /// layer's path (by its fill rule), or another layer's rounded bounds.
  open var mask: CALayer?
  /// The layer's transform, about its ``anchorPoint`` (identity by default): a sublayer draws
  /// turned, scaled or moved by its plane part (``CATransform3DGetAffineTransform(_:)``), its
  /// frame unchanged in the layout; depth and perspective (`m34`) are ignored.
  open var transform = CATransform3DIdentity
  /// The transform applied to the sublayers (kept, not applied).
  open var sublayerTransform = CATransform3DIdentity

  /// The plane part of ``transform``.
  open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
  /// Sets ``transform`` to the 2-D transform `m`: a sublayer draws turned, scaled or moved by it
  /// about its ``anchorPoint``, its frame unchanged in the layout.
  open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

  /// The layer's bounds (a view's layer: the view's size at the origin).
  private var storedBounds = CGRect.zero
  /// The point of the superlayer the ``anchorPoint`` sits on.
  open var position = CGPoint.zero
  /// The point of the bounds, in the unit square, placed at ``position``: the centre by default.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The layer's frame in its superlayer's coordinates.
  ///
  /// Its bounds placed with the anchor point at ``position``; a view's layer has the view's frame.
  open var frame: CGRect {
    get {
      if let ownerStyle { return CGRect(ownerStyle.frame) }
      let size = storedBounds.size
      return CGRect(
        x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
        width: size.width, height: size.height)
    }
    set {
      storedBounds.size = newValue.size
      position = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
    }
  }

  /// The layer's bounds, in its own coordinates; setting them keeps ``position``.
  open var bounds: CGRect {
    get {
      if let ownerStyle { return CGRect(origin: .zero, size: CGRect(ownerStyle.frame).size) }
      return storedBounds
    }
    set { storedBounds = newValue }
  }

  /// The layer this one was added to.
  open private(set) weak var superlayer: CALayer?

  /// The sublayers added to the layer, drawn in order, each over the ones before; `nil` when
  /// there are none.
  ///
  /// A view's layer lists the layers added to it, not its subviews' layers, which
  /// still count in the indices of ``insertSublayer(_:at:)`` and can be the sibling of
  /// ``insertSublayer(_:below:)`` and ``insertSublayer(_:above:)``.
  open var sublayers: [CALayer]? {
    get {
      let added = storedSublayers.filter { !isSubviewLayer($0) }
      return added.isEmpty ? nil : added
    }
    set {
      for layer in storedSublayers where !isSubviewLayer(layer) { layer.superlayer = nil }
      storedSublayers.removeAll { !isSubviewLayer($0) }
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }
  /// The layers added and, for a view's layer, its subviews' layers, back to front, as UIKit
  /// orders a view's layer's sublayers.
  private var storedSublayers: [CALayer] = []

  /// The layers of the subviews of the view whose layer this is, back to front; its view keeps
  /// them up to date.
  ///
  /// A new subview's layer goes just under the layer of the next subview already here (on top
  /// when there is none); when subviews change order, their layers swap places among theirs.
  var subviewLayers: [CALayer] = [] {
    didSet {
      let kept = Set(subviewLayers.map(ObjectIdentifier.init))
      storedSublayers.removeAll { isSubviewLayer($0, in: oldValue) && !kept.contains(ObjectIdentifier($0)) }
      let placed = subviewLayers.filter { layer in storedSublayers.contains { $0 === layer } }
      var slots = placed.makeIterator()
      storedSublayers = storedSublayers.map { isSubviewLayer($0, in: oldValue) ? slots.next() ?? $0 : $0 }
      for (position, layer) in subviewLayers.enumerated()
      where !storedSublayers.contains(where: { $0 === layer }) {
        let next = subviewLayers[(position + 1)...].lazy.compactMap { next in
          self.storedSublayers.firstIndex { $0 === next }
        }.first
        storedSublayers.insert(layer, at: next ?? storedSublayers.count)
      }
    }
  }

  /// Whether `layer` is one of `layers`, by identity (one of ``subviewLayers`` by default).
  private func isSubviewLayer(_ layer: CALayer, in layers: [CALayer]? = nil) -> Bool {
    (layers ?? subviewLayers).contains { $0 === layer }
  }

  /// Each added layer with the number of subviews' layers under it.
  var sublayersWithSubviewsBelow: [(layer: CALayer, subviewsBelow: Int)] {
    var below = 0
    var layers: [(CALayer, Int)] = []
    for layer in storedSublayers {
      if isSubviewLayer(layer) { below += 1 } else { layers.append((layer, below)) }
    }
    return layers
  }

  /// Adds `layer` on top of the sublayers, taking it from its superlayer.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: storedSublayers.count))
  }

  /// Inserts `layer` among the sublayers at `index` (at the end when past it), taking it from its
  /// superlayer.
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    storedSublayers.insert(layer, at: min(Int(index), storedSublayers.count))
    layer.superlayer = self
  }

  /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = storedSublayers.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = storedSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSublayers.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Puts `newLayer` where `oldLayer` is among the sublayers.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// Takes the layer out of its superlayer's sublayers.
  open func removeFromSuperlayer() {
    superlayer?.storedSublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// What the layer shows between its background and its sublayers: an image (a `CGImage`,
  /// `UIImage.cgImage`) stretched over the bounds; anything else is kept, not drawn.
  open var contents: Any?

  /// What the layer draws between its background and its sublayers: its ``contents`` image for
  /// a plain layer; a shape, gradient or text layer draws its own.
  var drawnContent: DrawnLayer.Content {
    guard let image = contents as? CGImage, let data = image.asset.pngData else { return .none }
    return .image(pngData: [UInt8](data))
  }

  /// The area the layer lets show as a mask, in its own coordinates, when that is a clip.
  ///
  /// It is one when what the layer draws is one opaque shape: its rounded bounds in an opaque
  /// background colour, or nothing at all. It is `nil` when the mask is the alpha of its drawing
  /// (a translucent colour, content, a border, sublayers, a mask, a transform, opacity). A shape
  /// layer answers with its path.
  var opaqueMaskShape: (path: Path, rule: FillRule)? {
    guard drawsNothingButItsBackground, drawnContent == .none else { return nil }
    guard let background = backgroundColor?.layoutShotColor else { return (Path(), .nonZero) }
    guard background.alpha >= 1 else { return nil }
    return (Path(roundedRect: RoundedRect(bounds.rect, radius: Double(cornerRadius))), .nonZero)
  }

  /// Whether the layer draws no more than its background and content: shown, opaque, untransformed,
  /// with no border, sublayers or mask of its own.
  var drawsNothingButItsBackground: Bool {
    !isHidden && opacity >= 1 && borderWidth == 0 && (sublayers ?? []).isEmpty && mask == nil
      && affineTransform().isIdentity
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

  /// Does nothing: layers are drawn when the layout is.
  open func setNeedsDisplay() {}
  /// Does nothing: layers are laid out with their views.
  open func setNeedsLayout() {}
  /// Does nothing.
  open func layoutIfNeeded() {}
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
