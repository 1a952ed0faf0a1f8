/// What a device's display hides of the picture, in the coordinates of a screen held one way up:
/// the rounded corners, the cutout (a notch, the Dynamic Island, a camera hole) and the home
/// indicator bar.
///
/// A ``Screen`` made from a ``Device`` carries its chrome; scene overlays draw it (see
/// ``SceneOptions/Overlay/deviceChrome``). Landscape is the device turned a quarter counter-clockwise,
/// its top to the left (`UIDeviceOrientation.landscapeLeft`), so a cutout sits on the left edge.
///
/// ```swift
/// let chrome = Device.iPhone14Pro.screen().chrome
/// chrome.cornerRadius        // 55
/// chrome.cutout              // the island: a 125 × 37 pill, 11 below the top, centred
/// chrome.homeIndicator?.rect // (126, 839, 141, 5)
/// ```
///
/// The figures:
/// - Corner radius: the device's (`_displayCornerRadius`, Documentation/Devices.md#corner-radii);
///   none where it is unknown (the M4 iPads, most Android phones). The corners are continuous, as
///   iOS draws them (``CornerCurve/continuous``).
/// - Cutout: the device's cutout box (Documentation/Devices.md#sensor-housings). The Dynamic Island
///   is a pill filling it; a punch hole is the circle (or ellipse) filling it; a notch hangs from
///   the top edge between flared "ears", its proportions taken from the iPhone 17e screen outline
///   that flutter_device_preview derived from the iOS Simulator artwork (ear radius 24 % and lower
///   corner radius 60 % of the notch's depth). Notch phones whose box is unknown (the iPhone 12
///   mini, 12 and 12 Pro Max) get no notch drawn.
/// - Home indicator: on iOS devices whose portrait safe area has a bottom inset (the home
///   indicator's), a pill 5 points high, 8 points above the bottom edge, centred
///   (flutter_device_preview's iPhone 17e, iPhone 17 Pro and iPad Air 11" specs). It is 140 points
///   wide on the 390-point-wide iPhone 17e and 145 on the 402-point iPhone 17 Pro, so phones get
///   36 % of their portrait width, to the nearest point; iPads get the iPad Air's 320. Landscape
///   keeps the portrait width (not sourced). Android's gesture bar is not drawn.
public struct DisplayChrome: Hashable, Sendable {
  /// The radius of the display's rounded corners, in points, drawn continuous; 0 for square
  /// corners.
  public var cornerRadius: Double
  /// The outline of what cuts into the display, in the screen's coordinates; `nil` for none.
  public var cutout: Path?
  /// The home indicator bar, in the screen's coordinates; `nil` for none.
  public var homeIndicator: RoundedRect?

  /// Chrome from its parts, in the screen's coordinates.
  public init(cornerRadius: Double = 0, cutout: Path? = nil, homeIndicator: RoundedRect? = nil) {
    self.cornerRadius = cornerRadius
    self.cutout = cutout
    self.homeIndicator = homeIndicator
  }

  /// No chrome: square corners, no cutout, no home indicator (a custom screen).
  public static let none = DisplayChrome()

  /// The chrome of `device` held in `orientation`.
  public init(device: Device, orientation: Orientation) {
    let portrait = device.size
    // A portrait point in landscape: the top edge turns to the left edge.
    let turn: (Point) -> Point =
      orientation == .portrait ? { $0 } : { Point(x: $0.y, y: portrait.width - $0.x) }
    self.cornerRadius = max(0, device.cornerRadius ?? 0)
    if let kind = device.cutout, let box = device.cutoutRect {
      self.cutout = Self.cutoutOutline(kind, in: box).map { $0.mapped(turn) }
    }
    let hasHomeIndicator = device.platform == .ios && (device.safeArea.portrait?.bottom ?? 0) > 0
    if hasHomeIndicator {
      let size = device.size(orientation)
      let width = device.family == .tablet ? 320 : (portrait.width * 0.36).rounded()
      let bar = Rect(x: (size.width - width) / 2, y: size.height - 8 - 5, width: width, height: 5)
      self.homeIndicator = RoundedRect(bar, radius: 2.5)
    }
  }

  /// The portrait outline of a cutout of `kind` filling `box`.
  static func cutoutOutline(_ kind: Device.Cutout, in box: Rect) -> Path? {
    switch kind {
    case .noCutout:
      return nil
    case .dynamicIsland, .punchHole:
      return Path(roundedRect: RoundedRect(box, radius: min(box.width, box.height) / 2))
    case .notch:
      return notchOutline(in: box)
    }
  }

  /// A notch filling `box` and hanging from its top edge: the ears flare out to the top edge with
  /// a radius of 24 % of the depth, and the lower corners round with 60 %, both capped so the
  /// outline fits the box.
  static func notchOutline(in box: Rect) -> Path {
    let ear = min(box.height * 0.24, box.width / 4)
    let corner = min(box.height * 0.6, box.height - ear, box.width / 2 - ear)
    let (left, right, top, bottom) = (box.minX, box.maxX, box.minY, box.maxY)
    var path = Path()
    path.move(to: Point(x: left, y: top))
    path.turnCorner(at: Point(x: left + ear, y: top), radius: ear, arriving: .right, leaving: .down)
    path.line(to: Point(x: left + ear, y: bottom - corner))
    path.turnCorner(at: Point(x: left + ear, y: bottom), radius: corner, arriving: .down, leaving: .right)
    path.line(to: Point(x: right - ear - corner, y: bottom))
    path.turnCorner(at: Point(x: right - ear, y: bottom), radius: corner, arriving: .right, leaving: .up)
    path.line(to: Point(x: right - ear, y: top + ear))
    path.turnCorner(at: Point(x: right - ear, y: top), radius: ear, arriving: .up, leaving: .right)
    path.close()
    return path
  }
}
