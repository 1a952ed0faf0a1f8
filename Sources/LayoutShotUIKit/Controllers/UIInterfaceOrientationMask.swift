import LayoutShot

/// The orientations a controller supports (`UIInterfaceOrientationMask`).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// The set whose bits are `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Portrait, with the home button (or home indicator) at the bottom.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Portrait upside down, with the home button at the top.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Landscape, with the home button on the left.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Landscape, with the home button on the right.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Both landscape orientations.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  /// Every orientation but portrait upside down (the iPhone default).
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
