/// Finds an LZ77 parse of one filtered PNG row, copying from that row and the row before it.
///
/// A drawn screen repeats itself in three ways, and the matcher tries each at every position:
/// runs of one colour (copies from 1 byte back, or one pixel back), the row above (a copy from
/// one row back) and anything else seen in the two rows (a hash of the next three bytes, its
/// last ``chainDepth`` earlier positions). Among the candidates it takes the one that saves the
/// most bits by a fixed estimate (``literalCost`` per byte against ``copyCost`` plus the copy's
/// extra bits), the nearest on a tie; before taking a copy shorter than ``lazyLimit`` it looks
/// one byte ahead, as zlib's lazy matching does, and emits a literal when the copy starting at
/// the next byte is better.
///
/// Every candidate is checked byte by byte against the window, so a stale hash entry can cost a
/// comparison but never a wrong copy. Copies never cross the end of the row.
///
/// The window's memory belongs to the matcher's owner: call ``deallocate()`` when done.
struct RowMatcher {
  /// Bytes per filtered row, the filter type byte included.
  let rowLength: Int
  /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
  let bytesPerPixel: Int
  /// The previous row (`rowLength` bytes), then the current row.
  let window: UnsafeMutablePointer<UInt8>
  /// Whether the stream has a row before the current one (in the window's first half).
  var hasPreviousRow = false

  /// For each hash of three bytes, the latest stream position that had it.
  private let head: UnsafeMutablePointer<Int>
  /// For each stream position (modulo the ring's size), the previous position with its hash.
  private let links: UnsafeMutablePointer<Int>
  private let linkMask: Int
  /// The extra bits of a copy's length code, by `length − 3`, and of its distance code, by
  /// `distance − 1` (copied from ``DeflateAlphabet`` so the inner loop reads plain memory).
  private let lengthExtraBits: UnsafeMutablePointer<UInt8>
  private let distanceExtraBits: UnsafeMutablePointer<UInt8>

  /// Bits of the hash of three bytes.
  static let hashBits = 15
  /// How many earlier positions with the same hash are compared.
  static let chainDepth = 4
  /// Copies this long or longer are taken without looking one byte ahead.
  static let lazyLimit = 32
  /// The estimated cost of a literal, in bits.
  static let literalCost = 8
  /// The estimated cost of a copy's length and distance codes, in bits, before extra bits.
  static let copyCost = 6

  /// A matcher for rows of `rowLength` bytes with `bytesPerPixel` bytes per pixel.
  init(rowLength: Int, bytesPerPixel: Int) {
    self.rowLength = rowLength
    self.bytesPerPixel = bytesPerPixel
    window = .allocate(capacity: 2 * rowLength)
    window.initialize(repeating: 0, count: 2 * rowLength)
    head = .allocate(capacity: 1 << Self.hashBits)
    head.initialize(repeating: Int.min, count: 1 << Self.hashBits)
    // The ring holds at least two rows, so the link of every position in the window is intact.
    var ringSize = 1024
    while ringSize < 2 * rowLength { ringSize <<= 1 }
    links = .allocate(capacity: ringSize)
    links.initialize(repeating: Int.min, count: ringSize)
    linkMask = ringSize - 1
    lengthExtraBits = .allocate(capacity: 256)
    for offset in 0..<256 {
      (lengthExtraBits + offset).initialize(
        to: DeflateAlphabet.lengthExtraBits[Int(DeflateAlphabet.lengthCode[offset])])
    }
    distanceExtraBits = .allocate(capacity: DeflateToken.maximumDistance)
    for offset in 0..<DeflateToken.maximumDistance {
      (distanceExtraBits + offset).initialize(
        to: DeflateAlphabet.distanceExtraBits[Int(DeflateAlphabet.distanceCode[offset])])
    }
  }

  /// Frees the window and the hash tables.
  func deallocate() {
    window.deallocate()
    head.deallocate()
    links.deallocate()
    lengthExtraBits.deallocate()
    distanceExtraBits.deallocate()
  }

  /// The previous row's bytes.
  var previousRow: UnsafeMutablePointer<UInt8> { window }
  /// The current row's bytes.
  var currentRow: UnsafeMutablePointer<UInt8> { window + rowLength }

  /// A copy found at one position, and the bits it is estimated to save over literals.
  private struct Candidate {
    var saving = 0
    var length = 0
    var distance = 0
  }

  /// Parses the current row, which starts at `rowStart` in the stream, into `tokens` (room for
  /// `rowLength` of them); returns how many were written and their estimated size in bits, or
  /// `nil` as soon as that size exceeds `costLimit`.
  func parse(
    rowStart: Int, costLimit: Int = .max, into tokens: UnsafeMutablePointer<DeflateToken>
  ) -> (count: Int, cost: Int)? {
    let row = currentRow
    var count = 0
    var cost = 0
    var offset = 0
    var candidate = bestCopy(rowStart: rowStart, offset: 0)
    while offset < rowLength {
      if candidate.length > 0 && candidate.length < Self.lazyLimit && offset + 1 < rowLength {
        let next = bestCopy(rowStart: rowStart, offset: offset + 1)
        if next.saving > candidate.saving {
          tokens[count] = .literal(row[offset])
          count += 1
          cost += Self.literalCost
          offset += 1
          candidate = next
          continue
        }
      }
      if candidate.length > 0 {
        tokens[count] = .copy(length: candidate.length, distance: candidate.distance)
        cost += candidate.length * Self.literalCost - candidate.saving
        offset += candidate.length
      } else {
        tokens[count] = .literal(row[offset])
        cost += Self.literalCost
        offset += 1
      }
      count += 1
      if cost > costLimit { return nil }
      if offset < rowLength { candidate = bestCopy(rowStart: rowStart, offset: offset) }
    }
    return (count, cost)
  }

  /// The best copy for the bytes at `offset` in the current row (length 0 when no copy saves
  /// anything), recording the position in the hash chains.
  @inline(__always)
  private func bestCopy(rowStart: Int, offset: Int) -> Candidate {
    let maximumLength = min(DeflateToken.maximumLength, rowLength - offset)
    guard maximumLength >= DeflateToken.minimumLength else { return Candidate() }
    let bytes = currentRow + offset
    let position = rowStart + offset
    let reach = min(offset + (hasPreviousRow ? rowLength : 0), DeflateToken.maximumDistance)
    var best = Candidate()
    @inline(__always) func consider(distance: Int) {
      let length = Self.commonPrefix(bytes, bytes - distance, limit: maximumLength)
      guard length >= DeflateToken.minimumLength else { return }
      let extraBits = Int(
        lengthExtraBits[length - DeflateToken.minimumLength] + distanceExtraBits[distance - 1])
      let saving = length * Self.literalCost - Self.copyCost - extraBits
      if saving > best.saving { best = Candidate(saving: saving, length: length, distance: distance) }
    }
    if reach >= 1 { consider(distance: 1) }
    if best.length < maximumLength && bytesPerPixel <= reach { consider(distance: bytesPerPixel) }
    if best.length < maximumLength && rowLength <= reach { consider(distance: rowLength) }
    guard offset + 3 <= rowLength else { return best }
    let hash = Self.hash(bytes)
    // Skip what a parse of another filtering of this row recorded further on; links always
    // point to earlier positions, so this ends, and no chain can loop.
    var latest = head[hash]
    while latest >= position { latest = links[latest & linkMask] }
    var earlier = latest
    var depth = 0
    while best.length < maximumLength && depth < Self.chainDepth && earlier >= position - reach {
      let distance = position - earlier
      if distance != 1 && distance != bytesPerPixel && distance != rowLength { consider(distance: distance) }
      earlier = links[earlier & linkMask]
      depth += 1
    }
    links[position & linkMask] = latest
    head[hash] = position
    return best
  }

  /// A hash of the three bytes at `bytes`, `hashBits` wide (multiplicative hashing).
  @inline(__always)
  private static func hash(_ bytes: UnsafePointer<UInt8>) -> Int {
    let key = UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16
    return Int((key &* 2_654_435_761) >> UInt32(32 - hashBits))
  }

  /// How many bytes from `a` on equal those from `b` on, at most `limit`; eight at a time.
  @inline(__always)
  static func commonPrefix(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int {
    var count = 0
    while count + 8 <= limit {
      let difference =
        UnsafeRawPointer(a + count).loadUnaligned(as: UInt64.self)
        ^ UnsafeRawPointer(b + count).loadUnaligned(as: UInt64.self)
      if difference != 0 { return count + UInt64(littleEndian: difference).trailingZeroBitCount >> 3 }
      count += 8
    }
    while count < limit && a[count] == b[count] { count += 1 }
    return count
  }
}
