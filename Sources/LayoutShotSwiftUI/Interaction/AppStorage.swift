/// A value the app keeps in `UserDefaults` (`@AppStorage`), in a snapshot the default written in
/// the code.
///
/// A snapshot must not depend on what a machine has stored, so a value set while the view is made
/// stays in memory and is never written to `UserDefaults`.
///
/// ```swift
/// @AppStorage("showsPreviews") private var showsPreviews = true
/// ```
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let state: State<Value>

  /// The stored value: the default, or what code set.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding to the value, for controls.
  public var projectedValue: Binding<Value> { state.projectedValue }

  init(default value: Value) { state = State(wrappedValue: value) }
}

extension AppStorage {
  /// A Boolean stored under `key`, `wrappedValue` unless stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(default: wrappedValue)
  }

  /// An integer stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(default: wrappedValue)
  }

  /// A number stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(default: wrappedValue)
  }

  /// A string stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(default: wrappedValue)
  }

  /// A URL stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(default: wrappedValue)
  }

  /// Data stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(default: wrappedValue)
  }

  /// A date stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(default: wrappedValue)
  }

  /// An enumeration stored under `key` by its integer raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(default: wrappedValue)
  }

  /// An enumeration stored under `key` by its string raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(default: wrappedValue)
  }

  /// An optional string stored under `key`, `nil` unless stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(default: nil) }

  /// An optional integer stored under `key`, `nil` unless stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(default: nil) }

  /// An optional Boolean stored under `key`, `nil` unless stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(default: nil) }

  /// An optional number stored under `key`, `nil` unless stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(default: nil) }

  /// An optional URL stored under `key`, `nil` unless stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(default: nil) }

  /// Optional data stored under `key`, `nil` unless stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(default: nil) }
}

/// A value a scene keeps for state restoration (`@SceneStorage`): in a snapshot, the default
/// written in the code.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = 0
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let storage: AppStorage<Value>

  /// The stored value: the default, or what code set.
  public var wrappedValue: Value {
    get { storage.wrappedValue }
    nonmutating set { storage.wrappedValue = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { storage.projectedValue }

  /// A Boolean kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    storage = AppStorage(default: wrappedValue)
  }

  /// An integer kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    storage = AppStorage(default: wrappedValue)
  }

  /// A number kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    storage = AppStorage(default: wrappedValue)
  }

  /// A string kept under `key`.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    storage = AppStorage(default: wrappedValue)
  }

  /// An enumeration kept under `key` by its string raw value.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    storage = AppStorage(default: wrappedValue)
  }

  /// An enumeration kept under `key` by its integer raw value.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    storage = AppStorage(default: wrappedValue)
  }

  /// An optional string kept under `key`, `nil` unless kept.
  public init(_ key: String) where Value == String? { storage = AppStorage(default: nil) }
}

/// A namespace for matched geometry (`@Namespace`): each property a distinct identifier.
///
/// ```swift
/// @Namespace private var tabs
/// Capsule().matchedGeometryEffect(id: "selection", in: tabs)
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identifier.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private let id: ID

  /// A new namespace.
  public init() { id = ID(value: NamespaceCounter.shared.next()) }

  /// The namespace's identifier.
  public var wrappedValue: Namespace.ID { id }
}

/// Numbers namespaces in the order they are made.
private final class NamespaceCounter: @unchecked Sendable {
  static let shared = NamespaceCounter()
  private let lock = NSLock()
  private var count = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
}
