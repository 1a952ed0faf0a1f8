extension Device {
  /// A device's safe areas and status bar under an ``OSEdition`` whose figures differ from the
  /// device's own (``Device/safeArea`` and ``Device/statusBar``, which are ``OSEdition/ios18``'s),
  /// with where they come from.
  ///
  /// ```swift
  /// let figures = Device.iPad10.editions[.ios26]
  /// figures?.safeArea.portrait     // top 32, bottom 25
  /// Device.iPad10.safeArea(in: .ios26) == figures?.safeArea   // true
  /// ```
  public struct EditionFigures: Hashable, Sendable, Codable {
    /// The root view's safe-area insets in each orientation; `nil` where no source gives them.
    public var safeArea: PerOrientation<EdgeInsets?>
    /// The status bar's height in each orientation (0 where hidden); `nil` where unknown.
    public var statusBar: PerOrientation<Double?>
    /// Where the figures came from.
    public var source: String

    /// Figures for an edition.
    public init(
      safeArea: PerOrientation<EdgeInsets?>,
      statusBar: PerOrientation<Double?> = PerOrientation(portrait: nil, landscape: nil), source: String = ""
    ) {
      self.safeArea = safeArea
      self.statusBar = statusBar
      self.source = source
    }

    private enum CodingKeys: String, CodingKey {
      case safeArea, statusBar, source
    }

    /// Reads figures whose `safeArea` is given; `statusBar` may be left out (unknown) and `source`
    /// (empty).
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      safeArea = try container.decode(PerOrientation<EdgeInsets?>.self, forKey: .safeArea)
      statusBar =
        try container.decodeIfPresent(PerOrientation<Double?>.self, forKey: .statusBar)
        ?? PerOrientation(portrait: nil, landscape: nil)
      source = try container.decodeIfPresent(String.self, forKey: .source) ?? ""
    }
  }

  /// The safe-area insets the device reports under `edition`: its own figures where the edition
  /// has none of its own (Documentation/Devices.md#ios-26).
  public func safeArea(in edition: OSEdition) -> PerOrientation<EdgeInsets?> {
    editions[edition]?.safeArea ?? safeArea
  }

  /// The status bar heights the device reports under `edition`: its own where the edition has
  /// none of its own.
  public func statusBar(in edition: OSEdition) -> PerOrientation<Double?> {
    editions[edition]?.statusBar ?? statusBar
  }
}
