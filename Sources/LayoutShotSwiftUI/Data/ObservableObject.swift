/// A class whose changes views follow: Combine's `ObservableObject`, stood in for.
///
/// Combine is not available off Apple platforms. A snapshot is one frame, so nothing is
/// followed; the protocol lets models compile unchanged.
///
/// ```swift
/// final class ProfileModel: ObservableObject {
///   @Published var name = "Ada"
/// }
/// ```
public protocol ObservableObject: AnyObject {
  /// What announces a change: ``ObservableObjectPublisher`` by default.
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that announces nothing in a single frame.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Combine's publisher of an object's coming changes, stood in for: `send()` does nothing, as a
/// snapshot does not update.
public final class ObservableObjectPublisher: Sendable {
  /// A publisher.
  public init() {}

  /// Announces a change (nothing follows it here).
  public func send() {}
}
