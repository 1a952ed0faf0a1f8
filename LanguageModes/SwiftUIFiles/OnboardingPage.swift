#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// One onboarding page over a gradient that fills the whole screen, with page dots and a
// continue button at the bottom.

struct OnboardingPage: View {
  struct Page {
    let symbol: String
    let title: String
    let message: String
  }

  let page: Page
  let index: Int
  let count: Int

  var body: some View {
    ZStack {
      LinearGradient(
        colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing
      )
      .ignoresSafeArea()
      .accessibilityIdentifier("backdrop")

      VStack(spacing: 20) {
        Spacer()
        Image(systemName: page.symbol)
          .resizable()
          .scaledToFit()
          .frame(width: 120, height: 120)
          .foregroundStyle(.white)
          .accessibilityIdentifier("artwork")
        Text(page.title)
          .font(.title.weight(.bold))
          .foregroundStyle(.white)
        Text(page.message)
          .font(.body)
          .multilineTextAlignment(.center)
          .foregroundStyle(.white.opacity(0.85))
          .padding(.horizontal, 32)
        Spacer()
        PageDots(index: index, count: count)
        Button {
        } label: {
          Text(index == count - 1 ? "Get Started" : "Continue")
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 16)
            .background(.white, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
            .foregroundStyle(.indigo)
        }
        .buttonStyle(.plain)
        .padding(.horizontal, 24)
        .accessibilityIdentifier("continue")
      }
      .padding(.bottom, 16)
    }
  }
}

struct PageDots: View {
  let index: Int
  let count: Int

  var body: some View {
    HStack(spacing: 8) {
      ForEach(0..<count, id: \.self) { dot in
        Circle()
          .fill(dot == index ? Color.white : Color.white.opacity(0.4))
          .frame(width: 8, height: 8)
      }
    }
    .accessibilityIdentifier("dots")
  }
}

#Preview {
  OnboardingPage(
    page: .init(
      symbol: "chart.bar.xaxis", title: "Track your progress",
      message: "See every run, ride and swim on one timeline, with trends that tell you how you are doing."),
    index: 1, count: 3)
}
