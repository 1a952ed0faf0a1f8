import Testing

@testable import Raster

@Suite("24.8 fixed point")
struct FixedPointTests {
  @Test func conversionRoundsHalvesAwayFromZeroAsRoundedDoes() {
    // Halves, just below and above them, both signs, tiny and huge values, and values whose
    // fraction needs every bit of the double.
    var values: [Double] = [0, -0.0, 1, -1, 1e-300, -1e-300, 1e9, -1e9]
    for whole in [0.0, 1, 2, 255, 1179, 65_535, 1_048_575] {
      for fraction in [0.5, 0.25, 0.75, 1.0 / 3, 0.999_999_999] {
        for sign in [1.0, -1.0] {
          let scaled = sign * (whole + fraction)
          values += [scaled / 256, scaled.nextDown / 256, scaled.nextUp / 256]
        }
      }
    }
    values.append(0.5.nextDown / 256)  // 0.49999999999999994 px·256: not a half
    for value in values {
      let expected = Int((min(max(value, -FDot8.limit), FDot8.limit) * 256).rounded())
      #expect(FDot8.from(value) == expected, "\(value)")
    }
  }
}
