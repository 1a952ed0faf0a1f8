#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// A review summary: the average in large type with stars, and a bar per star count whose fill
// is measured with a GeometryReader.

struct StarRating: View {
  let rating: Double

  var body: some View {
    HStack(spacing: 2) {
      ForEach(1...5, id: \.self) { star in
        Image(systemName: Double(star) <= rating.rounded() ? "star.fill" : "star")
          .foregroundStyle(.yellow)
      }
    }
    .font(.caption)
  }
}

struct RatingBar: View {
  let stars: Int
  let fraction: Double

  var body: some View {
    HStack(spacing: 8) {
      Text("\(stars)")
        .font(.caption.monospacedDigit())
        .frame(width: 12, alignment: .trailing)
      GeometryReader { proxy in
        ZStack(alignment: .leading) {
          Capsule().fill(Color.gray.opacity(0.2))
          Capsule().fill(Color.gray)
            .frame(width: proxy.size.width * fraction)
        }
      }
      .frame(height: 4)
    }
  }
}

struct RatingSummary: View {
  let average: Double
  let distribution: [Double]

  var body: some View {
    HStack(alignment: .center, spacing: 20) {
      VStack(spacing: 4) {
        Text(average, format: .number.precision(.fractionLength(1)))
          .font(.system(size: 48, weight: .bold, design: .rounded))
        StarRating(rating: average)
        Text("out of 5").font(.caption).foregroundStyle(.secondary)
      }
      .accessibilityIdentifier("average")
      VStack(spacing: 4) {
        ForEach(Array(distribution.enumerated()), id: \.offset) { index, fraction in
          RatingBar(stars: 5 - index, fraction: fraction)
            .accessibilityIdentifier("bar\(5 - index)")
        }
      }
    }
    .padding()
  }
}

#Preview {
  RatingSummary(average: 4.3, distribution: [0.62, 0.21, 0.09, 0.05, 0.03])
}
