import LayoutShot

/// An image inside attributed text (`NSTextAttachment`), laid out inline by the label's
/// typesetter as one object replacement character (U+FFFC) and drawn with the text.
///
/// The attachment is as wide as its ``bounds`` and stands on the baseline, its bounds' `y`
/// moving it up or (negative) down, as in TextKit; a line grows to hold an attachment taller than
/// its text. Bounds left at `.zero` (the default) take the image's size. An image LayoutShot has
/// no pixels for (an SF Symbol or an unregistered asset) draws as the image placeholder does.
/// See `Documentation/TextAttachments.md`.
///
/// ```swift
/// let star = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
/// star.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
/// let rating = NSMutableAttributedString(string: "4.8 ")
/// rating.append(NSAttributedString(attachment: star))
/// ratingLabel.attributedText = rating
/// ```
open class NSTextAttachment: NSObject, @unchecked Sendable {
  /// The image drawn; `nil` draws the placeholder in ``bounds``.
  open var image: UIImage?
  /// The attachment's rectangle relative to the pen on the baseline, y upward; `.zero` (the
  /// default) for the image's size on the baseline.
  open var bounds: CGRect = .zero
  /// The attachment's data, as made with ``init(data:ofType:)`` (kept).
  open var contents: Data?
  /// The type of ``contents`` (kept).
  open var fileType: String?
  /// Space before and after the attachment on its line (kept, not laid out).
  open var lineLayoutPadding: CGFloat = 0

  /// An attachment of `contentData` of type `uti`; an image when the data is a PNG LayoutShot
  /// reads.
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
    image = contentData.flatMap { UIImage(data: $0) }
    super.init()
  }

  /// An attachment without an image or data.
  public override convenience init() {
    self.init(data: nil, ofType: nil)
  }

  /// An attachment showing `image`.
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }

  /// The attachment as LayoutShot lays it out.
  var layoutShotAttachment: TextAttachment {
    TextAttachment(image: image?.layoutShotImage, bounds: bounds.rect)
  }
}

extension NSAttributedString {
  /// A string of one object replacement character (U+FFFC) carrying `attachment`, as UIKit makes
  /// it.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: String(InlineBox.character), attributes: [.attachment: attachment])
  }

  /// A string of one U+FFFC character carrying `attachment` and `attributes` (iOS 18).
  public convenience init(attachment: NSTextAttachment, attributes: [NSAttributedString.Key: Any] = [:]) {
    self.init(
      string: String(InlineBox.character),
      attributes: attributes.merging([.attachment: attachment]) { _, attachment in attachment })
  }
}

extension NSAttributedString.Key {
  /// The attachment a U+FFFC character stands for (an ``NSTextAttachment``).
  public static let attachment = NSAttributedString.Key("NSAttachment")
}
