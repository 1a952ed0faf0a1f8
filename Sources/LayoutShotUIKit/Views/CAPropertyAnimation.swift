import LayoutShot

/// An animation of one key path (`CAPropertyAnimation`), kept.
open class CAPropertyAnimation: CAAnimation {
  /// The key path animated (`"opacity"`, `"transform.scale"`).
  open var keyPath: String?
  /// Whether values add to the current value.
  open var isAdditive = false
  /// Whether repeats add up.
  open var isCumulative = false

  /// An animation of no key path yet.
  public override init() {
    super.init()
  }

  /// An animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}
