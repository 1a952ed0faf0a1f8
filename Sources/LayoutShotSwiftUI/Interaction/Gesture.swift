// Gestures as values (`Gesture`, `TapGesture`, `LongPressGesture`, `DragGesture`,
// `MagnifyGesture`) and the modifiers that attach them. A snapshot is touched by
// nothing: attached gestures keep their callbacks and never call them; `@GestureState` holds its
// initial value.

/// A gesture: a value that recognises touches and reports its values through its callbacks.
///
/// ```swift
/// card.gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// What the gesture reports while it changes and when it ends.
  associatedtype Value
}

extension Gesture {
  /// The gesture with `action` called as its value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self)
  }

  /// The gesture with `action` called with its last value when it ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self)
  }

  /// The gesture with its value also written to a `@GestureState` while it lasts.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> _ChangedGesture<Self> { _ChangedGesture(base: self) }

  /// The gesture reporting `transform` of its values.
  public func map<T>(_ transform: @escaping (Value) -> T) -> _MappedGesture<Self, T> {
    _MappedGesture(base: self)
  }

  /// This gesture and `other` recognised together.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(first: self, second: other)
  }

  /// This gesture, then `other` once it has ended.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(first: self, second: other)
  }

  /// Whichever of this gesture and `other` is recognised first.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(first: self, second: other)
  }
}

/// A gesture with a callback for its changes.
public struct _ChangedGesture<Base: Gesture>: Gesture {
  public typealias Value = Base.Value
  let base: Base
}

/// A gesture with a callback for its end.
public struct _EndedGesture<Base: Gesture>: Gesture {
  public typealias Value = Base.Value
  let base: Base
}

/// A gesture whose values are transformed.
public struct _MappedGesture<Base: Gesture, Value>: Gesture {
  let base: Base
}

/// Two gestures recognised together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The values of both, `nil` for one not recognised.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }

  public var first: First
  public var second: Second
}

/// One gesture, then another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The first gesture's value, then the second's.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }

  public var first: First
  public var second: Second
}

/// Whichever of two gestures is recognised first.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The value of the gesture recognised.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }

  public var first: First
  public var second: Second
}

/// One or more taps.
public struct TapGesture: Gesture {
  public typealias Value = Void
  public var count: Int

  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }
}

/// A press held for a while.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public var maximumDistance: CGFloat

  /// A press held `minimumDuration` seconds without moving more than `maximumDistance`.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A drag.
public struct DragGesture: Gesture {
  /// Where a drag is and how far it has come.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }

  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace

  /// A drag that starts after `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

/// A pinch.
public struct MagnifyGesture: Gesture {
  /// How far a pinch has scaled.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }

  public var minimumScaleDelta: CGFloat

  /// A pinch that starts after a change of `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// The animation context of a state change (`Transaction`).
public struct Transaction: Sendable {
  /// The animation the change is made with.
  public var animation: Animation?
  /// Whether animations of the views below are turned off.
  public var disablesAnimations = false

  /// A transaction with `animation`.
  public init(animation: Animation? = nil) { self.animation = animation }
}

/// State a gesture writes while it lasts and that returns to its initial value when it ends
/// (`@GestureState`): in a snapshot, always its initial value.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let initialValue: Value

  /// State starting at `wrappedValue`.
  public init(wrappedValue: Value) { initialValue = wrappedValue }

  /// State starting at `initialValue`.
  public init(initialValue: Value) { self.initialValue = initialValue }

  /// The gesture's value; the initial value while no gesture runs.
  public var wrappedValue: Value { initialValue }

  /// The state itself, for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }
}

/// The gesture masks of `gesture(_:including:)`.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
  /// The view recognising `gesture`; nothing touches a snapshot.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }

  /// The view recognising `gesture` before its subviews' gestures.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    self
  }

  /// The view recognising `gesture` together with its subviews' gestures.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    self
  }
}
