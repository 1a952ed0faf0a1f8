import Foundation

// Sheets, covers, alerts and dialogs a view presents. A sheet or a cover that is presented (its
// binding true, its item not `nil`) is drawn over the presenting screen
// (Documentation/Sheets.md); popovers, alerts and dialogs are kept and not shown
// (Documentation/SwiftUILayout.md#one-frame).

extension View {
  /// A sheet with `content` while `isPresented` is true: drawn over the screen at its detent, at
  /// the elevated level (Documentation/Sheets.md).
  ///
  /// ```swift
  /// .sheet(isPresented: $showsSettings) { SettingsView() }
  /// ```
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(_PresentationModifier(style: .sheet) { isPresented.wrappedValue ? AnyView(content()) : nil })
  }

  /// A sheet with `content` for `item` while it is not `nil`.
  ///
  /// ```swift
  /// .sheet(item: $editedContact) { ContactEditor(contact: $0) }
  /// ```
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(_PresentationModifier(style: .sheet) { item.wrappedValue.map { AnyView(content($0)) } })
  }

  /// A cover over the whole screen with `content` while `isPresented` is true, at the screen's
  /// level.
  ///
  /// ```swift
  /// .fullScreenCover(isPresented: $showsPlayer) { PlayerView() }
  /// ```
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(style: .fullScreenCover) { isPresented.wrappedValue ? AnyView(content()) : nil })
  }

  /// A cover over the whole screen with `content` for `item` while it is not `nil`.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      _PresentationModifier(style: .fullScreenCover) { item.wrappedValue.map { AnyView(content($0)) } })
  }

  /// A popover with `content` while `isPresented` is true.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }

  /// An alert titled `titleKey` with `actions` while `isPresented` is true.
  ///
  /// ```swift
  /// .alert("Delete draft?", isPresented: $confirmsDelete) {
  ///   Button("Delete", role: .destructive) { model.delete() }
  /// }
  /// ```
  public func alert<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> some View { self }

  /// An alert titled `title` with `actions` while `isPresented` is true.
  public func alert<S: StringProtocol, Actions: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> some View { self }

  /// An alert titled `title` with `actions` while `isPresented` is true.
  public func alert<Actions: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  )
    -> some View
  { self }

  /// An alert titled `titleKey` with `actions` and `message` while `isPresented` is true.
  public func alert<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> some View { self }

  /// An alert titled `title` with `actions` and `message` while `isPresented` is true.
  public func alert<S: StringProtocol, Actions: View, Message: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> some View { self }

  /// An alert for `data` while `isPresented` is true.
  public func alert<Actions: View, Message: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> Actions, @ViewBuilder message: (T) -> Message
  ) -> some View { self }

  /// An alert made by `content` while `isPresented` is true (the older form).
  @available(iOS, deprecated: 100000.0, message: "Use alert(_:isPresented:actions:message:) instead.")
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

  /// An alert made by `content` for `item` while it is not `nil` (the older form).
  @available(
    iOS, deprecated: 100000.0, message: "Use alert(_:isPresented:presenting:actions:message:) instead."
  )
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }

  /// A dialog of `actions` titled `titleKey` while `isPresented` is true.
  public func confirmationDialog<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions
  ) -> some View { self }

  /// A dialog of `actions` titled `title` while `isPresented` is true.
  public func confirmationDialog<S: StringProtocol, Actions: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions
  ) -> some View { self }

  /// A dialog of `actions` and `message` titled `titleKey` while `isPresented` is true.
  public func confirmationDialog<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> some View { self }

  /// The heights a sheet of this view may rest at; it shows at the smallest.
  ///
  /// ```swift
  /// FilterOptions().presentationDetents([.medium, .large])
  /// ```
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    presentationSetting { if $0.detents == nil { $0.detents = detents } }
  }

  /// The heights a sheet of this view may rest at; it shows at `selection`.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    presentationSetting { settings in
      guard settings.detents == nil else { return }
      settings.detents = detents
      settings.selectedDetent = selection.wrappedValue
    }
  }

  /// Whether a sheet of this view shows its grabber (by default, when it has several detents).
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    presentationSetting { if $0.dragIndicator == nil { $0.dragIndicator = visibility } }
  }

  /// The radius of a sheet's corners; `nil` for the system's.
  ///
  /// ```swift
  /// SettingsView().presentationCornerRadius(21)
  /// ```
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    presentationSetting { settings in
      if settings.cornerRadius == nil { settings.cornerRadius = .some(cornerRadius) }
    }
  }

  /// What fills a sheet behind this view, in place of the system background.
  ///
  /// ```swift
  /// SettingsView().presentationBackground(.yellow)
  /// ```
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    let background = AnyView(Rectangle().fill(style))
    return presentationSetting { if $0.background == nil { $0.background = background } }
  }

  /// A view that fills a sheet behind this view, in place of the system background.
  public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    let background = AnyView(ZStack(alignment: alignment) { content() })
    return presentationSetting { if $0.background == nil { $0.background = background } }
  }

  /// Whether a sheet of this view may be swiped away (kept: nothing is swiped in a snapshot).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    presentationSetting { settings in
      if settings.isInteractiveDismissDisabled == nil { settings.isInteractiveDismissDisabled = isDisabled }
    }
  }

  /// The view, telling the sheet it is presented on what `change` writes.
  private func presentationSetting(_ change: @escaping @MainActor (PresentationSettings) -> Void) -> some View
  {
    modifier(_ContainerSettingModifier { context in context.presentationSettings.map(change) })
  }
}

/// The heights a sheet rests at (`PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(CGFloat)
    case height(CGFloat)
  }

  let kind: Kind

  /// About half the screen.
  public static let medium = PresentationDetent(kind: .medium)
  /// The full height.
  public static let large = PresentationDetent(kind: .large)
  /// `fraction` of the full height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }
  /// `height` points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }
}

/// Whether something is shown (`Visibility`).
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// The system decides.
  case automatic
  case visible
  case hidden
}

/// Where a popover points (`PopoverAttachmentAnchor`).
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view.
  case point(UnitPoint)
}

/// A geometry value of a view, resolved where it is read (`Anchor`).
public struct Anchor<Value> {
  /// Where an anchor is taken from.
  public struct Source: Sendable {
    let name: String
  }
}

extension Anchor<CGRect>.Source {
  /// The view's bounds.
  public static let bounds = Anchor<CGRect>.Source(name: "bounds")
}

/// An alert, in the form before iOS 15 (`Alert`).
public struct Alert {
  /// A button of an alert.
  public struct Button {
    let label: Text

    /// A default button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Button(label: label)
    }
    /// A cancel button titled `label`.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Button(label: label)
    }
    /// A cancel button with the system's title.
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Button(label: Text("Cancel")) }
    /// A destructive button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Button(label: label)
    }
  }

  let title: Text

  /// An alert with one button.
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) { self.title = title }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
    self.title = title
  }
}
