import Foundation
import LayoutShot

extension NotificationCenter {
  /// Calls `selector` on `observer` with each notification named `name` (any, when `nil`) posted
  /// by `object` (anyone, when `nil`): `addObserver(_:selector:name:object:)`, which Foundation
  /// has only on Apple platforms.
  ///
  /// The selector must be made from a method (as the source adapter writes `#selector(…)`); one
  /// written as a string is never called. The observer is held weakly, and calls stop once it is
  /// gone, as on Apple platforms; `removeObserver(_:)` with the observer does not stop them here.
  /// A notification posted on the main queue (the main actor) is delivered at once; one posted
  /// elsewhere, on the main queue later.
  public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
    let target = WeakObserver(observer as AnyObject)
    _ = addObserver(forName: name, object: object, queue: nil) { notification in
      let delivery = Delivery(target: target, notification: notification)
      if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMarker) == true {
        MainActor.assumeIsolated { delivery.deliver(selector) }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { delivery.deliver(selector) } }
      }
    }
  }
}

/// A value set on the main queue only, so that code on the main queue knows it is: off Apple
/// platforms the main queue may run on another thread than the main one (after `dispatchMain()`).
private let mainQueueMarker: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

/// An observer held weakly.
private final class WeakObserver: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// A notification on its way to an observer, read only on the main actor.
private struct Delivery: @unchecked Sendable {
  let target: WeakObserver
  let notification: Notification

  @MainActor
  func deliver(_ selector: Selector) {
    guard let observer = target.object, selector.canBePerformed(on: observer) else { return }
    selector.perform(on: observer, with: notification)
  }
}
