extension Image {
  /// Decodes a PNG file (see ``PNGDecoder``).
  ///
  /// - Throws: ``PNGError`` when the data is not a valid PNG or is too large for `decoder`.
  public init(pngData bytes: [UInt8], decoder: PNGDecoder = PNGDecoder()) throws(PNGError) {
    self = try decoder.decode(bytes)
  }

  /// The image as a PNG file (see ``PNGEncoder``).
  ///
  /// - Throws: ``PNGError`` for a bad compression level or when libpng runs out of memory.
  public func pngData(encoder: PNGEncoder = .snapshot) throws(PNGError) -> [UInt8] {
    try encoder.encode(self)
  }
}
