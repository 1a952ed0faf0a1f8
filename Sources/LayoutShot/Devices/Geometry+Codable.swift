// The geometry values a device file holds, as JSON objects with the same keys as the frame dump:
// {"width", "height"}, {"top", "left", "bottom", "right"}, {"x", "y", "width", "height"}.

extension Size: Codable {
  private enum CodingKeys: String, CodingKey {
    case width, height
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }
}

extension EdgeInsets: Codable {
  private enum CodingKeys: String, CodingKey {
    case top, left, bottom, right
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      top: try container.decode(Double.self, forKey: .top),
      left: try container.decode(Double.self, forKey: .left),
      bottom: try container.decode(Double.self, forKey: .bottom),
      right: try container.decode(Double.self, forKey: .right))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(top, forKey: .top)
    try container.encode(left, forKey: .left)
    try container.encode(bottom, forKey: .bottom)
    try container.encode(right, forKey: .right)
  }
}

extension Rect: Codable {
  private enum CodingKeys: String, CodingKey {
    case x, y, width, height
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      x: try container.decode(Double.self, forKey: .x),
      y: try container.decode(Double.self, forKey: .y),
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(minX, forKey: .x)
    try container.encode(minY, forKey: .y)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }
}
