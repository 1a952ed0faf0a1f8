/// SplitMix64 (Steele, Lea and Flood 2014), a tiny seeded generator with the few helpers the
/// tests need, so that generated inputs are the same on every run and platform.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniformly distributed integer in `range`, which must hold fewer than 2⁶³ values.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    let threshold = (0 &- span) % span
    while true {
      let product = next().multipliedFullWidth(by: span)
      if product.low >= threshold { return range.lowerBound + Int(product.high) }
    }
  }

  /// True with the given probability.
  mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) * 0x1p-53 < probability
  }

  /// A uniformly chosen element of a non-empty array.
  mutating func element<Element>(of array: [Element]) -> Element {
    array[int(in: 0...(array.count - 1))]
  }

  /// Shuffles `array` in place (Fisher–Yates).
  mutating func shuffle<Element>(_ array: inout [Element]) {
    for index in stride(from: array.count - 1, to: 0, by: -1) {
      array.swapAt(index, int(in: 0...index))
    }
  }
}
