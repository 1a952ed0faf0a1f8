/// The tests' one seeded random number generator, so property and fuzz tests generate the same
/// inputs on every run and every machine.
///
/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014; the
/// public-domain reference is Sebastiano Vigna's `splitmix64.c`) advances a 64-bit counter by the
/// golden-ratio gamma and scrambles it with two multiply-xorshift rounds. It is not for
/// cryptography; it is small, fast and passes BigCrush, which is all a test needs.
///
/// The helpers below (`int(in:)`, `chance(_:)`, `element(of:)`, `shuffle(_:)`) are written here on
/// top of ``next()`` rather than taken from the standard library's `random(in:using:)`, whose
/// algorithms could change between Swift releases: the sequence of systems depends only on this
/// file.
///
/// ```swift
/// var generator = SplitMix64(seed: 42, stream: 7)  // the 7th system of the run seeded 42
/// let size = generator.int(in: 2...12)
/// ```
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// The golden-ratio increment of SplitMix64.
  private static let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// Creates a generator whose first output is SplitMix64's first output for `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// Creates the generator of one of many independent streams drawn from one seed: the property
  /// tests give every generated system its own stream, so a failure is reproduced from the seed and
  /// the system's index alone.
  package init(seed: UInt64, stream: Int) {
    state = Self.mix(seed ^ Self.mix(UInt64(truncatingIfNeeded: stream) &+ 1))
  }

  /// SplitMix64's output function: a bijective scrambling of 64 bits.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  package mutating func next() -> UInt64 {
    state &+= Self.gamma
    return Self.mix(state)
  }

  /// A uniformly distributed integer in `range` (Lemire's multiply-shift with rejection).
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    if span == 0 { return Int(truncatingIfNeeded: next()) }  // the whole of Int
    let threshold = (0 &- span) % span
    while true {
      let product = next().multipliedFullWidth(by: span)
      if product.low >= threshold {
        return range.lowerBound &+ Int(truncatingIfNeeded: product.high)
      }
    }
  }

  /// True with the given probability (in 0...1), to a resolution of 2⁻⁵³.
  package mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) * 0x1p-53 < probability
  }

  /// A uniformly chosen element of a non-empty collection.
  package mutating func element<C: RandomAccessCollection>(of collection: C) -> C.Element
  where C.Index == Int {
    precondition(!collection.isEmpty, "element(of:) needs a non-empty collection")
    return collection[collection.startIndex + int(in: 0...(collection.count - 1))]
  }

  /// Shuffles `array` in place (Fisher–Yates).
  package mutating func shuffle<Element>(_ array: inout [Element]) {
    guard array.count > 1 else { return }
    for index in stride(from: array.count - 1, to: 0, by: -1) {
      array.swapAt(index, int(in: 0...index))
    }
  }
}
