import Foundation

extension View {
  /// Text, symbols and unstyled shapes below in `style`; `.secondary` and the other hierarchical
  /// styles below become fainter levels of it.
  ///
  /// ```swift
  /// Text("Signed in").foregroundStyle(.secondary)
  /// Image(systemName: "star").foregroundStyle(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
  /// ```
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.setForegroundStyles([style]) })
  }

  /// The foreground below in `primary`, and its secondary level in `secondary`.
  ///
  /// ```swift
  /// VStack { Text("Title"); Text("Detail").foregroundStyle(.secondary) }.foregroundStyle(.blue, .gray)
  /// ```
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.setForegroundStyles([primary, secondary]) })
  }

  /// The foreground below in `primary`, with its secondary and tertiary levels.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.setForegroundStyles([primary, secondary, tertiary]) })
  }

  /// Controls and `.tint` styles below in `tint` (the accent colour when `nil`).
  ///
  /// ```swift
  /// Capsule().fill(.tint).tint(.orange)
  /// ```
  public func tint(_ tint: Color?) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.tint = tint.map { .color($0.coreColor) } })
  }

  /// Controls and `.tint` styles below in `tint` (the accent colour when `nil`).
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(
      _EnvironmentKeyWritingModifier { environment in environment.tint = tint?.resolved(in: environment) })
  }

  /// `shape` filled with `style` behind this view, proposed its size.
  ///
  /// ```swift
  /// Text("Now playing").padding().background(.ultraThinMaterial, in: Capsule())
  /// ```
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background { shape.fill(style, style: fillStyle) }
  }

  /// `shape` filled with the background style (the system background) behind this view.
  ///
  /// ```swift
  /// Text("Card").padding().background(in: RoundedRectangle(cornerRadius: 12))
  /// ```
  public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
    background(.background, in: shape, fillStyle: fillStyle)
  }

  /// `style` behind this view, filling its frame.
  ///
  /// ```swift
  /// Text("Banner").padding().background(.thinMaterial)
  /// ```
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  {
    background { StyleFill(style: style) }
  }

  /// `shape` filled with `style` in front of this view, proposed its size.
  ///
  /// ```swift
  /// Image("photo").resizable().overlay(.black.opacity(0.3), in: RoundedRectangle(cornerRadius: 8))
  /// ```
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    overlay { shape.fill(style, style: fillStyle) }
  }

  /// `style` in front of this view, filling its frame.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    overlay { StyleFill(style: style) }
  }

  /// A border `width` wide in `content` just inside this view's frame.
  ///
  /// ```swift
  /// Text("Tag").padding(4).border(.gray, width: 1)
  /// ```
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay { Rectangle().strokeBorder(content, lineWidth: width) }
  }
}

/// A style filling the frame it is proposed, named after the style's type (`Color`,
/// `LinearGradient`), as the style would be as a view.
struct StyleFill<S: ShapeStyle>: PrimitiveView, View {
  let style: S

  typealias Body = Never

  func makeNodes(in context: ResolveContext) -> [LayoutNode] { [ShapeNode.filling(style, in: context)] }
}

extension EnvironmentValues {
  /// Sets the foreground to `styles` (primary, secondary, tertiary), each resolved here, so that a
  /// hierarchical style among them is a level of the foreground around.
  mutating func setForegroundStyles(_ styles: [any ShapeStyle]) {
    let resolved = styles.map { $0.resolved(in: self) }
    foregroundStyles = resolved
    foregroundColor = resolved.first.map { Color(core: $0.representativeColor) }
  }
}
