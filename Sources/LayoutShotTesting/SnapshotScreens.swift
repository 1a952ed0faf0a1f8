import LayoutShot

/// The screens a layout is snapshotted on: devices from the catalog in chosen orientations, or
/// screens written out.
///
/// ```swift
/// assertLayoutSnapshot(of: Card(), on: .default)                                   // the default devices, portrait
/// assertLayoutSnapshot(of: Card(), on: .devices(orientations: [.portrait, .landscape]))
/// assertLayoutSnapshot(of: Card(), on: .devices("iphone-se-2-3", "ipad-*"))
/// assertLayoutSnapshot(of: Card(), on: .screens(Device.iPhoneX.screen(.landscape, layoutDirection: .rightToLeft)))
/// ```
///
/// Device names are ids, aliases, globs, families (`phones`, `tablets`) or `all`, as on the
/// command line (see ``DeviceSelector``); an unknown name fails the assertion with the closest
/// known ids.
public struct SnapshotScreens: Hashable, Sendable {
  private enum Source: Hashable, Sendable {
    case devices([DeviceSelector], DeviceCatalog, [Orientation])
    case screens([Screen])
  }

  private let source: Source

  /// The catalog's default devices (a small home-button phone, a notch phone, a Dynamic Island
  /// phone, a large phone and an iPad), in portrait.
  public static let `default` = SnapshotScreens(source: .devices([], .standard, [.portrait]))

  /// Devices chosen by name (none: the default set), in each of `orientations`.
  public static func devices(
    _ selectors: DeviceSelector..., orientations: [Orientation] = [.portrait],
    catalog: DeviceCatalog = .standard
  ) -> SnapshotScreens {
    SnapshotScreens(source: .devices(selectors, catalog, orientations))
  }

  /// These screens, as written.
  public static func screens(_ screens: Screen...) -> SnapshotScreens {
    SnapshotScreens(source: .screens(screens))
  }

  /// These screens, as written.
  public static func screens(_ screens: [Screen]) -> SnapshotScreens {
    SnapshotScreens(source: .screens(screens))
  }

  /// The screens, devices in catalog order and each device's orientations in the order given.
  ///
  /// - Throws: A ``DeviceError`` for a name the catalog does not know.
  public func resolve() throws(DeviceError) -> [Screen] {
    try resolve(fixedOrientation: nil)
  }

  /// The screens a layout shown in `fixedOrientation` (``LayoutProgram/fixedOrientation``) is
  /// snapshotted on: each device once, turned to it; screens written out stay as written.
  ///
  /// - Throws: A ``DeviceError`` for a name the catalog does not know.
  public func resolve(fixedOrientation: Orientation?) throws(DeviceError) -> [Screen] {
    switch source {
    case .screens(let screens):
      return screens
    case .devices(let selectors, let catalog, let orientations):
      let chosen = fixedOrientation.map { [$0] } ?? orientations
      return try catalog.select(selectors).flatMap { device in chosen.map { device.screen($0) } }
    }
  }
}
