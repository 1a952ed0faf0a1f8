import LayoutShotSwiftUI

// Previews that cannot be laid out, for the tests of their errors.

/// Settings a view reads from its parents' environment.
final class BrokenSettings: ObservableObject {}

/// A view that needs ``BrokenSettings`` from its parents, which its preview forgets.
struct NeedsSettings: View {
  @EnvironmentObject var settings: BrokenSettings

  var body: some View { Color.red }
}

#Preview("Missing object") {
  NeedsSettings()
}

#Preview("Zero width", traits: .fixedLayout(width: 0, height: 100)) {
  Color.red
}

#Preview("Upside down", traits: .portraitUpsideDown) {
  Color.red
}

/// A view whose sample data the file keeps to itself.
struct Greeting: View {
  let name: String

  var body: some View { Text("Hello, \(name)") }
}

private extension Greeting {
  static let sample = Greeting(name: "Ada")
}

#Preview("Private sample") {
  Greeting.sample
}
