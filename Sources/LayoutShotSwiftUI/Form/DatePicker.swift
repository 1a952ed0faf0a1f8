import Foundation
import LayoutShot

/// A control for choosing a date, drawn in its compact style: the label leading and the chosen
/// date and time trailing, each on a rounded grey button, formatted in the environment's locale,
/// calendar and time zone (Documentation/SwiftUILists.md#forms).
///
/// ```swift
/// Form {
///   DatePicker("Starts", selection: $start)
///   DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
/// }
/// ```
public struct DatePicker<Label: View>: View {
  /// What a date picker lets the user pick.
  public typealias Components = DatePickerComponents

  let label: Label
  let selection: Date
  let components: Components

  /// A picker of `selection`'s `displayedComponents`, named by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.selection = selection.wrappedValue
    components = displayedComponents
  }

  /// A picker of `selection` within `range`, named by `label`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// The label, a spacer, and a button for the date and one for the time.
  public var body: some View {
    HStack {
      label
      Spacer()
      HStack(spacing: DatePickerLook.buttonSpacing) {
        if components.contains(.date) { DatePickerButton(date: selection, part: .date) }
        if components.contains(.hourAndMinute) { DatePickerButton(date: selection, part: .time) }
      }
    }
  }
}

extension DatePicker where Label == Text {
  /// A picker titled with the localized `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker titled with the localized `titleKey`, within `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

/// The figures of a compact date picker's buttons (Documentation/SwiftUILists.md#forms, **L**:
/// read off screenshots, not measured).
enum DatePickerLook {
  /// The space between the date's and the time's buttons.
  static let buttonSpacing: CGFloat = 6
  /// The padding around a button's text, across and down.
  static let padding = (horizontal: CGFloat(11), vertical: CGFloat(6))
  /// A button's corner radius.
  static let cornerRadius: CGFloat = 6
}

/// One button of a compact date picker: the date abbreviated ("Jan 1, 2026") or the time
/// shortened ("9:41 AM"), on a rounded `tertiarySystemFill` background.
struct DatePickerButton: View {
  enum Part { case date, time }

  let date: Date
  let part: Part

  var body: some View {
    Text(verbatim: formatted)
      .padding(.horizontal, DatePickerLook.padding.horizontal)
      .padding(.vertical, DatePickerLook.padding.vertical)
      .background(
        RoundedRectangle(cornerRadius: DatePickerLook.cornerRadius).fill(Color(core: .tertiarySystemFill)))
  }

  /// The date in the environment's locale, calendar and time zone.
  private var formatted: String {
    let environment = EnvironmentValues.current
    return date.formatted(
      Date.FormatStyle(
        date: part == .date ? .abbreviated : .omitted, time: part == .time ? .shortened : .omitted,
        locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone))
  }
}
