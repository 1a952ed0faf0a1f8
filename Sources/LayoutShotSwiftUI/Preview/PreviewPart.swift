/// One preview of a `PreviewProvider`'s `previews`: a view of its `Group`, `ForEach` or list of
/// views, with the preview modifiers on it and on what contains it.
///
/// ```swift
/// Group {
///   ProfileCard().previewDisplayName("Light")
///   ProfileCard().environment(\.colorScheme, .dark)
/// }
/// .previewLayout(.sizeThatFits)
/// // two parts: "Light" and an unnamed one, both laid out at the size that fits
/// ```
///
/// A modifier other than a preview one on a container of several views applies to each, as
/// Xcode applies it.
struct PreviewPart {
  /// The view previewed.
  var view: any View
  /// The preview modifiers on it, innermost first.
  var attributes: [PreviewAttribute] = []

  /// The parts of `view`: one per view of a container, else `view` itself.
  @MainActor static func parts(of view: any View) -> [PreviewPart] {
    if let splittable = view as? any PreviewSplittable { return splittable.previewParts() }
    return [PreviewPart(view: view)]
  }

  /// The name the last `.previewDisplayName(_:)` gives, if any.
  var displayName: String? {
    for case .displayName(let name) in attributes.reversed() { return name }
    return nil
  }

  /// The layout the last `.previewLayout(_:)` gives; the device's by default.
  var layout: PreviewLayout {
    for case .layout(let layout) in attributes.reversed() { return layout }
    return .device
  }

  /// The orientation the last `.previewInterfaceOrientation(_:)` gives, if any.
  var orientation: InterfaceOrientation? {
    for case .orientation(let orientation) in attributes.reversed() { return orientation }
    return nil
  }
}

/// A view that stands for several previews, or that carries a preview modifier.
@MainActor
protocol PreviewSplittable {
  func previewParts() -> [PreviewPart]
}

extension Group: PreviewSplittable where Content: View {
  func previewParts() -> [PreviewPart] { PreviewPart.parts(of: content) }
}

extension TupleView: PreviewSplittable {
  func previewParts() -> [PreviewPart] {
    Mirror(reflecting: value).children.compactMap { $0.value as? any View }.flatMap(PreviewPart.parts(of:))
  }
}

extension ForEach: PreviewSplittable where Content: View {
  func previewParts() -> [PreviewPart] {
    data.flatMap { PreviewPart.parts(of: content($0)) }
  }
}

extension ModifiedContent: PreviewSplittable where Content: View, Modifier: ViewModifier {
  func previewParts() -> [PreviewPart] {
    let parts = PreviewPart.parts(of: content)
    if let attribute = (modifier as? _PreviewAttributeModifier)?.attribute {
      return parts.map { PreviewPart(view: $0.view, attributes: $0.attributes + [attribute]) }
    }
    guard parts.count > 1 else { return [PreviewPart(view: self, attributes: parts.first?.attributes ?? [])] }
    return parts.map { part in
      PreviewPart(
        view: ModifiedContent<AnyView, Modifier>(content: AnyView(erasing: part.view), modifier: modifier),
        attributes: part.attributes)
    }
  }
}
