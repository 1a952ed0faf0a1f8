import LayoutShot

/// A view controller as UIKit code subclasses it (`UIViewController`).
///
/// Its `view` is loaded on first use, through `loadView()` (a plain view by default) then
/// `viewDidLoad()`. Laid out as a layout program (``UIKitLayout/controller(_:_:)``), it gets
/// UIKit's calls in UIKit's order: `viewWillAppear(_:)`, then around each solve
/// `viewWillLayoutSubviews()`, the views' `layoutSubviews()` and `viewDidLayoutSubviews()`, and
/// `viewDidAppear(_:)` once the layout settled.
///
/// ```swift
/// final class LoginViewController: UIViewController {
///   private let emailField = UITextField()
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     view.backgroundColor = .systemBackground
///     emailField.translatesAutoresizingMaskIntoConstraints = false
///     view.addSubview(emailField)
///     …
///   }
/// }
/// let solved = try LayoutEngine().solve(.controller { LoginViewController() }, on: screen)
/// ```
open class UIViewController: UIResponder {
  private var storedView: UIView?
  /// The strips behind ``topLayoutGuide`` and ``bottomLayoutGuide``, made on first use.
  var safeAreaStrips: [(top: Bool, strip: SafeAreaStrip)] = []
  /// The controller this one is a child of.
  public private(set) weak var parent: UIViewController?
  /// The child controllers, in the order they were added.
  public private(set) var children: [UIViewController] = []
  /// The title, shown by a navigation bar.
  open var title: String? {
    didSet {
      navigationItem.title = navigationItem.title ?? title
      if !hasOwnTabBarItem { storedTabBarItem?.title = title }
    }
  }
  /// What a navigation bar shows for this controller.
  public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")
  /// What a tab bar shows for this controller: set, or else made from its ``title`` (and titled
  /// as it changes).
  open var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set {
      storedTabBarItem = newValue
      hasOwnTabBarItem = newValue != nil
    }
  }
  private var storedTabBarItem: UITabBarItem?
  /// Whether the app set ``tabBarItem``.
  private(set) var hasOwnTabBarItem = false
  /// The items a navigation controller's toolbar shows while this controller is on top.
  open var toolbarItems: [UIBarButtonItem]?
  /// Whether a tab bar hides while this controller is pushed on a navigation controller (kept).
  open var hidesBottomBarWhenPushed = false

  /// Sets the items a navigation controller's toolbar shows.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }
  /// Extra safe-area insets for the view, added to the safe area it gets from the screen; its
  /// subviews' safe areas and the margins measured from them follow.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet { storedView?.layoutShotView.additionalSafeAreaInsets = safeAreaInsetsAdded }
  }
  /// The scroll views set with `setContentScrollView(_:for:)`, with the edges each is for.
  var contentScrollViews: [(edges: NSDirectionalRectEdge, view: UIScrollView)] = []
  /// What the bars of the container showing this controller cover beyond the container's safe
  /// area (a navigation bar on top, a tab bar or toolbar below), added to its view's safe area as
  /// UIKit adds them (Documentation/Bars.md#safe-area).
  var barInsets = UIEdgeInsets.zero {
    didSet { storedView?.layoutShotView.additionalSafeAreaInsets = safeAreaInsetsAdded }
  }
  /// The insets added to the view's safe area: the app's and the bars'.
  private var safeAreaInsetsAdded: EdgeInsets {
    UIEdgeInsets(
      top: additionalSafeAreaInsets.top + barInsets.top, left: additionalSafeAreaInsets.left + barInsets.left,
      bottom: additionalSafeAreaInsets.bottom + barInsets.bottom,
      right: additionalSafeAreaInsets.right + barInsets.right
    ).edgeInsets
  }
  /// Whether the view's margins are at least ``systemMinimumLayoutMargins`` (on by default).
  open var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { storedView?.layoutShotView.keepsScreenMinimumMargins = viewRespectsSystemMinimumLayoutMargins }
  }
  /// The smallest margins the root view takes: the screen's (16 points on the sides of most
  /// phones in portrait, 20 on larger screens).
  open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(LayoutRun.screen?.layoutMargins ?? DirectionalEdgeInsets())
  }
  /// The edges the view extends under bars (kept).
  open var edgesForExtendedLayout = UIRectEdge.all
  /// How the controller is presented (kept).
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// The appearance of the controller's view and its subviews, whatever the screen's (the view's
  /// own ``UIView/overrideUserInterfaceStyle`` wins); `.unspecified` (the default) follows the
  /// view's superview.
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   overrideUserInterfaceStyle = .dark   // this screen is always dark
  /// }
  /// ```
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet { storedView?.updateTraitOverrides() }
  }
  /// The traits the controller overrides for its view and everything under it (iOS 17); the
  /// view's own overrides win.
  ///
  /// See ``UITraitOverrides``.
  ///
  /// ```swift
  /// override func viewDidLoad() {
  ///   super.viewDidLoad()
  ///   traitOverrides.userInterfaceLevel = .elevated   // this controller is shown as a sheet
  /// }
  /// ```
  open var traitOverrides = UITraitOverrides() {
    didSet { storedView?.updateTraitOverrides() }
  }

  /// The traits the controller sets over its surroundings: those its parent overrides for it
  /// (``setOverrideTraitCollection(_:forChild:)``), then its ``traitOverrides``, with
  /// ``overrideUserInterfaceStyle`` winning for the appearance.
  var combinedTraitOverrides: UITraitOverrides {
    var overrides =
      parent?.overrideTraitCollection(forChild: self).map(UITraitOverrides.init) ?? UITraitOverrides()
    overrides.merge(traitOverrides)
    if overrideUserInterfaceStyle != .unspecified {
      overrides.userInterfaceStyle = overrideUserInterfaceStyle
    }
    return overrides
  }

  /// The traits overridden for each child, by the child's identity.
  private var childTraitCollections: [ObjectIdentifier: UITraitCollection] = [:]

  /// Overrides, for `childViewController` and everything under it, the traits `collection`
  /// specifies (`nil` to stop), as a container controller does for a child (the way before iOS
  /// 17's ``traitOverrides``); the child's own overrides win.
  ///
  /// ```swift
  /// setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: sidebar)
  /// ```
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    childTraitCollections[ObjectIdentifier(childViewController)] = collection
    childViewController.storedView?.updateTraitOverrides()
  }

  /// The traits overridden for `childViewController`, if any.
  open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
    childTraitCollections[ObjectIdentifier(childViewController)]
  }
  /// How the controller appears when presented (kept; nothing is animated).
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// Whether a sheet can be swiped away: kept, as nothing is swiped in a layout.
  open var isModalInPresentation = false
  /// Where the controller points when presented as a popover: `nil`, as UIKit's is for a
  /// controller not presented as one (an iPhone's), so `popoverPresentationController?.…` does
  /// nothing.
  open var popoverPresentationController: UIPopoverPresentationController? { nil }
  /// Whether a presentation covers this controller's context (kept).
  open var definesPresentationContext = false
  /// The controller this one presented (kept; not laid out).
  public private(set) var presentedViewController: UIViewController?

  /// A controller; the nib is not loaded (LayoutShot has no nibs).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// A controller with no nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Controllers are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: The view

  /// The root view, loaded on first use.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set {
      storedView?.owningController = nil
      storedView?.layoutShotView.keepsScreenMinimumMargins = false
      storedView?.layoutShotView.additionalSafeAreaInsets = .zero
      storedView?.updateTraitOverrides()
      storedView = newValue
      newValue?.owningController = self
      newValue?.updateTraitOverrides()
      newValue?.layoutShotView.keepsScreenMinimumMargins = viewRespectsSystemMinimumLayoutMargins
      newValue?.layoutShotView.additionalSafeAreaInsets = safeAreaInsetsAdded
    }
  }

  /// The root view if loaded.
  open var viewIfLoaded: UIView? { storedView }
  /// Whether the root view is loaded.
  open var isViewLoaded: Bool { storedView != nil }

  /// Makes the root view: by default a plain view the size of the screen being laid out, as
  /// UIKit's is by `viewDidLoad()`.
  ///
  /// Set `view` here and do not call `super`.
  open func loadView() {
    view = UIView(
      frame: CGRect(origin: .zero, size: CGSize(LayoutRun.screen?.size ?? Size(width: 0, height: 0))))
  }

  /// Loads the root view (``loadView()`` then ``viewDidLoad()``) unless it is loaded.
  open func loadViewIfNeeded() {
    guard storedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if storedView == nil { view = UIView() }
    isLoadingView = false
    viewDidLoad()
  }

  private var isLoadingView = false

  // MARK: Lifecycle

  /// Called after the root view is loaded.
  open func viewDidLoad() {}
  /// Lays out what a container controller shows (its child's view and its bars) before each
  /// solve, ahead of ``viewWillLayoutSubviews()``: nothing for a plain controller.
  func layoutContainedViews() {}
  /// The child a container controller shows (the top or selected one); none for a plain one.
  var shownChild: UIViewController? { nil }
  /// Called before the view appears, before its first layout.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called once the view's layout settled.
  open func viewDidAppear(_ animated: Bool) {}
  /// Never called in a layout (nothing disappears).
  open func viewWillDisappear(_ animated: Bool) {}
  /// Never called in a layout.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before each solve.
  open func viewWillLayoutSubviews() {}
  /// Called after each solve, once the views' `layoutSubviews()` ran.
  open func viewDidLayoutSubviews() {}
  /// Called before the first solve: update constraints here and call `super`.
  open func updateViewConstraints() {
    view.updateConstraints()
  }
  /// Called when the safe area changes (kept; not called).
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the margins change (kept; not called).
  open func viewLayoutMarginsDidChange() {}
  /// Called when traits change: never, as a layout's traits are fixed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The traits the controller is laid out with: those its view's superview has (else its
  /// parent's, else the screen's), with the ones it overrides.
  open var traitCollection: UITraitCollection {
    let surroundings =
      storedView?.superview?.traitCollection ?? parent?.traitCollection ?? UITraitCollection.current
    return combinedTraitOverrides.applied(to: surroundings)
  }

  /// The status bar style asked for (kept).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the status bar is hidden (kept).
  open var prefersStatusBarHidden: Bool { false }
  /// Whether the home indicator hides itself (kept).
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The orientations the controller supports (kept; the screen's orientation is laid out).
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
  /// Whether the controller rotates with the device (kept).
  open var shouldAutorotate: Bool { true }
  /// The orientation the controller prefers when presented full screen (kept; the screen's
  /// orientation is laid out).
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  /// The object that supplies custom presentation animations and controllers (kept; presentations
  /// are not run).
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// The size the controller prefers in a popover or a container (kept).
  open var preferredContentSize = CGSize.zero
  /// Whether the controller is in editing mode.
  open var isEditing = false

  /// Called between `viewWillAppear(_:)` and the first layout (iOS 17's `viewIsAppearing(_:)`).
  open func viewIsAppearing(_ animated: Bool) {}
  /// Called when the view's size is about to change: never, as a layout's size is fixed.
  open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
  /// Called on low memory: never.
  open func didReceiveMemoryWarning() {}
  /// Enters or leaves editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  // MARK: Containment

  /// Adds `childController` as a child; add its view to the tree yourself, as in UIKit.
  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  /// The navigation controller this controller is in.
  open var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// Whether a navigation or tab bar controller shows this controller as its child.
  var isShownByBarController: Bool {
    parent is UINavigationController || parent is UITabBarController
  }

  /// The tab bar controller this controller is in; `nil` when it is in none.
  open var tabBarController: UITabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  /// Keeps `viewControllerToPresent` as presented (not laid out) and calls `completion`.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    presentedViewController = viewControllerToPresent
    completion?()
  }

  /// Forgets the presented controller and calls `completion`.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = nil
    completion?()
  }

  /// The next responder: the view's superview, or else the parent controller.
  open override var next: UIResponder? { storedView?.superview ?? parent }
}
