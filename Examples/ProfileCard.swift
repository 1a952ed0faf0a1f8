import LayoutShot

/// A profile card: an avatar, a bold name, a biography that wraps over several lines, and two
/// buttons, laid out with anchors.
///
/// The lesson: a multi-line label (`numberOfLines = 0`) takes its height from the width the
/// constraints give it. The biography is pinned on both sides, so its width comes from the card,
/// which fills the readable content guide: the margins on a phone, at most 672 points on an iPad.
/// The engine solves once with the text on one line, wraps it at the width it found, and solves
/// again with the wrapped height, as UIKit does, so the card grows with the number of lines: six
/// on a 320-point phone, three on an iPad. The buttons hang from the biography's last baseline, and
/// the second one shares the first one's baseline, so they line up on their text.
public struct ProfileCard: LayoutProgram {
  public init() {}

  /// The biography: long enough to wrap differently on every width.
  static let biography =
    "Mathematician and writer, known for her notes on Charles Babbage's Analytical Engine — the first "
    + "published algorithm meant for a machine. She saw that it could act on more than numbers."

  public func body(root: View, screen: Screen) -> LayoutBody {
    let card = View("card")
    card.backgroundColor = .systemGray6
    card.cornerRadius = 16
    // An 80-point avatar from a 240-pixel image at 3x; without PNG data it draws as a placeholder.
    let avatar = ImageView(
      "avatar", image: ImageAsset(name: "avatar", pixelWidth: 240, pixelHeight: 240, scale: 3))
    avatar.contentMode = .scaleAspectFill
    avatar.cornerRadius = 40
    avatar.clipsToBounds = true
    // The name and biography follow Dynamic Type: text styles (22-point title 2, in bold, and
    // 15-point subheadline at the default size) that adjust to the screen's text size.
    let name = Label("name", text: "Ada Lovelace")
    var nameFont = FontDescriptor.preferredFont(forTextStyle: .title2)
    nameFont.weight = .bold
    name.font = nameFont
    name.adjustsFontForContentSizeCategory = true
    let bio = Label("bio", text: Self.biography)
    bio.font = .preferredFont(forTextStyle: .subheadline)
    bio.adjustsFontForContentSizeCategory = true
    bio.numberOfLines = 0
    let follow = Button("follow", title: "Follow")
    let message = Button("message", title: "Message")
    root.addSubview(card)
    card.addSubviews(avatar, name, bio, follow, message)
    let margins = card.layoutMarginsGuide
    card.directionalLayoutMargins = DirectionalEdgeInsets(all: 16)

    // The card: the readable width, 16 points below the safe area's top; its height comes from
    // its contents.
    card.leading == root.readableContentGuide.leading
    card.trailing == root.readableContentGuide.trailing
    card.top == root.safeAreaLayoutGuide.top + 16

    // The avatar at the top left, its image's size (80 × 80) from its intrinsic size.
    avatar.leading == margins.leading
    avatar.top == margins.top

    // The name beside the avatar, its first baseline 36 points below the avatar's top. Where the
    // card is too narrow for the avatar and the whole name, the name gives way (it resists
    // compression a little less than the avatar) and is truncated with "…".
    name.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    name.leading == avatar.trailing + 12
    name.trailing <= margins.trailing
    name.firstBaseline == avatar.top + 36

    // The biography under the avatar, across the card: it wraps at that width.
    bio.leading == margins.leading
    bio.trailing == margins.trailing
    bio.top == avatar.bottom + 12

    // The buttons: the first one's title 24 points below the biography's last line, the second
    // on the same baseline, 16 points after the first; the card ends under them.
    follow.leading == margins.leading
    follow.firstBaseline == bio.lastBaseline + 24
    message.leading == follow.trailing + 16
    message.firstBaseline == follow.firstBaseline
    margins.bottom == follow.bottom
  }
}
