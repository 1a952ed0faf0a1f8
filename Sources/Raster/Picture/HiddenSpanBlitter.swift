/// Hands a blitter only the parts of each run that a ``HiddenRegion`` does not hide.
///
/// The blitters' results do not depend on how a row is cut into runs, so the pixels drawn are
/// those the inner blitter would draw, minus the hidden ones.
struct HiddenSpanBlitter<Inner: SpanBlitter>: SpanBlitter {
  var inner: Inner
  var hidden: HiddenRegion

  mutating func blitSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
    var start = x
    let end = x + count
    for index in hidden.intervalIndices(ofRow: y) {
      let interval = hidden.interval(index)
      if interval.end <= start { continue }
      if interval.start >= end { break }
      if interval.start > start {
        inner.blitSpan(y: y, x: start, count: interval.start - start, alpha: alpha)
      }
      start = interval.end
      if start >= end { return }
    }
    inner.blitSpan(y: y, x: start, count: end - start, alpha: alpha)
  }

  @inline(__always)
  mutating func blitPixel(y: Int, x: Int, alpha: UInt32) {
    if !hidden.contains(x: x, y: y) { inner.blitPixel(y: y, x: x, alpha: alpha) }
  }
}
