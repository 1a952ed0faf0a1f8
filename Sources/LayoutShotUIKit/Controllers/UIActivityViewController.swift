import LayoutShot

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
@MainActor
open class UIActivity: NSObject {
  /// An activity with no type, title or image; subclasses override them.
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
    /// The raw value.
    public let rawValue: String
    /// The value whose raw value is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value whose raw value is `rawValue`, unlabelled as UIKit also spells it.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Posting to Facebook.
    public static let postToFacebook = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFacebook")
    /// Posting to Twitter (X).
    public static let postToTwitter = ActivityType(rawValue: "com.apple.UIKit.activity.PostToTwitter")
    /// Sending in Messages.
    public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
    /// Sending by Mail.
    public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
    /// Printing.
    public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
    /// Copying to the pasteboard.
    public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
    /// Assigning an image to a contact.
    public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
    /// Saving to the photo library.
    public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
    /// Adding to Safari's Reading List.
    public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
    /// Sending by AirDrop.
    public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
    /// Opening in Books (formerly iBooks).
    public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
    /// Marking up as a PDF.
    public static let markupAsPDF = ActivityType(rawValue: "com.apple.UIKit.activity.MarkupAsPDF")
  }
}

/// Where a popover points (`UIPopoverPresentationController`), kept; see
/// ``UIViewController/popoverPresentationController``.
@MainActor
open class UIPopoverPresentationController: NSObject {
  /// The view the popover points at.
  open var sourceView: UIView?
  /// The rectangle in ``sourceView`` the popover points at.
  open var sourceRect = CGRect.zero
  /// The bar button the popover points at.
  open var barButtonItem: UIBarButtonItem?
  /// The directions the arrow may point.
  open var permittedArrowDirections = UIPopoverArrowDirection.any

  /// A popover controller with no source yet; UIKit makes one for a controller presented as a popover.
  public override init() {
    super.init()
  }
}

/// The directions a popover's arrow may point (`UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// The set whose bits are `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The arrow points up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow points down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow points left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow points right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// The arrow may point any way (the default).
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// The direction is not known yet (all bits set, as in UIKit).
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
