import Foundation
import LayoutShot

/// A UIKit view controller whose view shows a SwiftUI view: SwiftUI's `UIHostingController`, so
/// that a UIKit screen can hold SwiftUI content and a SwiftUI screen can be pushed or presented
/// from UIKit code.
///
/// Its view lays the root view out as a hosting controller does (proposed the view's bounds less
/// its safe area, centred there; Documentation/SwiftUILayout.md#hosting-in-uikit) once Auto
/// Layout has given the view its frame, and reports the content's ideal size as its intrinsic
/// size, so that constraints pinning only its edges or its width size it to its content.
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     let card = UIHostingController(rootView: ProfileCard(user: .sample))
///     addChild(card)
///     view.addSubview(card.view)
///     card.view.translatesAutoresizingMaskIntoConstraints = false
///     NSLayoutConstraint.activate([
///       card.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
///       card.view.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
///       card.view.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
///     ])
///     card.didMove(toParent: self)
///   }
/// }
/// ```
///
/// `UIHostingController` is declared by SwiftUI, not UIKit, on Apple platforms too: it is here,
/// in the SwiftUI face, which brings the UIKit face with it.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// The SwiftUI view the controller shows.
  public var rootView: Content {
    didSet { hostingView?.content = AnyView(rootView) }
  }

  /// How the controller reports its content's size.
  public var sizingOptions: UIHostingControllerSizingOptions = []

  /// The safe-area regions the content respects: all of them unless told otherwise.
  public var safeAreaRegions: SafeAreaRegions = .all {
    didSet { hostingView?.safeAreaRegions = safeAreaRegions }
  }

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// A controller showing `rootView`; LayoutShot has no archives, so the coder is not read.
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Controllers are not archived in LayoutShot; this returns `nil`.
  public required init?(coder aDecoder: NSCoder) {
    return nil
  }

  /// Makes the hosting view, with the system background behind the content as UIKit's has.
  open override func loadView() {
    let view = HostingView(content: AnyView(rootView))
    view.safeAreaRegions = safeAreaRegions
    self.view = view
  }

  /// The size the content chooses when offered `size` (a side of `.infinity` or 0 asks for its
  /// ideal size on that side, as SwiftUI reads them).
  public func sizeThatFits(in size: CGSize) -> CGSize {
    let hosting = hostingView ?? HostingView(content: AnyView(rootView))
    return hosting.fittingSize(
      ProposedViewSize(
        width: size.width.isFinite && size.width > 0 ? size.width : nil,
        height: size.height.isFinite && size.height > 0 ? size.height : nil))
  }

  /// The content's ideal size when ``sizingOptions`` contains `.preferredContentSize`, else the
  /// size set.
  open override var preferredContentSize: CGSize {
    get {
      guard sizingOptions.contains(.preferredContentSize) else { return super.preferredContentSize }
      return sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
    }
    set { super.preferredContentSize = newValue }
  }

  /// Asks for the root view's body to be made again: a snapshot makes it once, so this does
  /// nothing.
  public func setNeedsBodyUpdate() {}

  /// The hosting view, once loaded.
  private var hostingView: HostingView? { viewIfLoaded as? HostingView }
}
