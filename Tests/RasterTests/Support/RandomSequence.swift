/// A fixed pseudo-random sequence (a 64-bit linear congruential generator, Knuth's MMIX
/// constants), so every run of a test draws the same shapes and pictures.
struct RandomSequence {
  var state: UInt64

  /// The next number in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
