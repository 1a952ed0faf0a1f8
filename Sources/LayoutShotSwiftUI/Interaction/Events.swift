// What a view does when it appears, changes or is touched. A snapshot is one frame of a view
// that has just appeared, with no time passing and no touches: these actions are kept and not run
// (Documentation/SwiftUILayout.md#one-frame), and the view lays out and draws as without them.

extension View {
  /// `action` to run when the view appears; not run in a snapshot.
  ///
  /// ```swift
  /// List(model.items) { ItemRow(item: $0) }.onAppear { model.markSeen() }
  /// ```
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  /// `action` to run when the view disappears; not run in a snapshot.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Asynchronous work started when the view appears; not started in a snapshot.
  ///
  /// ```swift
  /// WeatherView(model: model).task { await model.refresh() }
  /// ```
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { self }

  /// Asynchronous work started when the view appears and restarted when `value` changes; not
  /// started in a snapshot.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { self }

  /// `action` to run with the new value when `value` changes; a snapshot's values never change.
  @available(iOS, deprecated: 17.0, message: "Use onChange(of:initial:_:) with a two-parameter closure.")
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  {
    self
  }

  /// `action` to run with the old and new values when `value` changes (and once at first when
  /// `initial`); not run in a snapshot.
  ///
  /// ```swift
  /// TextField("Search", text: $query).onChange(of: query) { _, newQuery in model.search(newQuery) }
  /// ```
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { self }

  /// `action` to run when `value` changes (and once at first when `initial`); not run in a
  /// snapshot.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  {
    self
  }

  /// `action` to run when the view is tapped `count` times.
  ///
  /// ```swift
  /// PhotoThumbnail(photo).onTapGesture { selection = photo }
  /// ```
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

  /// `action` to run with the tap's location when the view is tapped `count` times.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
  ) -> some View { self }

  /// `action` to run when the view is pressed for `minimumDuration` seconds.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View { self }

  /// `action` to run when the user submits a text field below (presses return).
  ///
  /// ```swift
  /// SecureField("Password", text: $password).onSubmit { model.signIn() }
  /// ```
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    self
  }

  /// The title of the return key of text fields below; a snapshot shows no keyboard.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

  /// Pull to refresh for the scrollable content below; a snapshot is at rest, not pulled.
  public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
    self
  }

  /// `action` to run with URLs the app is asked to open.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}

/// What submits a view's content (`SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Return pressed in a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// A search field submitted.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The title of a keyboard's return key (`SubmitLabel`).
public struct SubmitLabel: Hashable, Sendable {
  let title: String

  public static let done = SubmitLabel(title: "done")
  public static let go = SubmitLabel(title: "go")
  public static let send = SubmitLabel(title: "send")
  public static let join = SubmitLabel(title: "join")
  public static let route = SubmitLabel(title: "route")
  public static let search = SubmitLabel(title: "search")
  public static let `return` = SubmitLabel(title: "return")
  public static let next = SubmitLabel(title: "next")
  public static let `continue` = SubmitLabel(title: "continue")
}
