import LayoutShot

/// What a size change's animation offers (`UIViewControllerTransitionCoordinator`); no size changes
/// in a layout, so nothing conforms.
@MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {}
