import LayoutShot

/// A change to the environment of the views below: what `.environment(_:_:)`, `.font(_:)`,
/// `.foregroundColor(_:)` and the other environment-writing modifiers apply.
public struct _EnvironmentKeyWritingModifier: ViewModifier {
  let change: (inout EnvironmentValues) -> Void

  public typealias Body = Never
}

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
  /// The content's nodes in the changed environment; when the colour scheme changes, inside a
  /// view drawn in the new one (`overrideUserInterfaceStyle`).
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    let inner = context.withEnvironment(change)
    let scheme = inner.environment.colorScheme
    guard scheme != context.environment.colorScheme else { return content(inner) }
    return content(inner).map { node in
      DrawingNode(kind: "colorScheme", child: node) { view, _ in
        view.overrideAppearance = scheme == .dark ? .dark : .light
      }
    }
  }
}

extension View {
  /// The view with the environment value at `keyPath` set to `value`.
  ///
  /// ```swift
  /// ProfileCard().environment(\.colorScheme, .dark)
  /// ```
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0[keyPath: keyPath] = value })
  }

  /// The view with `object` provided to the `@EnvironmentObject` properties below it.
  ///
  /// ```swift
  /// ContentView().environmentObject(AppSettings())
  /// ```
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.setObject(object) })
  }

  /// The view with the `@Observable` `object` provided to the `@Environment(T.self)` properties
  /// below it.
  ///
  /// ```swift
  /// LibraryView().environment(Library())
  /// ```
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(
      _EnvironmentKeyWritingModifier { environment in
        if let object { environment.setObject(object) }
      })
  }

  /// Text below in `font`.
  ///
  /// ```swift
  /// VStack { Text("Title"); Text("Subtitle") }.font(.headline)
  /// ```
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }

  /// Text and symbols below in `color`.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(
      _EnvironmentKeyWritingModifier {
        $0.foregroundColor = color
        $0.foregroundStyles = []
      })
  }

  /// Lines of multi-line text below lined up by `alignment`.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }

  /// Text below shows at most `number` lines (no limit when `nil`).
  public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number)
  }

  /// Text below that does not fit is cut at `mode`.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }

  /// Text below in bold when `isActive`.
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.isBold = isActive })
  }
}
