import Foundation
import LayoutShotSwiftUI
import Testing

/// Dates and formatted values in text: in the environment's locale, calendar and time zone (en_US,
/// Gregorian, GMT by default), the relative styles counted from the snapshot's fixed moment.
@Suite struct TextDateTests {
  /// 9:41 on 1 January 2026, GMT, plus `seconds`.
  private func moment(_ seconds: TimeInterval = 0) -> Date {
    Text.DateStyle.snapshotNow.addingTimeInterval(seconds)
  }

  @Test func theSnapshotMomentIsNineFortyOneOnNewYearsDay() {
    let components = Calendar(identifier: .gregorian).dateComponents(
      in: TimeZone(identifier: "GMT")!, from: Text.DateStyle.snapshotNow)
    #expect(
      [components.year, components.month, components.day, components.hour, components.minute] == [
        2026, 1, 1, 9, 41,
      ])
  }

  @Test func dateAndTimeStyles() {
    #expect(Text(moment(7 * 86_400), style: .date) == Text(verbatim: "January 8, 2026"))
    // The shortened time puts a narrow no-break space before the day period (CLDR's en_US pattern).
    #expect(Text(moment(), style: .time) == Text(verbatim: "9:41\u{202F}AM"))
  }

  @Test func relativeStylesCountFromTheSnapshotMoment() {
    // 2 hours 23 minutes 5 seconds later: the two largest units.
    #expect(Text(moment(2 * 3600 + 23 * 60 + 5), style: .relative) == Text(verbatim: "2 hours, 23 minutes"))
    #expect(Text(moment(-3 * 7 * 86_400), style: .offset) == Text(verbatim: "-3 weeks"))
    // One unit only: 90 seconds is a minute and a half, rounded to 2 minutes.
    #expect(Text(moment(90), style: .offset) == Text(verbatim: "+2 minutes"))
    #expect(Text(moment(152), style: .timer) == Text(verbatim: "2:32"))
    #expect(Text(moment(36 * 3600 + 59 * 60 + 1), style: .timer) == Text(verbatim: "36:59:01"))
  }

  @Test func interpolatedDatesUseTheSameStyles() {
    #expect(Text("Due \(moment(7 * 86_400), style: .date)") == Text(verbatim: "Due January 8, 2026"))
  }

  @Test func formatsUseTheEnvironmentsLocaleNotTheMachines() {
    // en_US unless a view sets another locale: a point for decimals, the currency sign first.
    #expect(Text(1234.5, format: .number) == Text(verbatim: "1,234.5"))
    #expect(Text(Decimal(34.9), format: .currency(code: "EUR")) == Text(verbatim: "€34.90"))
  }
}
