import Foundation

/// The environment values a snapshot's variant and device set: the text size, size classes,
/// contrast, language, and the actions a presented view reads.
extension EnvironmentValues {
  /// The text size: the variant's (`--text-size`) unless a view sets one.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The text size under its older name (`ContentSizeCategory`).
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }

  /// The device's horizontal size class in this orientation; `nil` where none is known.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The device's vertical size class in this orientation; `nil` where none is known.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Standard or increased contrast: the variant's (`--contrast`).
  public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

  /// Internal writer of ``colorSchemeContrast``, which SwiftUI keeps read-only.
  var contrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }

  /// The locale views format with: the variant's language, else English (United States).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar dates are shown in: Gregorian, fixed so that snapshots do not depend on the
  /// machine.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown in: GMT, fixed so that snapshots do not depend on the machine.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Whether the user asked for bold text; a snapshot has regular weight.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  /// The scene's phase: a snapshot's scene is active.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// Dismisses the presentation the view is in; nothing happens in a snapshot.
  public var dismiss: DismissAction { DismissAction() }

  /// Whether the view is in a presentation; a snapshot's root view is not.
  public var isPresented: Bool { false }

  /// Opens a URL; nothing opens in a snapshot.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private enum HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}
private enum VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}
private enum ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private enum LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private enum CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "GMT") ?? calendar.timeZone
    calendar.locale = Locale(identifier: "en_US")
    return calendar
  }
}
private enum TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "GMT") ?? .current }
private enum LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private enum ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private enum OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .handled } }

/// A size class: how much room there is along an axis (`UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact
  case regular
}

/// Standard or increased contrast (`ColorSchemeContrast`).
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
  case standard
  case increased
}

/// Regular or bold text, as Accessibility's Bold Text asks (`LegibilityWeight`).
public enum LegibilityWeight: Hashable, Sendable {
  case regular
  case bold
}

/// Whether a scene is in the foreground (`ScenePhase`).
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background
  case inactive
  case active
}

/// The text size under its older name, with the same order of sizes as ``DynamicTypeSize``.
public enum ContentSizeCategory: Hashable, CaseIterable, Comparable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// Whether it is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category of `size`.
  public init(_ size: DynamicTypeSize) {
    self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
  }

  /// The same size as a ``DynamicTypeSize``.
  var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3] }
}

/// Dismisses the presentation a view is in (`DismissAction`); a snapshot is one frame, so calling
/// it changes nothing.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
public struct DismissAction: Sendable {
  /// Dismisses the presentation.
  @MainActor public func callAsFunction() {}
}

/// Opens a URL (`OpenURLAction`); in a snapshot nothing opens.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
public struct OpenURLAction: Sendable {
  /// What became of a URL handed to the action.
  public struct Result: Sendable {
    let accepted: Bool
    /// The URL was handled.
    public static let handled = Result(accepted: true)
    /// The URL was not handled; the system may try.
    public static let discarded = Result(accepted: false)
    /// The system opens the URL.
    public static let systemAction = Result(accepted: true)
  }

  private let handler: @Sendable (URL) -> Result

  /// An action that hands URLs to `handler`.
  public init(handler: @escaping @Sendable (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) {
    _ = handler(url)
  }

  /// Opens `url` and reports whether it was accepted.
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    completion(handler(url).accepted)
  }
}

extension View {
  /// The view with the environment value at `keyPath` changed by `transform`.
  ///
  /// ```swift
  /// Text("Caption").transformEnvironment(\.font) { font in font = font ?? .caption }
  /// ```
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentKeyWritingModifier { transform(&$0[keyPath: keyPath]) })
  }
}
