import LayoutShot

/// Recognizes gestures (`UIGestureRecognizer`), kept as data: a recognizer added to a view is in
/// its `gestureRecognizers` with its targets and actions; LayoutShot lays out screens at rest and
/// has no touches, so it stays in ``State-swift.enum/possible`` and recognizes nothing by itself.
///
/// ``layoutShotSendActions()`` sends the actions as UIKit does when the gesture is recognized,
/// for a test to tap a view.
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: #selector(didPan(_:)))
/// pan.delegate = self
/// card.addGestureRecognizer(pan)
/// card.gestureRecognizers?.count   // 1
/// pan.state                        // .possible
/// ```
@MainActor
open class UIGestureRecognizer: NSObject {
  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
  /// Whether it is enabled.
  open var isEnabled = true
  /// Whether touches it recognizes are cancelled in the view.
  open var cancelsTouchesInView = true
  /// The stage of recognition: ``State-swift.enum/possible`` until a subclass changes it.
  open var state: State = .possible
  /// The object asked about recognition (kept; never asked).
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether touches reach the view only after recognition fails (kept).
  open var delaysTouchesBegan = false
  /// Whether ended touches reach the view only after recognition fails (kept).
  open var delaysTouchesEnded = true
  /// Whether only touches of one type are recognised together (kept).
  open var requiresExclusiveTouchType = true
  /// A name for debugging.
  open var name: String?
  /// The recognizers this one waits to fail (kept).
  public private(set) var requiredToFail: [UIGestureRecognizer] = []
  /// The targets (held weakly, as UIKit does) and their actions, in the order they were added.
  private var targets: [(target: Weak, action: Selector)] = []

  /// A recognizer that sends `action` to `target` when it recognizes its gesture.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Adds `action` on `target`; a pair already added is not added again.
  open func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard !targets.contains(where: { $0.target.object === object && $0.action == action }) else { return }
    targets.append((Weak(object), action))
  }

  /// Removes `action` on `target`: every action of the target when `action` is `nil`, and every
  /// target's `action` when `target` is `nil`.
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    targets.removeAll { entry in
      (object == nil || entry.target.object === object) && (action == nil || entry.action == action)
    }
  }

  /// The names of the actions added, in order, for tests to read (LayoutShot's own).
  public var layoutShotActions: [String] { targets.map(\.action.name) }

  /// Sends each action to its target with the recognizer as argument (LayoutShot's own).
  ///
  /// UIKit does so when the gesture is recognized; nothing is touched in a layout, so a test
  /// calls this instead. Nothing is sent while the recognizer is disabled. Actions written as strings, and targets gone since, are skipped.
  @MainActor
  public func layoutShotSendActions() {
    guard isEnabled else { return }
    for (target, action) in targets {
      guard let object = target.object, action.canBePerformed(on: object) else { continue }
      action.perform(on: object, with: self)
    }
  }

  /// A reference that does not keep its object.
  private struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// A recognizer without a target.
  public override convenience init() { self.init(target: nil, action: nil) }

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail (kept).
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    requiredToFail.append(otherGestureRecognizer)
  }

  /// Where the gesture is in `view`: the origin, as no touch is ever down.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// Where touch `touchIndex` is in `view`: the origin, as no touch is ever down.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }

  /// The number of touches down: 0.
  open var numberOfTouches: Int { 0 }

  /// The stages of recognition (`UIGestureRecognizer.State`).
  public enum State: Int, Sendable {
    /// Not yet recognised: the state at rest.
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// A gesture ended.
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The gesture failed.
    case failed

    /// A discrete gesture was recognised: the same as ``ended``.
    public static var recognized: State { .ended }
  }
}
