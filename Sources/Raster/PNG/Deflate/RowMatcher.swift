/// Finds an LZ77 parse of one filtered PNG row at a time, copying from deflate's whole window:
/// the row itself and the 32 KiB of the stream before it.
///
/// A drawn screen repeats itself in three ways, and the matcher tries each at every position:
/// runs of one colour (copies from 1 byte back, or one pixel back), the row above (a copy from
/// one row back) and anything else seen in the window (a hash of the next three bytes, its last
/// ``chainDepth`` earlier positions). Among the candidates it takes the one that saves the most
/// bits by a fixed estimate (``literalCost`` per byte against ``copyCost`` plus the copy's extra
/// bits), the nearest on a tie; before taking a copy shorter than ``lazyLimit`` it looks one byte
/// ahead, as zlib's lazy matching does, and emits a literal when the copy starting at the next
/// byte is better.
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
  /// The end of the stream: the last 32 KiB or more of it (or all of it), then the current row.
  private let window: UnsafeMutablePointer<UInt8>
  private let windowCapacity: Int
  /// The stream position of the window's first byte.
  private var windowStart = 0
  /// The stream position of the current row's first byte.
  private(set) var rowStart = 0
  /// How long the stream is, the current row included.
  private var streamLength = 0

  /// For each hash of three bytes, the latest stream position that had it.
  private let head: UnsafeMutablePointer<Int32>
  /// For each stream position (modulo the ring's size), the previous position with its hash.
  private let links: UnsafeMutablePointer<Int32>
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
  /// No position: older than any in the stream.
  private static let none = Int32.min

  /// A matcher for rows of `rowLength` bytes with `bytesPerPixel` bytes per pixel.
  ///
  /// - Precondition: The stream stays below 2³¹ bytes (an image holds at most 2²⁷ pixels).
  init(rowLength: Int, bytesPerPixel: Int) {
    self.rowLength = rowLength
    self.bytesPerPixel = bytesPerPixel
    // Room for the reachable 32 KiB, a row, and as much again so the window slides rarely.
    windowCapacity = 2 * DeflateToken.maximumDistance + rowLength
    // A spare word after the last row: a row's samples may be stored a word per pixel.
    window = .allocate(capacity: windowCapacity + 4)
    head = .allocate(capacity: 1 << Self.hashBits)
    head.initialize(repeating: Self.none, count: 1 << Self.hashBits)
    // Longer than the reach plus a row, so the link of every reachable position is intact.
    var ringSize = 1024
    while ringSize <= DeflateToken.maximumDistance + rowLength { ringSize <<= 1 }
    links = .allocate(capacity: ringSize)
    links.initialize(repeating: Self.none, count: ringSize)
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

  /// The current row's bytes, for its filtered bytes to be written in before a parse.
  var currentRow: UnsafeMutablePointer<UInt8> { window + (rowStart - windowStart) }

  /// Starts the next row: ``currentRow`` then follows the rows so far.
  mutating func startRow() {
    makeRoom()
    rowStart = streamLength
    streamLength += rowLength
  }

  /// Appends `count` rows of `bytes` that are not parsed (their tokens are known), so that
  /// later copies can reach them.
  ///
  /// Rows out of reach by the end are not written.
  mutating func appendRows(_ bytes: UnsafePointer<UInt8>, count: Int) {
    let reachable = DeflateToken.maximumDistance / rowLength + 1
    if count > reachable {
      // Everything before the last `reachable` rows is out of reach: start the window afresh.
      streamLength += (count - reachable) * rowLength
      windowStart = streamLength
    }
    for _ in 0..<min(count, reachable) {
      startRow()
      currentRow.update(from: bytes, count: rowLength)
    }
  }

  /// Slides the window when the next row does not fit: the last 32 KiB move to its start.
  private mutating func makeRoom() {
    let used = streamLength - windowStart
    guard used + rowLength > windowCapacity else { return }
    let kept = min(used, DeflateToken.maximumDistance)
    (window).update(from: window + (used - kept), count: kept)
    windowStart = streamLength - kept
  }

  /// A copy found at one position, and the bits it is estimated to save over literals.
  private struct Candidate {
    var saving = 0
    var length = 0
    var distance = 0
  }

  /// Parses the current row into `tokens` (room for `rowLength` of them); returns how many were
  /// written.
  func parse(into tokens: UnsafeMutablePointer<DeflateToken>) -> Int {
    var count = 0
    var offset = 0
    var candidate = bestCopy(offset: 0)
    while offset < rowLength {
      let step = self.step(at: offset, candidate: candidate)
      tokens[count] = step.token
      count += 1
      offset = step.next
      if offset < rowLength { candidate = step.nextCandidate ?? bestCopy(offset: offset) }
    }
    return count
  }

  /// Parses the current row, filtered UP and zero but for the pixels of `changedPixels`.
  ///
  /// The row's type byte and the bytes of the changed pixels (ascending columns) are parsed as
  /// ``parse(into:)`` parses; the zeros between them become copies of the zero before without
  /// any matching. Returns the number of tokens written to `tokens` (room for `rowLength`).
  func parse(changedPixels: UnsafeBufferPointer<Int>, into tokens: UnsafeMutablePointer<DeflateToken>) -> Int
  {
    let row = currentRow
    var count = 0
    var offset = 0
    var candidate: Candidate?
    var next = 0
    while offset < rowLength {
      // The next byte that may not be zero: the type byte, or the first of a changed pixel's.
      while next < changedPixels.count && 1 + bytesPerPixel * (changedPixels[next] + 1) <= offset {
        next += 1
      }
      let busy =
        offset == 0 ? 0 : next < changedPixels.count ? 1 + bytesPerPixel * changedPixels[next] : rowLength
      if offset < busy {
        count += ScanlineCompressor.zeroRunTokens(
          count: busy - offset, afterZero: row[offset - 1] == 0, into: tokens + count)
        offset = busy
        candidate = nil
        continue
      }
      let step = self.step(at: offset, candidate: candidate ?? bestCopy(offset: offset))
      tokens[count] = step.token
      count += 1
      offset = step.next
      candidate = step.nextCandidate
    }
    return count
  }

  /// One token of a parse at `offset`, where the best copy is `candidate`.
  ///
  /// The token is that copy, unless the copy starting one byte later is better (then a literal,
  /// as zlib's lazy matching does), or a literal when no copy saves anything. Also the offset
  /// after the token, and the best copy there when it was found.
  @inline(__always)
  private func step(at offset: Int, candidate: Candidate) -> (
    token: DeflateToken, next: Int, nextCandidate: Candidate?
  ) {
    if candidate.length > 0 && candidate.length < Self.lazyLimit && offset + 1 < rowLength {
      let next = bestCopy(offset: offset + 1)
      if next.saving > candidate.saving { return (.literal(currentRow[offset]), offset + 1, next) }
    }
    guard candidate.length > 0 else { return (.literal(currentRow[offset]), offset + 1, nil) }
    return (.copy(length: candidate.length, distance: candidate.distance), offset + candidate.length, nil)
  }

  /// The best copy for the bytes at `offset` in the current row (length 0 when no copy saves
  /// anything), recording the position in the hash chains.
  @inline(__always)
  private func bestCopy(offset: Int) -> Candidate {
    let maximumLength = min(DeflateToken.maximumLength, rowLength - offset)
    guard maximumLength >= DeflateToken.minimumLength else { return Candidate() }
    let bytes = currentRow + offset
    let position = rowStart + offset
    let reach = min(position - windowStart, DeflateToken.maximumDistance)
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
    var latest = Int(head[hash])
    while latest >= position { latest = Int(links[latest & linkMask]) }
    var earlier = latest
    var depth = 0
    while best.length < maximumLength && depth < Self.chainDepth && earlier >= position - reach {
      let distance = position - earlier
      if distance != 1 && distance != bytesPerPixel && distance != rowLength { consider(distance: distance) }
      earlier = Int(links[earlier & linkMask])
      depth += 1
    }
    links[position & linkMask] = Int32(truncatingIfNeeded: latest)
    head[hash] = Int32(truncatingIfNeeded: position)
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
