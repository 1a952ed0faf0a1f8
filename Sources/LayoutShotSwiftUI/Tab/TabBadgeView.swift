import LayoutShot

/// A tab bar item's badge, as UIKit's tab bar draws it: the text in 13-point white with 5 points
/// on either side, on a red capsule 18 high and at least 18 wide (Documentation/Bars.md#tab-bar).
struct TabBadgeView: View {
  let text: Text

  var body: some View {
    text.font(.system(size: BarLook.badgeFontSize)).foregroundColor(.white).lineLimit(1)
      .padding(.horizontal, BarLook.badgePadding)
      .frame(minWidth: BarLook.badgeHeight, minHeight: BarLook.badgeHeight, maxHeight: BarLook.badgeHeight)
      .background(Capsule().fill(Color(core: .systemRed)))
  }
}
