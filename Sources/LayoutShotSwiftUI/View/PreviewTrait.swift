/// How a preview is laid out or oriented (`PreviewTrait`), given to `#Preview(traits:)`.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) { BadgeView(count: 3) }
/// #Preview(traits: .landscapeLeft) { PlayerView() }
/// ```
public struct PreviewTrait<T>: Sendable {
  /// What a trait says.
  enum Kind: Hashable, Sendable {
    case defaultLayout
    case sizeThatFitsLayout
    case fixedLayout(width: CGFloat, height: CGFloat)
    case orientation(InterfaceOrientation)
  }

  let kind: Kind
}

/// The namespace of a view preview's traits, as `PreviewTrait<Preview.ViewTraits>` names it.
public enum Preview {
  /// The traits of a view's preview.
  public enum ViewTraits {}
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview on the whole screen of the device (the default).
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .defaultLayout) }
  /// The preview as large as the view chooses.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(kind: .sizeThatFitsLayout) }
  /// The preview in a container `width` by `height` points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(kind: .fixedLayout(width: width, height: height))
  }
  /// The device upright.
  public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation(.portrait)) }
  /// The device upside down.
  public static var portraitUpsideDown: PreviewTrait<T> {
    PreviewTrait(kind: .orientation(.portraitUpsideDown))
  }
  /// The device turned with its top to the left.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeLeft)) }
  /// The device turned with its top to the right.
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .orientation(.landscapeRight)) }
}

/// A device's orientation in a preview (`InterfaceOrientation`).
public struct InterfaceOrientation: Hashable, CaseIterable, Sendable {
  let name: String

  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")

  public static let allCases: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
}

/// How a `PreviewProvider`'s preview is laid out (`PreviewLayout`).
public enum PreviewLayout: Sendable {
  /// On the device's whole screen.
  case device
  /// As large as the view chooses.
  case sizeThatFits
  /// In a container `width` by `height` points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device a `PreviewProvider` names (`PreviewDevice`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral: String) { rawValue = stringLiteral }
}

extension View {
  /// How the preview of this view is laid out: on the device's screen, at the size that fits, or
  /// in a fixed container.
  ///
  /// ```swift
  /// static var previews: some View { BadgeView(count: 3).previewLayout(.sizeThatFits) }
  /// ```
  public func previewLayout(_ value: PreviewLayout) -> some View {
    modifier(_PreviewAttributeModifier(attribute: .layout(value)))
  }

  /// The name the preview of this view is shown under: its layout is `<File>/<name>`.
  public func previewDisplayName(_ displayName: String?) -> some View {
    modifier(_PreviewAttributeModifier(attribute: .displayName(displayName)))
  }

  /// The device the preview of this view is shown on; kept, not used: a preview is drawn on
  /// the devices the command line or the test asks for.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    modifier(_PreviewAttributeModifier(attribute: .device(value)))
  }

  /// The orientation the preview of this view is shown in, whatever orientation is asked for.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    modifier(_PreviewAttributeModifier(attribute: .orientation(value)))
  }
}
