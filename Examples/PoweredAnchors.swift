import LayoutShot

/// A small card built with one-liners: adding several subviews at once, and constraining with the
/// relation, priority and activation as default arguments.
///
/// The lesson: the helpers the "power up your anchors" article writes as extensions are part of
/// the DSL: `addSubviews(_:)`, `constrain(_:to:constant:priority:isActive:)`, `pinEdges(to:insets:)`,
/// `constrainSize(width:height:)` and `constrainAspectRatio(_:)`, each returning its constraints.
public struct PoweredAnchors: LayoutProgram {
  public init() {}

  public func body(root: View, screen: Screen) -> LayoutBody {
    let card = View("card")
    card.backgroundColor = .systemGray6
    card.cornerRadius = 12
    let avatar = View("avatar")
    avatar.backgroundColor = .systemBlue
    avatar.cornerRadius = 24
    let title = View("title")
    title.backgroundColor = .systemGreen
    let subtitle = View("subtitle")
    subtitle.backgroundColor = .systemGreen.withAlphaComponent(0.5)
    root.addSubview(card)
    card.addSubviews(avatar, title, subtitle)

    // The card: inside the readable content guide, 16 below the safe area's top.
    card.leadingAnchor.constrain(to: root.readableContentGuide.leadingAnchor)
    card.trailingAnchor.constrain(to: root.readableContentGuide.trailingAnchor)
    card.topAnchor.constrain(to: root.safeAreaLayoutGuide.topAnchor, constant: 16)

    // The avatar: a 48-point circle in the card's margins.
    avatar.constrainSize(width: 48)
    avatar.constrainAspectRatio(1)
    avatar.leadingAnchor.constrain(to: card.layoutMarginsGuide.leadingAnchor)
    avatar.topAnchor.constrain(to: card.layoutMarginsGuide.topAnchor)
    card.layoutMarginsGuide.bottomAnchor.constrain(.greaterThanOrEqual, to: avatar.bottomAnchor)

    // Title and subtitle: beside the avatar, 22 and 16 points high, the card's margin on the right.
    title.leadingAnchor.constrain(to: avatar.trailingAnchor, constant: 12)
    title.trailingAnchor.constrain(to: card.layoutMarginsGuide.trailingAnchor)
    title.topAnchor.constrain(to: avatar.topAnchor)
    title.heightAnchor.constrain(toConstant: 22)
    subtitle.leadingAnchor.constrain(to: title.leadingAnchor)
    subtitle.trailingAnchor.constrain(.lessThanOrEqual, to: title.trailingAnchor)
    subtitle.widthAnchor.constrain(toConstant: 160, priority: .defaultHigh)
    subtitle.topAnchor.constrain(to: title.bottomAnchor, constant: 4)
    subtitle.heightAnchor.constrain(toConstant: 16)
    card.layoutMarginsGuide.bottomAnchor.constrain(.greaterThanOrEqual, to: subtitle.bottomAnchor)
    // The card hugs its content: as short as the constraints above allow.
    card.heightAnchor.constrain(toConstant: 0, priority: .defaultLow)
  }
}
