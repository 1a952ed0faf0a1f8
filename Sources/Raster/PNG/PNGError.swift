/// Why a PNG could not be decoded or encoded.
///
/// ```swift
/// do { _ = try PNGDecoder().decode(bytes) } catch { print(error) }
/// // corrupt PNG (at byte 57): IDAT: CRC error
/// ```
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data does not begin with the 8-byte PNG signature; `reason` is libpng's diagnosis
  /// (for example "PNG file corrupted by ASCII conversion" when line endings were rewritten).
  case notPNG(reason: String)
  /// The data ends before the PNG does (a cut-off file); `byteCount` is how much there was.
  case truncated(byteCount: Int)
  /// libpng rejected the file: `reason` is its message (a CRC error, an invalid IHDR, a broken
  /// compressed stream, a chunk out of place ...), `byteOffset` how far it had read.
  case corrupt(reason: String, byteOffset: Int)
  /// The image is larger than the decoder's ``PNGDecoder/Limits`` allow (or than ``Image``
  /// can hold); checked from the header, before any pixel memory is allocated.
  case exceedsLimits(width: Int, height: Int, limits: PNGDecoder.Limits)
  /// The encoder was given a zlib compression level outside 0...9.
  case invalidCompressionLevel(Int)
  /// libpng failed for a reason that is not the data's fault (memory ran out); `reason` says how.
  case libpngFailure(reason: String)

  /// One sentence saying what is wrong, with libpng's own words where it gave any.
  public var description: String {
    switch self {
    case .notPNG(let reason):
      return "not a PNG file: the 8-byte signature is wrong ('\(reason)')"
    case .truncated(let byteCount):
      return "truncated PNG: the data ends after \(byteCount) bytes, before the image does"
    case .corrupt(let reason, let byteOffset):
      return "corrupt PNG (at byte \(byteOffset)): \(reason)"
    case .exceedsLimits(let width, let height, let limits):
      return "PNG of \(width)×\(height) pixels is too large to decode: the limits are \(limits.maximumWidth) "
        + "pixels wide, \(limits.maximumHeight) high and \(limits.maximumBytes) bytes of RGBA "
        + "(\(Image.maximumDimension) per side and \(Image.maximumPixelCount) pixels for any image)"
    case .invalidCompressionLevel(let level):
      return "invalid PNG compression level \(level): zlib levels run from 0 (none) to 9 (smallest)"
    case .libpngFailure(let reason):
      return "libpng failed: \(reason)"
    }
  }
}
