import LayoutShot

/// A screen of cards with shadows, for the render benchmark (`ShadowCards@<screen>`): what the
/// blur costs.
///
/// Two columns of rounded white cards on a grouped background, eight rows down the
/// safe area, their shadows of radius 2, 8 and 16 points with offsets, as apps set them; every
/// third card has continuous corners, one is at alpha 0.5 and one casts a `shadowPath`'s shadow.
struct ShadowCards: LayoutProgram {
  func body(root: View, screen: Screen) -> LayoutBody {
    root.backgroundColor = .systemGroupedBackground
    let guide = root.safeAreaLayoutGuide
    let radii = [2.0, 8, 16]
    var above: View?
    for row in 0..<8 {
      let left = View("card\(row).left")
      let right = View("card\(row).right")
      for (column, card) in [left, right].enumerated() {
        let index = 2 * row + column
        card.backgroundColor = .white
        card.cornerRadius = 16
        if index % 3 == 0 { card.cornerCurve = .continuous }
        let radius = radii[index % 3]
        card.shadow = Shadow(opacity: 0.25, offset: Size(width: 0, height: radius / 2), radius: radius)
        root.addSubview(card)
        card.top == (above?.bottom ?? guide.top) + 24
        card.height == 72
      }
      left.leading == guide.leading + 16
      right.leading == left.trailing + 16
      right.trailing == guide.trailing - 16
      left.width == right.width
      if row == 5 { left.alpha = 0.5 }
      if row == 6 {
        right.shadow?.path = Path(
          roundedRect: RoundedRect(Rect(x: 0, y: 8, width: 120, height: 64), radius: 16))
      }
      above = left
    }
  }
}
