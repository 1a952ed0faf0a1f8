// Animations and transitions. A snapshot is the frame at rest, after every animation has ended:
// an animation or transition changes nothing in it, and `withAnimation` runs its body at once.

/// How a change animates (`Animation`); a snapshot shows where every animation ends.
///
/// ```swift
/// withAnimation(.spring(duration: 0.3)) { isExpanded.toggle() }
/// ```
public struct Animation: Hashable, Sendable {
  let name: String
  let duration: Double

  /// SwiftUI's default animation.
  public static let `default` = Animation(name: "default", duration: 0.35)
  /// A constant speed.
  public static let linear = Animation(name: "linear", duration: 0.35)
  /// Slow at the start.
  public static let easeIn = Animation(name: "easeIn", duration: 0.35)
  /// Slow at the end.
  public static let easeOut = Animation(name: "easeOut", duration: 0.35)
  /// Slow at both ends.
  public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
  /// A spring.
  public static let spring = Animation(name: "spring", duration: 0.5)
  /// A spring with some bounce.
  public static let bouncy = Animation(name: "bouncy", duration: 0.5)
  /// A spring without bounce.
  public static let smooth = Animation(name: "smooth", duration: 0.5)
  /// A quick spring with a little bounce.
  public static let snappy = Animation(name: "snappy", duration: 0.5)
  /// A spring for interactive changes.
  public static let interactiveSpring = Animation(name: "interactiveSpring", duration: 0.15)

  /// A constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
  /// Slow at the start, over `duration` seconds.
  public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
  /// Slow at the end, over `duration` seconds.
  public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
  /// Slow at both ends, over `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(name: "easeInOut", duration: duration)
  }

  /// A timing curve through two control points, over `duration` seconds.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
  )
    -> Animation
  { Animation(name: "timingCurve", duration: duration) }

  /// A spring lasting about `duration` seconds with `bounce` (0 none, towards 1 more).
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation(name: "spring", duration: duration)
  }

  /// A spring by its response and damping.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  )
    -> Animation
  { Animation(name: "spring", duration: response) }

  /// An interactive spring by its response and damping.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation { Animation(name: "interactiveSpring", duration: response) }

  /// A spring by its mass, stiffness and damping.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation { Animation(name: "interpolatingSpring", duration: 0.5) }

  /// A bouncy spring lasting about `duration` seconds.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "bouncy", duration: duration)
  }

  /// A smooth spring lasting about `duration` seconds.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "smooth", duration: duration)
  }

  /// A snappy spring lasting about `duration` seconds.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "snappy", duration: duration)
  }

  /// This animation starting `delay` seconds late.
  public func delay(_ delay: Double) -> Animation { self }
  /// This animation played `speed` times as fast.
  public func speed(_ speed: Double) -> Animation { self }
  /// This animation played `repeatCount` times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  /// This animation repeated for ever.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: a snapshot shows the state it leaves, as the end of the animation would.
///
/// ```swift
/// Button("Show details") { withAnimation { showsDetails = true } }
/// ```
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
  -> Result
{
  try body()
}

/// How a view comes and goes when a condition adds or removes it (`AnyTransition`); a snapshot
/// shows views that are present, fully in place.
public struct AnyTransition: Sendable {
  let name: String

  /// Fades in and out.
  public static let opacity = AnyTransition(name: "opacity")
  /// Slides in from the leading edge and out to the trailing edge.
  public static let slide = AnyTransition(name: "slide")
  /// Grows from nothing and shrinks to nothing.
  public static let scale = AnyTransition(name: "scale")
  /// No transition.
  public static let identity = AnyTransition(name: "identity")

  /// Grows from `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
  /// Moves in from `edge` and out to it.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  /// Pushes in from `edge`.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
  /// Moves in from `offset`.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
  /// Moves in from `x`, `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
  /// `insertion` when the view comes, `removal` when it goes.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(name: "asymmetric")
  }

  /// This transition together with `other`.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// This transition with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
  /// Changes below animate with `animation` when `value` changes; a snapshot is at rest.
  ///
  /// ```swift
  /// Badge(count: count).animation(.snappy, value: count)
  /// ```
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// Changes below animate with `animation`.
  @available(iOS, deprecated: 15.0, message: "Use animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View { self }

  /// The view comes and goes with `transition`; a snapshot shows it in place.
  public func transition(_ transition: AnyTransition) -> some View { self }

  /// The view shares its geometry with the view of the same `id` in `namespace` while either
  /// animates; a snapshot is at rest, where each view keeps its own frame.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View { self }

  /// Changes below made in the transaction `transform` edits; nothing animates in a snapshot.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

/// What `matchedGeometryEffect` shares (`MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
