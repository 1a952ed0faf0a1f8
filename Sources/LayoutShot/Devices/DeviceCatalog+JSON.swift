// Device files: the catalog printed as JSON (`layoutshot devices --json`), and custom devices
// read back from that format by Foundation's `JSONDecoder`.

import Foundation

extension DeviceCatalog {
  /// The catalog's devices as a JSON array, in the field names and order of ``jsonText(for:)``.
  public var jsonText: String { Self.jsonText(for: devices) }

  /// Devices as a JSON array, as `layoutshot devices --json` prints them and
  /// ``devices(fromJSON:)`` reads them back.
  ///
  /// The text is the same for the same devices on every machine: keys in a fixed order (`id`,
  /// `name`, `aliases`, `family`, `platform`, `size`, `scale`, `pixels`, `safeArea`, `statusBar`,
  /// `cornerRadius`, `cutout`, `cutoutRect`, `layoutMargins`, `sizeClass`, `source`, `editions`:
  /// each later edition's `safeArea`, `statusBar` and `source` where they differ), `null` for
  /// what is unknown, numbers rounded to 4 decimals without trailing zeros, small objects on one
  /// line:
  ///
  /// ```json
  /// [
  ///   {
  ///     "id": "iphone-x",
  ///     "name": "iPhone X / XS / 11 Pro",
  ///     "aliases": ["iPhone X", "iPhone XS", "iPhone 11 Pro"],
  ///     "family": "phone",
  ///     "platform": "ios",
  ///     "size": {"width": 375, "height": 812},
  ///     "scale": 3,
  ///     "pixels": {"width": 1125, "height": 2436},
  ///     "safeArea": {
  ///       "portrait": {"top": 44, "left": 0, "bottom": 34, "right": 0},
  ///       "landscape": {"top": 0, "left": 44, "bottom": 21, "right": 44}
  ///     },
  ///     "statusBar": {"portrait": 44, "landscape": 0},
  ///     "cornerRadius": 39,
  ///     "cutout": "notch",
  ///     "cutoutRect": {"x": 83.33, "y": 0, "width": 208.33, "height": 30},
  ///     "layoutMargins": {"compact": 16, "regular": 20, "measured": {"portrait": 16, "landscape": 60}},
  ///     "sizeClass": {
  ///       "portrait": {"h": "compact", "v": "regular"},
  ///       "landscape": {"h": "compact", "v": "compact"}
  ///     },
  ///     "source": "size/scale: ViewImageConfig.iPhoneX, …",
  ///     "editions": {
  ///       "ios26": {
  ///         "safeArea": {
  ///           "portrait": {"top": 44, "left": 0, "bottom": 34, "right": 0},
  ///           "landscape": {"top": 0, "left": 44, "bottom": 20, "right": 44}
  ///         },
  ///         "statusBar": {"portrait": 44, "landscape": 0},
  ///         "source": "…"
  ///       }
  ///     }
  ///   }
  /// ]
  /// ```
  public static func jsonText(for devices: [Device]) -> String {
    guard !devices.isEmpty else { return "[]\n" }
    let objects = devices.map { device in
      json(device).joined(separator: "\n")
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }

  /// One device's lines, indented for the array.
  private static func json(_ device: Device) -> [String] {
    func number(_ value: Double?) -> String { value.map(JSONText.number) ?? "null" }
    func size(_ size: Size) -> String {
      "{\"width\": \(number(size.width)), \"height\": \(number(size.height))}"
    }
    func insets(_ insets: EdgeInsets?) -> String {
      guard let insets else { return "null" }
      return "{\"top\": \(number(insets.top)), \"left\": \(number(insets.left)), "
        + "\"bottom\": \(number(insets.bottom)), \"right\": \(number(insets.right))}"
    }
    func classes(_ classes: Device.SizeClasses) -> String {
      "{\"h\": \(JSONText.string(classes.horizontal.rawValue)), "
        + "\"v\": \(JSONText.string(classes.vertical.rawValue))}"
    }
    let rect = device.cutoutRect.map {
      "{\"x\": \(number($0.minX)), \"y\": \(number($0.minY)), \"width\": \(number($0.width)), "
        + "\"height\": \(number($0.height))}"
    }
    func safeArea(_ area: Device.PerOrientation<EdgeInsets?>, indent: String) -> [String] {
      [
        indent + "\"safeArea\": {",
        indent + "  \"portrait\": \(insets(area.portrait)),",
        indent + "  \"landscape\": \(insets(area.landscape))",
        indent + "},",
      ]
    }
    func statusBar(_ heights: Device.PerOrientation<Double?>) -> String {
      "\"statusBar\": {\"portrait\": \(number(heights.portrait)), \"landscape\": \(number(heights.landscape))}"
    }
    let editions = OSEdition.allCases.compactMap { edition in
      device.editions[edition].map { figures in
        ["      \(JSONText.string(edition.rawValue)): {"] + safeArea(figures.safeArea, indent: "        ")
          + [
            "        \(statusBar(figures.statusBar)),",
            "        \"source\": \(JSONText.string(figures.source))",
          ]
      }
    }
    // Each edition's object closes with a comma but the last.
    let editionLines =
      editions.isEmpty
      ? ["    \"editions\": {}"]
      : ["    \"editions\": {"]
        + editions.enumerated().flatMap { index, lines in
          lines + [index == editions.count - 1 ? "      }" : "      },"]
        } + ["    }"]
    let margins = device.layoutMargins
    let measured = margins.measured.map {
      "{\"portrait\": \(number($0.portrait)), \"landscape\": \(number($0.landscape))}"
    }
    return [
      "  {",
      "    \"id\": \(JSONText.string(device.id)),",
      "    \"name\": \(JSONText.string(device.name)),",
      "    \"aliases\": [\(device.aliases.map(JSONText.string).joined(separator: ", "))],",
      "    \"family\": \(JSONText.string(device.family.rawValue)),",
      "    \"platform\": \(JSONText.string(device.platform.rawValue)),",
      "    \"size\": \(size(device.size)),",
      "    \"scale\": \(number(device.scale)),",
      "    \"pixels\": \(size(device.pixels)),",
    ] + safeArea(device.safeArea, indent: "    ") + [
      "    \(statusBar(device.statusBar)),",
      "    \"cornerRadius\": \(number(device.cornerRadius)),",
      "    \"cutout\": \(device.cutout.map { JSONText.string($0.rawValue) } ?? "null"),",
      "    \"cutoutRect\": \(rect ?? "null"),",
      "    \"layoutMargins\": {\"compact\": \(number(margins.compact)), \"regular\": \(number(margins.regular)), "
        + "\"measured\": \(measured ?? "null")},",
      "    \"sizeClass\": {",
      "      \"portrait\": \(classes(device.sizeClass.portrait)),",
      "      \"landscape\": \(classes(device.sizeClass.landscape))",
      "    },",
      "    \"source\": \(JSONText.string(device.source)),",
    ] + editionLines + ["  }"]
  }

  /// The devices of a JSON document: an array of device objects with the fields of
  /// ``jsonText(for:)`` (see ``Device/init(from:)`` for which may be left out).
  ///
  /// ```swift
  /// let devices = try DeviceCatalog.devices(fromJSON: """
  ///   [{"id": "kiosk", "name": "Lobby kiosk", "family": "tablet", "platform": "ios",
  ///     "size": {"width": 810, "height": 1080}, "scale": 2,
  ///     "safeArea": {"portrait": {"top": 20, "left": 0, "bottom": 0, "right": 0}, "landscape": null}}]
  ///   """)
  /// let catalog = try DeviceCatalog.standard.adding(devices)
  /// ```
  ///
  /// - Throws: ``DeviceError/invalidJSON(reason:line:column:)`` when the text is not JSON;
  ///   ``DeviceError/invalidField(path:reason:)`` naming the field from the top
  ///   (`devices[2].safeArea.portrait.top`) when a device is wrong;
  ///   ``DeviceError/duplicateName(_:first:second:)`` when two of them share a name.
  public static func devices(fromJSON text: String) throws(DeviceError) -> [Device] {
    try devices(fromJSON: Data(text.utf8))
  }

  /// The devices of a JSON document given as UTF-8 bytes (a file's contents, or Foundation's
  /// `Data`).
  ///
  /// - Throws: As ``devices(fromJSON:)``.
  public static func devices(fromJSON bytes: some Collection<UInt8>) throws(DeviceError) -> [Device] {
    let data = Data(bytes)
    let devices: [Device]
    do {
      devices = try JSONDecoder().decode([Device].self, from: data)
    } catch let error as DeviceError {
      throw error
    } catch let error as DecodingError {
      throw DeviceError(JSONDecodingProblem(error, decoding: data))
    } catch {
      throw .invalidField(path: "devices", reason: "\(error)")
    }
    _ = try positions(of: devices) { "devices[\($0)] ('\(devices[$0].id)')" }
    return devices
  }

  /// The devices of a JSON file.
  ///
  /// - Throws: ``DeviceError/unreadableFile(path:reason:)`` when the file cannot be read, else as
  ///   ``devices(fromJSON:)``.
  public static func devices(fromFile path: String) throws(DeviceError) -> [Device] {
    let contents: Data
    do {
      contents = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadableFile(path: path, reason: FileErrorReason.text(error))
    }
    return try devices(fromJSON: contents)
  }
}

extension DeviceError {
  /// The error for a device file that `JSONDecoder` could not read.
  init(_ problem: JSONDecodingProblem) {
    switch problem {
    case .syntax(let reason, let line, let column):
      self = .invalidJSON(reason: reason, line: line, column: column)
    case .missing(let path):
      self = .invalidField(path: FieldPath.text(path), reason: "is required but missing")
    case .mismatch(let path, _, let found) where path.isEmpty:
      self = .invalidField(
        path: "devices",
        reason: "expected an array of devices at the top of the document, found \(found ?? "something else")")
    case .mismatch(let path, let expected, let found):
      self = .invalidField(
        path: FieldPath.text(path), reason: "expected \(expected)" + (found.map { ", found \($0)" } ?? ""))
    case .unreadable(let path, let reason):
      self = .invalidField(path: path.isEmpty ? "devices" : FieldPath.text(path), reason: reason)
    }
  }
}
