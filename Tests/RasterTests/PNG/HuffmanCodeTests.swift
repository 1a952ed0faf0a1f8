import Testing

@testable import Raster

@Suite("Huffman codes for deflate")
struct HuffmanCodeTests {
  /// The Kraft sum of the lengths, times 2^15: exactly 2^15 for a complete prefix code.
  private func kraftSum(_ lengths: [UInt8]) -> Int {
    lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (15 - Int($1)) }
  }

  @Test func lengthsAreHuffmansWhenTheLimitAllowsThem() {
    // Huffman's construction by hand for 1, 1, 2, 4: merge 1+1 = 2, then 2+2 = 4, then 4+4:
    // the last symbol gets 1 bit, the third 2, the first two 3.
    let code = HuffmanCode(frequencies: [1, 1, 2, 4], maximumLength: 15)
    #expect(code.lengths == [3, 3, 2, 1])
  }

  @Test func theLimitFlattensTheCode() {
    // With at most 2 bits, four symbols all get 2 bits, whatever their counts.
    #expect(HuffmanCode(frequencies: [1, 1, 2, 4], maximumLength: 2).lengths == [2, 2, 2, 2])
    // Fibonacci counts make Huffman's deepest code 24 bits long for 25 symbols; deflate allows 15.
    var fibonacci = [1, 1]
    while fibonacci.count < 25 {
      fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2])
    }
    let limited = HuffmanCode(frequencies: fibonacci, maximumLength: 15)
    #expect(limited.lengths.max() == 15)
    #expect(kraftSum(limited.lengths) == 1 << 15)
    #expect(HuffmanCode(frequencies: fibonacci, maximumLength: 30).lengths.max() == 24)
  }

  @Test func canonicalCodesFollowTheRFCExample() {
    // RFC 1951 §3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) give codes 010, 011, 100, 101, 110, 00,
    // 1110, 1111; stored bit-reversed for a least-significant-bit-first writer.
    let code = HuffmanCode(frequencies: [4, 4, 4, 4, 4, 8, 2, 2], maximumLength: 15)
    #expect(code.lengths == [3, 3, 3, 3, 3, 2, 4, 4])
    #expect(code.codes == [0b010, 0b110, 0b001, 0b101, 0b011, 0b00, 0b0111, 0b1111])
  }

  @Test func aLoneSymbolGetsAPartnerSoTheCodeIsComplete() {
    let code = HuffmanCode(frequencies: [0, 0, 5, 0], maximumLength: 7)
    #expect(code.lengths == [1, 0, 1, 0])
    #expect(kraftSum(code.lengths) == 1 << 15)
    #expect(HuffmanCode(frequencies: [0, 0, 0], maximumLength: 7).lengths == [1, 1, 0])
  }

  @Test func lengthAndDistanceCodesMatchTheRFCTables() {
    // RFC 1951 §3.2.5: length 11 is code 265 (1 extra bit), 227 is 284 (5 bits), 257 is 284,
    // 258 is 285; distance 5 is code 4 (1 bit), 24,577 is 29 (13 bits).
    #expect(DeflateAlphabet.lengthCode[11 - 3] == 265 - 257)
    #expect(DeflateAlphabet.lengthCode[227 - 3] == 284 - 257)
    #expect(DeflateAlphabet.lengthCode[257 - 3] == 284 - 257)
    #expect(DeflateAlphabet.lengthCode[258 - 3] == 285 - 257)
    #expect(DeflateAlphabet.lengthOffsetBase[284 - 257] == 227 - 3)
    #expect(DeflateAlphabet.distanceCode[5 - 1] == 4)
    #expect(DeflateAlphabet.distanceCode[24_577 - 1] == 29)
    #expect(DeflateAlphabet.distanceOffsetBase[29] == 24_577 - 1)
  }
}
