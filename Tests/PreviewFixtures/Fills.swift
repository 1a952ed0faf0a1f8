import LayoutShotSwiftUI

// A view that takes all it is offered: `.sizeThatFitsLayout` offers it the device's screen.

#Preview("Flexible", traits: .sizeThatFitsLayout) {
  Color.green.accessibilityIdentifier("fill")
}

struct Fill_Previews: PreviewProvider {
  static var previews: some View {
    Color.green.frame(width: 120, height: 80).accessibilityIdentifier("fill")
      .previewInterfaceOrientation(.landscapeRight)
  }
}

#Preview("Own state") {
  @Previewable @State var isOn = true
  Toggle("Notifications", isOn: $isOn)
    .accessibilityIdentifier("toggle")
}
