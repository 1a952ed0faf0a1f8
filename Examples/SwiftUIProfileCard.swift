// The guard is UIKit as well as SwiftUI: on a Mac, SwiftUI is there but this package's examples
// are LayoutShot's; in an iOS app the file compiles against SwiftUI unchanged.
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

/// A profile card written the way a SwiftUI app writes it: an avatar with initials, a name and a
/// role beside it, a biography that wraps, and a row of counts split by dividers, on a rounded
/// card.
///
/// The lesson: SwiftUI's stacks share out what they are offered. The header's `Spacer` takes what
/// the avatar and the names leave; the biography wraps at the card's width less the padding; the
/// counts row gives each count an equal share because each is as flexible as the others
/// (`frame(maxWidth: .infinity)`), and the dividers, one pixel wide, are sized first.
struct SwiftUIProfileCard: View {
  var name = "Ada Lovelace"
  var role = "Analyst, Analytical Engine"
  var biography =
    "Mathematician and writer, known for her notes on Charles Babbage's Analytical Engine: the first "
    + "published algorithm meant for a machine."

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 12) {
        Circle()
          .fill(Color.blue)
          .frame(width: 56, height: 56)
          .overlay(Text("AL").font(.headline).foregroundColor(.white))
          .accessibilityIdentifier("avatar")
        VStack(alignment: .leading, spacing: 2) {
          Text(name).font(.headline).accessibilityIdentifier("name")
          Text(role).font(.subheadline).foregroundColor(.secondary)
        }
        Spacer()
      }
      Text(biography).font(.callout).accessibilityIdentifier("biography")
      HStack {
        count("Notes", value: "7")
        Divider()
        count("Letters", value: "412")
        Divider()
        count("Years", value: "36")
      }
      .frame(height: 44)
    }
    .padding()
    .background(RoundedRectangle(cornerRadius: 16, style: .continuous).fill(Color.gray.opacity(0.15)))
    .accessibilityIdentifier("card")
    .padding()
  }

  /// One count: the number over its caption, taking an equal share of the row.
  private func count(_ title: String, value: String) -> some View {
    VStack(spacing: 2) {
      Text(value).font(.title3).bold()
      Text(title).font(.caption).foregroundColor(.secondary)
    }
    .frame(maxWidth: .infinity)
  }
}
