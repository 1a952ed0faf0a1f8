import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date (`Text.DateStyle`).
  ///
  /// Dates are shown in the environment's locale, calendar and time zone (Gregorian, GMT unless a
  /// view sets them); the relative styles count from the snapshot's fixed moment, ``snapshotNow``
  /// (Documentation/SwiftUILayout.md#one-frame), so the same code gives the same words on every run.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case time, date, relative, offset, timer
    }

    let kind: Kind

    /// The time of day, shortened: "9:41 AM".
    public static let time = DateStyle(kind: .time)
    /// The date, in full: "January 1, 2026".
    public static let date = DateStyle(kind: .date)
    /// How far the date is from now, in its two largest units (weeks down to seconds): "2 hours,
    /// 23 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// How far the date is from now, signed: "+2 hours", "-3 weeks".
    public static let offset = DateStyle(kind: .offset)
    /// A counter from or to the date: "2:32", "36:59:01".
    public static let timer = DateStyle(kind: .timer)

    /// The moment a snapshot is taken, for the relative styles: 9:41 in the morning of 1 January
    /// 2026, GMT (the time Apple's product pictures show).
    public static let snapshotNow = Date(timeIntervalSince1970: 1_767_260_460)

    /// `date` in this style, in the environment being resolved.
    func string(for date: Date) -> String {
      let environment = EnvironmentValues.current
      switch kind {
      case .time:
        return date.formatted(
          Date.FormatStyle(
            date: .omitted, time: .shortened, locale: environment.locale, calendar: environment.calendar,
            timeZone: environment.timeZone))
      case .date:
        return date.formatted(
          Date.FormatStyle(
            date: .long, time: .omitted, locale: environment.locale, calendar: environment.calendar,
            timeZone: environment.timeZone))
      case .relative:
        return Self.span(abs(date.timeIntervalSince(Self.snapshotNow)), in: environment, units: 2)
      case .offset:
        let interval = date.timeIntervalSince(Self.snapshotNow)
        return (interval < 0 ? "-" : "+") + Self.span(abs(interval), in: environment, units: 1)
      case .timer:
        let seconds = Int(abs(date.timeIntervalSince(Self.snapshotNow)))
        let (hours, minutes) = (seconds / 3600, seconds / 60 % 60)
        return hours > 0
          ? String(format: "%d:%02d:%02d", hours, minutes, seconds % 60)
          : String(format: "%d:%02d", minutes, seconds % 60)
      }
    }

    /// `interval` in words, in at most `units` of the largest units it has (weeks down to seconds).
    private static func span(_ interval: TimeInterval, in environment: EnvironmentValues, units: Int)
      -> String
    {
      Duration.seconds(interval.rounded()).formatted(
        Duration.UnitsFormatStyle(
          allowedUnits: [.weeks, .days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: units
        ).locale(environment.locale))
    }
  }

  /// Text showing `date` in `style`.
  ///
  /// ```swift
  /// Text(task.due, style: .date)        // "January 8, 2026"
  /// Text(message.sent, style: .time)    // "9:41 AM"
  /// ```
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: style.string(for: date))
  }

  /// Text showing the span from one date to another: "9:41 – 10:30 AM".
  public init(_ dates: ClosedRange<Date>) {
    let environment = EnvironmentValues.current
    var style = Date.IntervalFormatStyle(date: .omitted, time: .shortened)
    style.locale = environment.locale
    style.calendar = environment.calendar
    style.timeZone = environment.timeZone
    self.init(verbatim: (dates.lowerBound..<dates.upperBound).formatted(style))
  }
}

extension FormatStyle where FormatOutput == String {
  /// `input` formatted in the locale of the environment being resolved, as SwiftUI formats text
  /// with the view's locale rather than the machine's.
  func formatted(_ input: FormatInput) -> String {
    locale(EnvironmentValues.current.locale).format(input)
  }
}
