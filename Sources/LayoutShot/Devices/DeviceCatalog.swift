/// A list of devices that can be looked up by id or alias and selected by name, glob or group —
/// the same way for the command line and for tests.
///
/// ```swift
/// let catalog = DeviceCatalog.standard
/// try catalog.device(named: "iPhone 15 Pro").id             // "iphone-14-pro" (same screen)
/// try catalog.select(["default"]).map(\.id)                 // the five default devices
/// try catalog.select(["iphone-1?-pro*", "tablets"]).count   // 15: 8 iPhone screens, 7 iPads
/// try catalog.select(["iphone-15-por"])
/// // throws: Unknown device 'iphone-15-por'. Did you mean 'iphone-15-pro'?
///
/// let mine = try catalog.adding(DeviceCatalog.devices(fromFile: "Devices/kiosk.json"))
/// ```
///
/// Names are matched by their slugs (``Device/slug(_:)``), so `iPhone 15 Pro`, `iphone 15 pro` and
/// `iphone-15-pro` are the same name. No two devices of a catalog share a name.
public struct DeviceCatalog: Hashable, Sendable {
  /// The devices, in the catalog's order (the order selections come back in).
  public let devices: [Device]
  /// Each name (id or alias slug) and the position of its device.
  private let positions: [String: Int]

  /// A catalog of `devices`, in that order.
  ///
  /// - Throws: ``DeviceError/duplicateName(_:first:second:)`` when two devices answer to the
  ///   same id or alias slug.
  public init(_ devices: [Device]) throws(DeviceError) {
    self.devices = devices
    self.positions = try Self.positions(of: devices) { "'\(devices[$0].id)'" }
  }

  /// A catalog of devices known to answer to distinct names: the built-in ones (the device tests
  /// check they do).
  init(unchecked devices: [Device]) {
    self.devices = devices
    var positions: [String: Int] = [:]
    for (index, device) in devices.enumerated() {
      for name in device.names where positions[name] == nil { positions[name] = index }
    }
    self.positions = positions
  }

  /// The names of `devices` and where each is, or the first name taken twice; `label` describes
  /// the device at a position for the error (`'iphone-x'`, `devices[3] ('my-x')`).
  static func positions(
    of devices: [Device], label: (Int) -> String
  ) throws(DeviceError) -> [String: Int] {
    var positions: [String: Int] = [:]
    for (index, device) in devices.enumerated() {
      for name in device.names {
        if let earlier = positions[name] {
          throw .duplicateName(name, first: label(earlier), second: label(index))
        }
        positions[name] = index
      }
    }
    return positions
  }

  /// The built-in catalog: the 17 iPhone classes, 7 iPads and 6 Android phones of
  /// Documentation/Devices.md, iPhones from the smallest, then iPads, then Android.
  public static let standard = DeviceCatalog(unchecked: Device.builtIn)

  /// The ids of the default selection, each layout's devices unless told otherwise: one of each
  /// kind of screen a layout meets.
  ///
  /// - `iphone-se-2-3`: a small home-button phone (375 × 667, the iPhone 8 and SE), status bar
  ///   inset only, no safe area in landscape, 20-point margins in landscape. The smallest screen
  ///   current iOS versions run on (the 320-point `iphone-se-1` stopped at iOS 15).
  /// - `iphone-12`: a notch phone (390 × 844, the iPhone 12, 13 and 14), safe area on the sides
  ///   and 21 at the bottom in landscape.
  /// - `iphone-14-pro`: a Dynamic Island phone (393 × 852, the iPhone 14 Pro, 15 and 16), with a
  ///   status bar shorter than its safe area.
  /// - `iphone-14-pro-max`: a large phone (430 × 932), 20-point margins in portrait and regular
  ///   width in landscape.
  /// - `ipad-10`: an iPad (820 × 1180), regular/regular, insets top and bottom in both
  ///   orientations.
  ///
  /// Each is a common model of its kind whose safe areas, root margins and corner radius were
  /// measured; together they have five widths in portrait and both landscape width classes.
  public static let defaultDeviceIDs = [
    "iphone-se-2-3", "iphone-12", "iphone-14-pro", "iphone-14-pro-max", "ipad-10",
  ]

  /// The catalog with `devices` after its own.
  ///
  /// - Throws: ``DeviceError/duplicateName(_:first:second:)`` when an added device answers to a
  ///   name that is already taken.
  public func adding(_ devices: [Device]) throws(DeviceError) -> DeviceCatalog {
    let all = self.devices + devices
    let count = self.devices.count
    let positions = try Self.positions(of: all) { index in
      index < count ? "'\(all[index].id)'" : "the added device '\(all[index].id)'"
    }
    return DeviceCatalog(devices: all, positions: positions)
  }

  private init(devices: [Device], positions: [String: Int]) {
    self.devices = devices
    self.positions = positions
  }

  /// The device with this id or alias (compared as slugs), if any.
  public subscript(name: String) -> Device? {
    position(ofDeviceNamed: name).map { devices[$0] }
  }

  /// Where the device with this id or alias (compared as slugs) stands in ``devices``, if any:
  /// the order to list snapshots of several devices in.
  ///
  /// ```swift
  /// DeviceCatalog.standard.position(ofDeviceNamed: "iphone-se-2-3")   // 1, after iphone-se-1
  /// ```
  public func position(ofDeviceNamed name: String) -> Int? {
    positions[Device.slug(name)]
  }

  /// The device with this id or alias, compared as slugs.
  ///
  /// - Throws: ``DeviceError/unknownDevice(_:suggestions:)`` with the closest names when no device
  ///   answers to `name`.
  public func device(named name: String) throws(DeviceError) -> Device {
    guard let device = self[name] else { throw unknown(name) }
    return device
  }

  /// Every name of every device, in catalog order.
  public var names: [String] { devices.flatMap(\.names) }

  /// The devices of the default selection that this catalog has (see ``defaultDeviceIDs``).
  public var defaultDevices: [Device] {
    devices.filter { Self.defaultDeviceIDs.contains($0.id) }
  }

  /// The devices that any of `selectors` picks, in catalog order, each once.
  ///
  /// Each string is parsed with ``DeviceSelector/init(_:)``; commas separate several in one
  /// string (`iphone-x,ipad-10`). No selectors at all select the default devices.
  ///
  /// - Throws: ``DeviceError/unknownDevice(_:suggestions:)`` for a name that is not a device,
  ///   ``DeviceError/noMatch(pattern:)`` for a glob that matches none.
  public func select(_ selectors: [String]) throws(DeviceError) -> [Device] {
    try select(selectors.flatMap(DeviceSelector.list))
  }

  /// The devices that any of `selectors` picks, in catalog order, each once; no selectors select
  /// the default devices.
  ///
  /// - Throws: ``DeviceError/unknownDevice(_:suggestions:)`` for a name that is not a device,
  ///   ``DeviceError/noMatch(pattern:)`` for a glob that matches none.
  public func select(_ selectors: [DeviceSelector]) throws(DeviceError) -> [Device] {
    guard !selectors.isEmpty else { return defaultDevices }
    var chosen = Set<Int>()
    for selector in selectors {
      chosen.formUnion(try positions(of: selector))
    }
    return chosen.sorted().map { devices[$0] }
  }

  /// The positions of the devices one selector picks.
  private func positions(of selector: DeviceSelector) throws(DeviceError) -> [Int] {
    switch selector {
    case .device(let name):
      guard let position = position(ofDeviceNamed: name) else { throw unknown(name) }
      return [position]
    case .glob(let pattern):
      let matches = devices.indices.filter { index in
        devices[index].names.contains { NameMatching.matches($0, glob: pattern) }
      }
      guard !matches.isEmpty else { throw .noMatch(pattern: pattern) }
      return matches
    case .family(let family):
      return devices.indices.filter { devices[$0].family == family }
    case .platform(let platform):
      return devices.indices.filter { devices[$0].platform == platform }
    case .all:
      return Array(devices.indices)
    case .defaultSet:
      return devices.indices.filter { Self.defaultDeviceIDs.contains(devices[$0].id) }
    }
  }

  private func unknown(_ name: String) -> DeviceError {
    .unknownDevice(name, suggestions: NameMatching.suggestions(for: Device.slug(name), among: names))
  }
}
