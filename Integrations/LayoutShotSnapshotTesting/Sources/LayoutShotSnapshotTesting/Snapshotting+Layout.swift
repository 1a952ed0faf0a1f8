import Foundation
import LayoutShot
import SnapshotTesting

import struct LayoutShotTesting.LayoutSnapshot
import struct LayoutShotTesting.SnapshotTolerance

extension Snapshotting where Value: LayoutProgram, Format == Data {
  /// A layout solved on a device's screen and drawn as PNG (`.png`), compared pixel by pixel
  /// within `tolerance`.
  ///
  /// ```swift
  /// assertSnapshot(of: ProfileCard(), as: .layoutImage(on: .iPhone12))
  /// assertSnapshot(
  ///   of: ProfileCard(),
  ///   as: .layoutImage(on: .iPhone12, orientation: .landscape, variant: Variant(appearance: .dark), tolerance: .pixels(20)))
  /// ```
  ///
  /// A failure says how many pixels differ and where (`PNG: 200 of 6,000 pixels differ
  /// (3.333 %)`); under Xcode it attaches a diff image and a reference | diff | actual strip.
  ///
  /// - Parameters:
  ///   - device: The device, from the catalog (`.iPhone12`, `.iPadAir11`) or your own.
  ///   - orientation: Which way up it is held; portrait by default.
  ///   - variant: Appearance, Dynamic Type size, direction and language; the standard one (light,
  ///     Large, left to right) by default.
  ///   - extent: What the picture shows: the screen, the whole scroll content or a component at
  ///     its fitted height; the program's own (``LayoutProgram/extent``) by default.
  ///   - options: The picture's background and overlays; the screen's system background and no
  ///     overlays by default, as `assertLayoutSnapshot` draws it.
  ///   - tolerance: How many pixels may differ, and by how much; exact by default.
  public static func layoutImage(
    on device: Device, orientation: Orientation = .portrait, variant: Variant = .standard,
    extent: LayoutExtent? = nil, options: SceneOptions = LayoutSnapshot.defaultOptions,
    tolerance: SnapshotTolerance = .exact
  ) -> Self {
    layoutImage(
      on: variant.applied(to: device.screen(orientation)), extent: extent, options: options,
      tolerance: tolerance)
  }

  /// A layout solved on `screen` and drawn as PNG (`.png`), compared pixel by pixel within
  /// `tolerance`.
  ///
  /// ```swift
  /// let badge = Screen(device: "badge", size: Size(width: 100, height: 60), scale: 1)
  /// assertSnapshot(of: Badge(), as: .layoutImage(on: badge))
  /// ```
  ///
  /// See ``layoutImage(on:orientation:variant:extent:options:tolerance:)`` for the parameters.
  public static func layoutImage(
    on screen: Screen, extent: LayoutExtent? = nil, options: SceneOptions = LayoutSnapshot.defaultOptions,
    tolerance: SnapshotTolerance = .exact
  ) -> Self {
    Snapshotting(pathExtension: "png", diffing: .layoutImage(tolerance: tolerance)) { program in
      LayoutRendering.snapshot(of: program, on: screen, extent: extent, placeholder: Data()) {
        Data(try $0.pngData(options: options))
      }
    }
  }
}

extension Snapshotting where Value: LayoutProgram, Format == String {
  /// A layout solved on a device's screen and drawn as SVG (`.svg`), compared line by line.
  ///
  /// ```swift
  /// assertSnapshot(of: ProfileCard(), as: .layoutSVG(on: .iPhone12))
  /// ```
  ///
  /// The SVG has one element per line and a group per view, named after it, so the diff says which
  /// view changed. A failure shows the first changed lines with long path data elided
  /// (`d="M33.8 95.1 … (2,140 numbers)"`); under Xcode it attaches the whole diff.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: Which way up it is held; portrait by default.
  ///   - variant: Appearance, Dynamic Type size, direction and language; the standard one by
  ///     default.
  ///   - extent: What the picture shows; the program's own by default.
  ///   - options: The picture's background and overlays; the screen's system background and no
  ///     overlays by default.
  public static func layoutSVG(
    on device: Device, orientation: Orientation = .portrait, variant: Variant = .standard,
    extent: LayoutExtent? = nil, options: SceneOptions = LayoutSnapshot.defaultOptions
  ) -> Self {
    layoutSVG(on: variant.applied(to: device.screen(orientation)), extent: extent, options: options)
  }

  /// A layout solved on `screen` and drawn as SVG (`.svg`), compared line by line.
  ///
  /// ```swift
  /// assertSnapshot(of: ProfileCard(), as: .layoutSVG(on: Device.iPhone12.screen(.landscape)))
  /// ```
  public static func layoutSVG(
    on screen: Screen, extent: LayoutExtent? = nil, options: SceneOptions = LayoutSnapshot.defaultOptions
  ) -> Self {
    Snapshotting(pathExtension: "svg", diffing: .layoutSVG) { program in
      LayoutRendering.snapshot(of: program, on: screen, extent: extent, placeholder: "") {
        try $0.svg(options: options)
      }
    }
  }

  /// A layout solved on a device's screen, as its frame dump (`.json`: every view's frame, the
  /// screen and the diagnostics), compared view by view.
  ///
  /// ```swift
  /// assertSnapshot(of: ProfileCard(), as: .layoutFrames(on: .iPhone12))
  /// ```
  ///
  /// A failure lists what moved: `frames: 1 change in 1 view` and `card.width 100 → 120 (+20)`.
  /// Frames do not depend on how text is drawn, which makes them the format to compare with
  /// references taken elsewhere.
  ///
  /// - Parameters:
  ///   - device: The device.
  ///   - orientation: Which way up it is held; portrait by default.
  ///   - variant: Appearance, Dynamic Type size, direction and language; the standard one by
  ///     default.
  ///   - extent: The extent the layout is solved at; the program's own by default.
  public static func layoutFrames(
    on device: Device, orientation: Orientation = .portrait, variant: Variant = .standard,
    extent: LayoutExtent? = nil
  ) -> Self {
    layoutFrames(on: variant.applied(to: device.screen(orientation)), extent: extent)
  }

  /// A layout solved on `screen`, as its frame dump (`.json`), compared view by view.
  ///
  /// ```swift
  /// assertSnapshot(of: ProfileCard(), as: .layoutFrames(on: Device.iPhone12.screen(.landscape)))
  /// ```
  public static func layoutFrames(on screen: Screen, extent: LayoutExtent? = nil) -> Self {
    Snapshotting(pathExtension: "json", diffing: .layoutFrames) { program in
      LayoutRendering.snapshot(of: program, on: screen, extent: extent, placeholder: "") { $0.frameDump() }
    }
  }
}

extension Dictionary where Key == String {
  /// A PNG strategy per device, orientation and variant, named as LayoutShot names its files
  /// (`iphone-12-portrait`, `iphone-12-portrait-dark`), for `assertSnapshots(of:as:)`.
  ///
  /// ```swift
  /// assertSnapshots(
  ///   of: ProfileCard(),
  ///   as: .layoutImages(
  ///     on: [.iPhoneSE2And3, .iPhone12], orientations: [.portrait, .landscape],
  ///     variants: Variant.product(appearances: [.light, .dark])))
  /// // __Snapshots__/ProfileCardTests/profileCard.iphone-12-portrait-dark.png, …
  /// ```
  ///
  /// A device listed twice is snapshotted once.
  ///
  /// - Parameters:
  ///   - devices: The devices; the catalog's default ones (a small home-button phone, a notch
  ///     phone, a Dynamic Island phone, a large phone and an iPad) by default.
  ///   - orientations: The orientations of each device; portrait by default.
  ///   - variants: The variants of each screen; the standard one by default.
  ///   - extent: What the pictures show; the program's own by default.
  ///   - options: The pictures' background and overlays.
  ///   - tolerance: How many pixels may differ, and by how much; exact by default.
  public static func layoutImages<Program: LayoutProgram>(
    on devices: [Device] = DeviceCatalog.standard.defaultDevices, orientations: [Orientation] = [.portrait],
    variants: [Variant] = [.standard], extent: LayoutExtent? = nil,
    options: SceneOptions = LayoutSnapshot.defaultOptions, tolerance: SnapshotTolerance = .exact
  ) -> Self where Value == Snapshotting<Program, Data> {
    strategies(devices, orientations, variants) {
      .layoutImage(on: $0, extent: extent, options: options, tolerance: tolerance)
    }
  }

  /// An SVG strategy per device, orientation and variant, named as LayoutShot names its files,
  /// for `assertSnapshots(of:as:)`.
  ///
  /// ```swift
  /// assertSnapshots(of: ProfileCard(), as: .layoutSVGs(on: [.iPhone12], variants: [.standard, Variant(appearance: .dark)]))
  /// ```
  ///
  /// See ``Swift/Dictionary/layoutImages(on:orientations:variants:extent:options:tolerance:)``
  /// for the parameters.
  public static func layoutSVGs<Program: LayoutProgram>(
    on devices: [Device] = DeviceCatalog.standard.defaultDevices, orientations: [Orientation] = [.portrait],
    variants: [Variant] = [.standard], extent: LayoutExtent? = nil,
    options: SceneOptions = LayoutSnapshot.defaultOptions
  ) -> Self where Value == Snapshotting<Program, String> {
    strategies(devices, orientations, variants) { .layoutSVG(on: $0, extent: extent, options: options) }
  }

  /// A frame-dump strategy per device, orientation and variant, named as LayoutShot names its
  /// files, for `assertSnapshots(of:as:)`.
  ///
  /// ```swift
  /// assertSnapshots(of: ProfileCard(), as: .layoutFrames(on: [.iPhoneSE2And3, .iPadAir11], orientations: [.portrait, .landscape]))
  /// ```
  ///
  /// See ``Swift/Dictionary/layoutImages(on:orientations:variants:extent:options:tolerance:)``
  /// for the parameters.
  public static func layoutFrames<Program: LayoutProgram>(
    on devices: [Device] = DeviceCatalog.standard.defaultDevices, orientations: [Orientation] = [.portrait],
    variants: [Variant] = [.standard], extent: LayoutExtent? = nil
  ) -> Self where Value == Snapshotting<Program, String> {
    strategies(devices, orientations, variants) { .layoutFrames(on: $0, extent: extent) }
  }

  /// `strategy` for each screen, devices in the order given, then orientations, then variants,
  /// keyed by the screen's name.
  private static func strategies(
    _ devices: [Device], _ orientations: [Orientation], _ variants: [Variant], _ strategy: (Screen) -> Value
  ) -> Self {
    let screens = devices.flatMap { device in
      orientations.flatMap { orientation in variants.map { $0.applied(to: device.screen(orientation)) } }
    }
    return Dictionary(
      screens.map { (LayoutRendering.name(of: $0), strategy($0)) }, uniquingKeysWith: { first, _ in first })
  }
}
