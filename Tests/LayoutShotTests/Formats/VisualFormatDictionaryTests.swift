import Foundation
import LayoutShot
import LayoutShotTestSupport
import Testing

/// `constraints(withVisualFormat:options:metrics:views:)` with dictionaries typed `[String: Any]`,
/// as UIKit takes them, so that pasted code compiles: metrics of any number type.
@Suite("Visual format dictionaries")
struct VisualFormatDictionaryTests {
  @Test func metricsOfAnyNumberTypeGiveTheirValues() throws {
    let root = View("root")
    let icon = View("icon")
    let title = View("title")
    root.addSubviews(icon, title)
    // The tutorial's metrics are CGFloat; integer literals and other widths work as well.
    let metrics: [String: Any] = [
      "padding": CGFloat(15), "iconWidth": 30, "gap": UInt8(6), "high": Float(750.5),
    ]
    let views: [String: Any] = ["icon": icon, "title": title]
    let constraints = try untypedConstraints(
      withVisualFormat: "H:|-padding-[icon(iconWidth)]-gap-[title(>=iconWidth@high)]", metrics: metrics,
      views: views)
    #expect(
      constraints.map(\.description) == [
        "H:|-(15)-[icon]", "H:[icon(30)]", "H:[icon]-(6)-[title]", "H:[title(>=30@750.5)]",
      ])
    #expect(constraints.map(\.constant) == [15, 30, 6, 30])
    #expect(constraints.map(\.priority) == [.required, .required, .required, LayoutPriority(750.5)])
  }

  @Test func aDoubleMetricsDictionaryStillWorksWithViewsTypedAny() throws {
    let root = View("root")
    let icon = View("icon")
    root.addSubview(icon)
    let metrics: [String: Double] = ["side": 44]
    let views: [String: Any] = ["icon": icon]
    let constraints = try untypedConstraints(
      withVisualFormat: "V:|[icon(side)]", metrics: metrics, views: views)
    #expect(constraints.map(\.description) == ["V:|-(0)-[icon]", "V:[icon(44)]"])
  }

  @Test func aMetricThatIsNotANumberIsNamed() throws {
    let root = View("root")
    let icon = View("icon")
    root.addSubview(icon)
    // Two bad values: the first name in alphabetical order is reported, whatever the dictionary's
    // order.
    let metrics: [String: Any] = ["width": "wide", "color": true, "side": 44]
    let line = try markedLine("badMetric")
    var caught: FormatError?
    do {
      _ = try untypedConstraints(  // line: badMetric
        withVisualFormat: "H:[icon(side)]", metrics: metrics, views: ["icon": icon] as [String: Any])
    } catch {
      caught = error
    }
    let error = try #require(caught)
    #expect(error.kind == .invalidNumber)
    #expect(error.message == "color in the metrics dictionary is not a number.")
    #expect(error.offset == 0)
    #expect(
      error.location
        == LayoutShot.SourceLocation(fileID: "LayoutShotTests/VisualFormatDictionaryTests.swift", line: line))
    #expect(
      error.description
        == "LayoutShotTests/VisualFormatDictionaryTests.swift:\(line): Unable to parse constraint format: "
        + "color in the metrics dictionary is not a number.\nH:[icon(side)]\n^")
  }

  @Test func theFirstValueThatIsNotAViewIsNamedInAlphabeticalOrder() throws {
    let root = View("root")
    let icon = View("icon")
    root.addSubview(icon)
    let views: [String: Any] = ["zeta": 1, "icon": icon, "alpha": "a", "mid": 2.5]
    var caught: FormatError?
    do {
      _ = try untypedConstraints(withVisualFormat: "H:[icon]", views: views)
    } catch {
      caught = error
    }
    #expect(caught?.message == "alpha in the views dictionary is not a view or layout guide.")
  }
}
