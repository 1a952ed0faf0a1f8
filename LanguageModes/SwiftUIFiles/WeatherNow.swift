#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
#else
  import LayoutShotSwiftUI
#endif

// Current conditions with an hourly strip, the way weather apps lay them out.

struct HourlyForecast: Identifiable {
  let id = UUID()
  let hour: String
  let symbol: String
  let temperature: Int
}

struct WeatherNow: View {
  let city: String
  let temperature: Int
  let condition: String
  let high: Int
  let low: Int
  let hours: [HourlyForecast]

  var body: some View {
    VStack(spacing: 4) {
      Text(city)
        .font(.title)
      Text("\(temperature)°")
        .font(.system(size: 96, weight: .thin))
        .accessibilityIdentifier("temperature")
      Text(condition)
        .font(.title3.weight(.medium))
        .foregroundStyle(.secondary)
      Text("H:\(high)°  L:\(low)°")
        .font(.title3.weight(.medium))
      HStack {
        ForEach(hours) { hour in
          VStack(spacing: 10) {
            Text(hour.hour).font(.footnote.weight(.semibold))
            Image(systemName: hour.symbol)
              .symbolRenderingMode(.multicolor)
              .font(.title2)
              .frame(height: 30)
            Text("\(hour.temperature)°").font(.title3.weight(.medium))
          }
          .frame(maxWidth: .infinity)
        }
      }
      .padding(.vertical, 12)
      .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
      .padding(.top, 24)
      .accessibilityIdentifier("hourly")
      Spacer()
    }
    .foregroundStyle(.white)
    .padding()
    .background(
      LinearGradient(colors: [Color.blue, Color.cyan], startPoint: .top, endPoint: .bottom)
        .ignoresSafeArea()
    )
  }
}

#Preview {
  WeatherNow(
    city: "Lisbon", temperature: 21, condition: "Partly Cloudy", high: 24, low: 15,
    hours: [
      .init(hour: "Now", symbol: "cloud.sun.fill", temperature: 21),
      .init(hour: "10", symbol: "sun.max.fill", temperature: 22),
      .init(hour: "11", symbol: "sun.max.fill", temperature: 23),
      .init(hour: "12", symbol: "cloud.fill", temperature: 23),
      .init(hour: "13", symbol: "cloud.rain.fill", temperature: 19),
    ])
}
