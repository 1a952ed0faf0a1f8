// Devices as JSON objects, with the field names `layoutshot devices --json` prints (see
// Documentation/Devices.md).

extension Device: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, name, aliases, family, platform, size, scale, pixels, safeArea, statusBar, cornerRadius
    case cutout, cutoutRect, layoutMargins, sizeClass, source, editions
  }

  /// Reads a device from any decoder (a `JSONDecoder`, as ``DeviceCatalog/devices(fromJSON:)``
  /// uses) and checks it as ``init(id:name:aliases:family:platform:size:scale:pixels:safeArea:statusBar:cornerRadius:cutout:cutoutRect:layoutMargins:sizeClass:source:editions:)``
  /// does.
  ///
  /// `id`, `name`, `family`, `platform`, `size`, `scale` and `safeArea` are required (`safeArea`
  /// may give `null` for an orientation it does not know). The others may be missing or `null`:
  /// `aliases` are then none, `pixels` the size times the scale, `statusBar`, `cornerRadius`,
  /// `cutout` and `cutoutRect` unknown, `layoutMargins` the platform's documented ones,
  /// `sizeClass` the platform's rule, `source` empty and `editions` none (an object keyed by
  /// edition, `{"ios26": {"safeArea": …, "statusBar": …, "source": …}}`, whose `statusBar` and
  /// `source` may be left out too). Other members are ignored.
  ///
  /// - Throws: ``DeviceError/invalidField(path:reason:)`` for a value out of range or a name that
  ///   is not one of its kind's, naming the field from the top of the document, as in
  ///   `devices[2].safeArea.portrait.top`; the decoder's `DecodingError` for a missing member or
  ///   a value of the wrong type (``DeviceCatalog/devices(fromJSON:)`` names those fields too).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let platform = try container.decode(Platform.self, forKey: .platform)
    let family = try container.decode(Family.self, forKey: .family)
    let size = try container.decode(Size.self, forKey: .size)
    let scale = try container.decode(Double.self, forKey: .scale)
    self.init(
      unchecked: try container.decode(String.self, forKey: .id),
      name: try container.decode(String.self, forKey: .name),
      aliases: try container.decodeIfPresent([String].self, forKey: .aliases) ?? [],
      family: family, platform: platform, size: size, scale: scale,
      pixels: try container.decodeIfPresent(Size.self, forKey: .pixels)
        ?? Size(width: (size.width * scale).rounded(), height: (size.height * scale).rounded()),
      safeArea: try container.decode(PerOrientation<EdgeInsets?>.self, forKey: .safeArea),
      statusBar: try container.decodeIfPresent(PerOrientation<Double?>.self, forKey: .statusBar)
        ?? PerOrientation(portrait: nil, landscape: nil),
      cornerRadius: try container.decodeIfPresent(Double.self, forKey: .cornerRadius),
      cutout: try container.decodeIfPresent(Cutout.self, forKey: .cutout),
      cutoutRect: try container.decodeIfPresent(Rect.self, forKey: .cutoutRect),
      layoutMargins: try container.decodeIfPresent(LayoutMargins.self, forKey: .layoutMargins)
        ?? .standard(for: platform),
      sizeClass: try container.decodeIfPresent(PerOrientation<SizeClasses>.self, forKey: .sizeClass)
        ?? Self.standardSizeClasses(family: family, platform: platform, size: size),
      source: try container.decodeIfPresent(String.self, forKey: .source) ?? "",
      editions: try Self.decodeEditions(from: container, codingPath: decoder.codingPath))
    if let problem = firstProblem() {
      throw DeviceError.invalidField(
        path: FieldPath.join(FieldPath.text(decoder.codingPath), problem.path), reason: problem.reason)
    }
  }

  /// Writes every field, `null` where unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(aliases, forKey: .aliases)
    try container.encode(family, forKey: .family)
    try container.encode(platform, forKey: .platform)
    try container.encode(size, forKey: .size)
    try container.encode(scale, forKey: .scale)
    try container.encode(pixels, forKey: .pixels)
    try container.encode(safeArea, forKey: .safeArea)
    try container.encode(statusBar, forKey: .statusBar)
    try container.encode(cornerRadius, forKey: .cornerRadius)
    try container.encode(cutout, forKey: .cutout)
    try container.encode(cutoutRect, forKey: .cutoutRect)
    try container.encode(layoutMargins, forKey: .layoutMargins)
    try container.encode(sizeClass, forKey: .sizeClass)
    try container.encode(source, forKey: .source)
    try container.encode(
      Dictionary(uniqueKeysWithValues: editions.map { ($0.key.rawValue, $0.value) }), forKey: .editions)
  }

  /// The `editions` object, keyed by the editions' names.
  private static func decodeEditions(
    from container: KeyedDecodingContainer<CodingKeys>, codingPath: [any CodingKey]
  ) throws -> [OSEdition: EditionFigures] {
    let named = try container.decodeIfPresent([String: EditionFigures].self, forKey: .editions) ?? [:]
    var editions: [OSEdition: EditionFigures] = [:]
    for (name, figures) in named {
      guard let edition = OSEdition(rawValue: name) else {
        throw DeviceError.invalidField(
          path: FieldPath.join(FieldPath.text(codingPath), "editions"),
          reason: "\(JSONText.string(name)) is not an edition ("
            + OSEdition.allCases.map { JSONText.string($0.rawValue) }.joined(separator: ", ") + ")")
      }
      editions[edition] = figures
    }
    return editions
  }
}

extension Device.Family: Codable {
  public init(from decoder: any Decoder) throws {
    self = try Device.decodeName(Self.self, from: decoder)
  }
}

extension Device.Platform: Codable {
  public init(from decoder: any Decoder) throws {
    self = try Device.decodeName(Self.self, from: decoder)
  }
}

extension Device.Cutout: Codable {
  public init(from decoder: any Decoder) throws {
    self = try Device.decodeName(Self.self, from: decoder)
  }
}

extension Device {
  /// One of an enumeration's names, or an error that lists them.
  static func decodeName<Name: RawRepresentable & CaseIterable>(
    _ type: Name.Type, from decoder: any Decoder
  ) throws -> Name where Name.RawValue == String {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let value = Name(rawValue: text) else {
      throw DeviceError.invalidField(
        path: FieldPath.text(decoder.codingPath),
        reason: "\(JSONText.string(text)) is not one of "
          + Name.allCases.map { JSONText.string($0.rawValue) }.joined(separator: ", "))
    }
    return value
  }
}
