/// The share sheet (`UIActivityViewController`): a controller that keeps its activity items and
/// options; presented, it is kept as the presented controller and not laid out, and its
/// completion handler is never called (no one shares in a layout).
///
/// ```swift
/// let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
/// share.excludedActivityTypes = [.assignToContact]
/// share.popoverPresentationController?.sourceView = shareButton
/// present(share, animated: true)
/// ```
open class UIActivityViewController: UIViewController {
  /// The items shared, as given.
  public let activityItems: [Any]
  /// The app's own activities, as given.
  public let applicationActivities: [UIActivity]?
  /// The activities not offered (kept).
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Called when the sheet is dismissed: never, in a layout.
  open var completionWithItemsHandler: CompletionWithItemsHandler?
  /// Whether the sheet may show a collaboration mode (kept).
  open var allowsProminentActivity = true

  /// A sheet sharing `activityItems`, offering `applicationActivities` as well.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  /// Controllers are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// What the sheet reports when dismissed (`UIActivityViewController.CompletionWithItemsHandler`).
  public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void
}

/// A service a share sheet offers (`UIActivity`), for an app's own activities; kept.
open class UIActivity: NSObject {
  public override init() {
    super.init()
  }

  /// The activity's type.
  open var activityType: ActivityType? { nil }
  /// The title shown.
  open var activityTitle: String? { nil }
  /// The image shown.
  open var activityImage: UIImage? { nil }
  /// Whether the activity can act on `activityItems`.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Takes the items before the activity is performed.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// Performs the activity: never, in a layout.
  open func perform() {}
  /// Tells the sheet the activity finished.
  open func activityDidFinish(_ completed: Bool) {}

  /// A kind of activity (`UIActivity.ActivityType`), with UIKit's raw values.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let postToFacebook = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType(rawValue: "com.apple.UIKit.activity.PostToTwitter")
    public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
    public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
    public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType(rawValue: "com.apple.UIKit.activity.MarkupAsPDF")
  }
}

/// Where a popover points (`UIPopoverPresentationController`), kept; see
/// ``UIViewController/popoverPresentationController``.
open class UIPopoverPresentationController: NSObject {
  /// The view the popover points at.
  open var sourceView: UIView?
  /// The rectangle in ``sourceView`` the popover points at.
  open var sourceRect = CGRect.zero
  /// The bar button the popover points at.
  open var barButtonItem: UIBarButtonItem?
  /// The directions the arrow may point.
  open var permittedArrowDirections = UIPopoverArrowDirection.any

  public override init() {
    super.init()
  }
}

/// The directions a popover's arrow may point (`UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
