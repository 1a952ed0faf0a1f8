import LayoutShotSwiftUI

// Previews the tests find through the LayoutShotPreviews plugin, each laid out as its traits say.
// A swatch is a square of colour, so every size is worked out by hand
// (Tests/SwiftUIPreviewTests/SwiftUIPreviewLayoutTests.swift).

/// A square of colour `side` points wide, named `swatch` in the frame dump.
struct Swatch: View {
  var side: CGFloat = 100

  var body: some View {
    Color.blue.frame(width: side, height: side).accessibilityIdentifier("swatch")
  }
}

#Preview("Screen") {
  Swatch()
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
  Swatch(side: 60).padding(10)
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 120)) {
  Swatch()
}

#Preview(
  "Landscape",
  traits: .landscapeLeft
) {
  Swatch()
}

#Preview {
  Swatch(side: 40)
}

// #Preview("Commented out") { Swatch() }
/* #Preview("In a block comment") { Swatch() } */
let previewInAString = "#Preview(\"In a string\") { Swatch() }"

#if DEBUG
  #Preview("Debug only") {
    Swatch(side: 20)
  }
#endif

struct Swatch_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Swatch(side: 50).previewDisplayName("Provided")
      Swatch(side: 70)
    }
    .previewLayout(.sizeThatFits)
  }
}
