import Foundation
import LayoutShotSwiftUI

/// A screen that shows what the SwiftUI face draws, written the way an app writes it: gradients,
/// hierarchical styles, a material, strokes, trims, a custom shape, shadows, transforms, a mask,
/// redaction, a dark inset and styled text (DrawingGalleryTests takes its snapshots).
struct DrawingGallery: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack(spacing: 12) {
        RoundedRectangle(cornerRadius: 12)
          .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
        Circle().fill(
          RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 4, endRadius: 30))
        Circle().strokeBorder(
          AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center), lineWidth: 8)
        Capsule().fill(EllipticalGradient(colors: [.white, .teal]))
        RoundedRectangle(cornerRadius: 12).fill(Color.pink.gradient)
      }
      .frame(height: 56)

      HStack(spacing: 12) {
        VStack(alignment: .leading, spacing: 2) {
          Text("Primary").font(.headline)
          Text("Secondary").foregroundStyle(.secondary)
          Text("Tertiary").foregroundStyle(.tertiary)
        }
        .foregroundStyle(.indigo)
        Spacer()
        Text("Material")
          .padding(.horizontal, 14)
          .padding(.vertical, 8)
          .background(.ultraThinMaterial, in: Capsule())
          .padding(10)
          .background(LinearGradient(colors: [.mint, .blue], startPoint: .leading, endPoint: .trailing))
          .clipShape(RoundedRectangle(cornerRadius: 10))
      }

      HStack(spacing: 12) {
        Rectangle().stroke(.gray, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
        Circle().trim(from: 0, to: 0.7)
          .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(-90))
          .padding(3)
        UnevenRoundedRectangle(topLeadingRadius: 18, bottomTrailingRadius: 18).fill(.orange)
        Star().fill(.yellow).overlay(Star().stroke(.orange, lineWidth: 1.5))
        Circle().strokeBorder(.green, lineWidth: 4).background(Circle().fill(.green.opacity(0.2)))
      }
      .frame(height: 48)

      HStack(spacing: 16) {
        RoundedRectangle(cornerRadius: 10).fill(.background)
          .frame(width: 60, height: 44)
          .shadow(radius: 6, y: 3)
        Text("NEW").font(.caption.bold()).foregroundStyle(.white)
          .padding(.horizontal, 6).padding(.vertical, 2)
          .background(.red, in: Capsule())
          .rotationEffect(.degrees(-12))
        Image(systemName: "star.fill").scaleEffect(1.5)
        LinearGradient(colors: [.purple, .pink], startPoint: .top, endPoint: .bottom)
          .frame(width: 44, height: 44)
          .mask { Circle() }
        Text("Dark").padding(8).background(.background, in: RoundedRectangle(cornerRadius: 8))
          .environment(\.colorScheme, .dark)
      }

      HStack(spacing: 12) {
        Image("avatar").resizable().frame(width: 40, height: 40)
        VStack(alignment: .leading) {
          Text("Loading name")
          Text("A longer loading subtitle").font(.footnote)
        }
      }
      .redacted(reason: .placeholder)

      VStack(alignment: .leading, spacing: 6) {
        Text("**Bold**, *italic*, ~~struck~~ and [a link](https://example.com)")
        Text("Total: ") + Text("$12.00").bold().foregroundColor(.green)
        Text("Underlined").underline()
        Text("Section header").textCase(.uppercase).font(.footnote).foregroundStyle(.secondary)
        Text("\(72.456, specifier: "%.1f")° and \(0.42, format: .percent) done")
      }
      Spacer()
    }
    .padding()
  }
}

/// A five-pointed star, its points on the frame's inscribed circle.
private struct Star: Shape {
  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    var path = Path()
    for index in 0..<10 {
      let radius = index.isMultiple(of: 2) ? outer : outer * 0.45
      let angle = -Double.pi / 2 + Double(index) * .pi / 5
      let point = CGPoint(
        x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.closeSubpath()
    return path
  }
}
