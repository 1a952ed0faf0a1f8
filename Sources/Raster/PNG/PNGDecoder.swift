import CPNG

/// Decodes PNG files through libpng into ``Image``s.
///
/// Every valid PNG decodes: grey, grey with alpha, RGB, RGBA and palette images at every bit
/// depth from 1 to 16, with `tRNS` transparency and with or without Adam7 interlacing. Samples
/// are taken as stored (no gamma or colour-profile conversion; `gAMA`, `iCCP`, text and other
/// ancillary chunks are skipped unread) and become 8-bit straight RGBA — 16-bit samples scale as
/// `round(v × 255 / 65535)` — which ``Image`` then premultiplies.
///
/// Corrupt data throws a ``PNGError`` saying what is wrong. ``Limits`` are checked against the
/// header before any pixel memory is allocated, so a small file claiming a huge image is refused
/// cheaply.
///
/// ```swift
/// let image = try PNGDecoder().decode(Array(try Data(contentsOf: url)))
/// ```
public struct PNGDecoder: Sendable {
  /// The largest image a decoder accepts.
  public struct Limits: Hashable, Sendable {
    /// The widest image accepted, in pixels.
    public var maximumWidth: Int
    /// The tallest image accepted, in pixels.
    public var maximumHeight: Int
    /// The most memory the decoded RGBA pixels may take (width × height × 4 bytes).
    public var maximumBytes: Int

    /// Limits on the width, the height and the decoded size.
    public init(maximumWidth: Int, maximumHeight: Int, maximumBytes: Int) {
      self.maximumWidth = maximumWidth
      self.maximumHeight = maximumHeight
      self.maximumBytes = maximumBytes
    }

    /// 32,768 pixels per side and 256 MiB of pixels (64 megapixels): far above any screen,
    /// far below what would exhaust a test machine's memory.
    public static let standard = Limits(maximumWidth: 32_768, maximumHeight: 32_768, maximumBytes: 256 << 20)

    /// Whether an image of `width` × `height` pixels fits.
    public func allow(width: Int, height: Int) -> Bool {
      width <= maximumWidth && height <= maximumHeight && width * height <= maximumBytes / 4
    }
  }

  /// The size limits this decoder enforces.
  public var limits: Limits

  /// A decoder with the given limits.
  public init(limits: Limits = .standard) {
    self.limits = limits
  }

  /// Decodes a whole PNG file.
  ///
  /// - Throws: ``PNGError/notPNG(reason:)``, ``PNGError/truncated(byteCount:)``,
  ///   ``PNGError/corrupt(reason:byteOffset:)``, ``PNGError/exceedsLimits(width:height:limits:)``,
  ///   or ``PNGError/libpngFailure(reason:)`` when memory runs out.
  public func decode(_ bytes: [UInt8]) throws(PNGError) -> Image {
    // `withUnsafeBytes` cannot rethrow a typed error, so the result comes out as a `Result`.
    try bytes.withUnsafeBytes { buffer in Result { () throws(PNGError) in try decode(buffer) } }.get()
  }

  /// Decodes a whole PNG file from raw memory.
  ///
  /// - Throws: as ``decode(_:)-([UInt8])``.
  public func decode(_ bytes: UnsafeRawBufferPointer) throws(PNGError) -> Image {
    guard
      let decoder = cpng_decoder_create(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count)
    else { throw .libpngFailure(reason: "out of memory while starting libpng") }
    defer { cpng_decoder_destroy(decoder) }
    var header = cpng_header()
    let headerStatus = cpng_decoder_read_header(decoder, &header)
    guard headerStatus == CPNG_OK else { throw Self.error(headerStatus, decoder, byteCount: bytes.count) }
    let width = Int(header.width)
    let height = Int(header.height)
    guard limits.allow(width: width, height: height), Image.isValidSize(width: width, height: height) else {
      throw .exceedsLimits(width: width, height: height, limits: limits)
    }
    let byteCount = width * height * 4
    var status = CPNG_OK
    var pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initializedCount in
      status = cpng_decoder_read_rgba(decoder, buffer.baseAddress, byteCount)
      initializedCount = status == CPNG_OK ? byteCount : 0
    }
    guard status == CPNG_OK else { throw Self.error(status, decoder, byteCount: bytes.count) }
    PixelMath.premultiplyInPlace(&pixels)
    return Image(uncheckedWidth: width, height: height, bytes: pixels)
  }

  /// The typed error for a CPNG status.
  private static func error(_ status: Int32, _ decoder: OpaquePointer, byteCount: Int) -> PNGError {
    let message = String(cString: cpng_decoder_message(decoder))
    switch status {
    case CPNG_NOT_PNG: return .notPNG(reason: message)
    case CPNG_TRUNCATED: return .truncated(byteCount: byteCount)
    case CPNG_CORRUPT: return .corrupt(reason: message, byteOffset: cpng_decoder_offset(decoder))
    default: return .libpngFailure(reason: message)
    }
  }
}
