/// Why a SwiftUI view could not be laid out; thrown from a ``SwiftUILayout``'s body, so the layout
/// fails with `LayoutError.programFailed` carrying this message.
///
/// ```swift
/// SwiftUILayout.screen("Settings") { SettingsView() }  // forgot .environmentObject(AppSettings())
/// // fails: "SettingsView needs an object of type AppSettings from its parents' environment …"
/// ```
public enum SwiftUILayoutError: Error, Equatable, CustomStringConvertible {
  /// `view` reads an object of `type` (`@EnvironmentObject`, or `@Environment` of an
  /// `@Observable` type) that no parent provided. SwiftUI stops the app there.
  case missingEnvironmentObject(view: String, type: String)

  /// What went wrong and how to fix it.
  public var description: String {
    switch self {
    case .missingEnvironmentObject(let view, let type):
      "\(view) needs an object of type \(type) from its parents' environment, and none provided one: "
        + "give it with .environmentObject(_:) (an ObservableObject) or .environment(_:) (an @Observable "
        + "object) on a view above it"
    }
  }
}

/// The problems found while views are resolved, kept for the layout to throw the first.
@MainActor
final class ResolveProblems {
  /// The problems, in the order found.
  private(set) var found: [SwiftUILayoutError] = []

  /// Keeps `problem`.
  func record(_ problem: SwiftUILayoutError) {
    found.append(problem)
  }
}
