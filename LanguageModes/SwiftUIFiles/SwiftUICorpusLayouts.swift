// The corpus of SwiftUI view files in this folder as layouts, each hosted as its app shows it: a
// screen on the whole screen, a component at the screen's width. `nonisolated` so that tests on
// any actor can read it where the main actor is the default isolation.
#if !canImport(UIKit)
  import LayoutShotSwiftUI

  import protocol LayoutShot.LayoutProgram

  nonisolated enum SwiftUICorpusLayouts {
    static let layouts: [any LayoutProgram] = [
      UIKitLayout.controller("AccountOverview") { AccountOverviewViewController() },
      SwiftUILayout.component("ConnectionStatusView") {
        ConnectionStatusView(network: "Home Wi-Fi", level: 3)
      },
      SwiftUILayout.screen("LoginScreen") { LoginScreen() },
      SwiftUILayout.screen("OnboardingPage") {
        OnboardingPage(
          page: .init(
            symbol: "chart.bar.xaxis", title: "Track your progress",
            message:
              "See every run, ride and swim on one timeline, with trends that tell you how you are doing."),
          index: 1, count: 3)
      },
      SwiftUILayout.screen("WeatherNow") {
        WeatherNow(
          city: "Lisbon", temperature: 21, condition: "Partly Cloudy", high: 24, low: 15,
          hours: [
            .init(hour: "Now", symbol: "cloud.sun.fill", temperature: 21),
            .init(hour: "10", symbol: "sun.max.fill", temperature: 22),
            .init(hour: "11", symbol: "sun.max.fill", temperature: 23),
            .init(hour: "12", symbol: "cloud.fill", temperature: 23),
            .init(hour: "13", symbol: "cloud.rain.fill", temperature: 19),
          ])
      },
      SwiftUILayout.component("ProfileHeaderView") {
        ProfileHeaderView(
          name: "Grace Hopper", handle: "amazinggrace", posts: 128, followers: 12_400, following: 87)
      },
      SwiftUILayout.component("ArticleFeed") {
        ArticleFeed(articles: [
          FeedArticle(
            id: 1, title: "The quiet comeback of the night train across Europe", source: "Travel Weekly",
            minutesToRead: 6),
          FeedArticle(
            id: 2, title: "Why bakers are switching to heritage grains", source: "Food & Craft",
            minutesToRead: 4,
            isBookmarked: true),
        ])
      },
      SwiftUILayout.component("SettingsToggles") { SettingsToggles() },
      SwiftUILayout.component("StatsTiles") { StatsTiles() },
      SwiftUILayout.screen("ChatThread") {
        ChatThread(messages: [
          ChatMessage(id: 1, text: "Are we still on for Saturday?", isMine: false),
          ChatMessage(id: 2, text: "Yes! Meet at the station at nine, I'll bring the map.", isMine: true),
          ChatMessage(id: 3, text: "Perfect", isMine: false),
        ])
      },
      SwiftUILayout.component("ProductCardView") {
        ProductCardView(name: "Ceramic Pour-Over Set", price: 34.9, rating: 4.6, isOnSale: true)
      },
      SwiftUILayout.screen("EmptyInboxView") { EmptyInboxView() },
      SwiftUILayout.screen("TaskListView") { TaskListView() },
      SwiftUILayout.screen("NowPlayingView") {
        NowPlayingView(title: "Harbour Lights", artist: "The Night Ferries", elapsed: 83, duration: 214)
      },
      SwiftUILayout.screen("CheckoutSummary") {
        CheckoutSummary(lines: [
          .init(title: "Trail Runner 4", amount: 129),
          .init(title: "Merino socks (2 pairs)", amount: 24.5),
          .init(title: "Shipping", amount: 0),
        ])
      },
      SwiftUILayout.component("TagCloud") {
        TagCloud(tags: [
          "Hiking", "Photography", "Jazz", "Board games", "Cooking", "Climbing", "Sci-fi", "Pottery",
        ])
      },
      SwiftUILayout.component("BadgeRow") { BadgeRow() },
      SwiftUILayout.component("FilterHeader") { FilterHeader(resultCount: 42) },
      SwiftUILayout.screen("BannerOverContent") { BannerOverContent() },
      SwiftUILayout.sized("CountdownCard", width: 320, height: 200) {
        CountdownCard(days: 12, hours: 5, minutes: 48).accessibilityIdentifier("card")
      },
      SwiftUILayout.component("QuantityOptions") { QuantityOptions() },
      SwiftUILayout.component("RatingSummary") {
        RatingSummary(average: 4.3, distribution: [0.62, 0.21, 0.09, 0.05, 0.03])
      },
      SwiftUILayout.screen("PlaceCard") {
        PlaceCard(name: "Sintra", country: "Portugal").accessibilityIdentifier("place")
      },
      SwiftUILayout.screen("ReceiptBottomBar") { ReceiptBottomBar() },
      SwiftUILayout.component("AdaptiveContactCard") {
        AdaptiveContactCard(name: "Katherine Johnson", role: "Research mathematician")
      },
    ]
  }
#endif
