import LayoutShot

extension UIView {
  /// Makes this view, placed by another face's layout (a SwiftUI representable), take part in the
  /// running layout's UIKit passes as the top of a tree named `name`, as ``UIKitLayout`` makes the
  /// view it hosts; `controller`, whose view this is, gets its appearance calls.
  package func joinLayoutRun(named name: String, controller: UIViewController?) {
    controller?.forEachAppearing { $0.viewWillAppear(false) }
    controller?.forEachAppearing { $0.viewIsAppearing(false) }
    LayoutRun.takePart(
      UIKitTree(self, named: name) { controller?.forEachAppearing { $0.viewDidAppear(false) } })
  }
}
