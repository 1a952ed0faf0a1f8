/// Writes tokens as one deflate block with dynamic Huffman codes (RFC 1951 §3.2.7): codes fitted
/// to the block's own symbol counts, sent in the block's header.
enum DynamicBlock {
  /// The order in which the code-length code's lengths are sent.
  private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// Writes `tokens` and the end-of-block symbol; `isFinal` marks the stream's last block.
  static func write(_ tokens: UnsafeBufferPointer<DeflateToken>, isFinal: Bool, into writer: inout BitWriter)
  {
    let lengthCode = DeflateAlphabet.lengthCode
    let distanceCode = DeflateAlphabet.distanceCode
    var literalCounts = [Int](repeating: 0, count: DeflateAlphabet.literalLengthSymbolCount)
    var distanceCounts = [Int](repeating: 0, count: DeflateAlphabet.distanceSymbolCount)
    for token in tokens {
      if token.isCopy {
        literalCounts[DeflateAlphabet.firstLengthSymbol + Int(lengthCode[token.lengthOffset])] += 1
        distanceCounts[Int(distanceCode[token.distanceOffset])] += 1
      } else {
        literalCounts[token.byte] += 1
      }
    }
    literalCounts[DeflateAlphabet.endOfBlock] = 1
    let literals = HuffmanCode(frequencies: literalCounts, maximumLength: 15)
    let distances = HuffmanCode(frequencies: distanceCounts, maximumLength: 15)
    writer.write(isFinal ? 1 : 0, count: 1)
    writer.write(2, count: 2)  // BTYPE 10: dynamic Huffman codes
    writeCodes(literals: literals, distances: distances, into: &writer)
    writeTokens(tokens, literals: literals, distances: distances, into: &writer)
    let end = DeflateAlphabet.endOfBlock
    writer.write(literals.codes[end], count: Int(literals.lengths[end]))
  }

  /// The block header: how many codes of each alphabet are sent, the code-length code, then both
  /// alphabets' code lengths in that code, run-length encoded.
  private static func writeCodes(literals: HuffmanCode, distances: HuffmanCode, into writer: inout BitWriter)
  {
    var literalCount = DeflateAlphabet.literalLengthSymbolCount
    while literalCount > DeflateAlphabet.firstLengthSymbol && literals.lengths[literalCount - 1] == 0 {
      literalCount -= 1
    }
    var distanceCount = DeflateAlphabet.distanceSymbolCount
    while distanceCount > 1 && distances.lengths[distanceCount - 1] == 0 { distanceCount -= 1 }
    let runs = codeLengthRuns(
      Array(literals.lengths.prefix(literalCount) + distances.lengths.prefix(distanceCount)))
    var runCounts = [Int](repeating: 0, count: 19)
    for run in runs { runCounts[Int(run.symbol)] += 1 }
    let codeLengthCode = HuffmanCode(frequencies: runCounts, maximumLength: 7)
    var orderCount = 19
    while orderCount > 4 && codeLengthCode.lengths[codeLengthOrder[orderCount - 1]] == 0 { orderCount -= 1 }
    writer.write(UInt32(literalCount - 257), count: 5)
    writer.write(UInt32(distanceCount - 1), count: 5)
    writer.write(UInt32(orderCount - 4), count: 4)
    for symbol in codeLengthOrder.prefix(orderCount) {
      writer.write(UInt32(codeLengthCode.lengths[symbol]), count: 3)
    }
    for run in runs {
      let symbol = Int(run.symbol)
      writer.write(codeLengthCode.codes[symbol], count: Int(codeLengthCode.lengths[symbol]))
      if run.extraBitCount > 0 { writer.write(UInt32(run.extra), count: Int(run.extraBitCount)) }
    }
  }

  /// One symbol of the code-length alphabet: a length 0...15, 16 (repeat the previous length
  /// 3...6 times), 17 (3...10 zeros) or 18 (11...138 zeros), with its extra bits.
  private struct CodeLengthRun {
    let symbol: UInt8
    let extra: UInt8
    let extraBitCount: UInt8
  }

  /// `lengths` as code-length symbols, runs shortened with 16, 17 and 18.
  private static func codeLengthRuns(_ lengths: [UInt8]) -> [CodeLengthRun] {
    var runs: [CodeLengthRun] = []
    var index = 0
    while index < lengths.count {
      let length = lengths[index]
      var runLength = 1
      while index + runLength < lengths.count && lengths[index + runLength] == length { runLength += 1 }
      index += runLength
      if length == 0 {
        while runLength >= 11 {
          let zeros = min(runLength, 138)
          runs.append(CodeLengthRun(symbol: 18, extra: UInt8(zeros - 11), extraBitCount: 7))
          runLength -= zeros
        }
        if runLength >= 3 {
          runs.append(CodeLengthRun(symbol: 17, extra: UInt8(runLength - 3), extraBitCount: 3))
          runLength = 0
        }
      } else {
        runs.append(CodeLengthRun(symbol: length, extra: 0, extraBitCount: 0))
        runLength -= 1
        while runLength >= 3 {
          let repeats = min(runLength, 6)
          runs.append(CodeLengthRun(symbol: 16, extra: UInt8(repeats - 3), extraBitCount: 2))
          runLength -= repeats
        }
      }
      for _ in 0..<runLength { runs.append(CodeLengthRun(symbol: length, extra: 0, extraBitCount: 0)) }
    }
    return runs
  }

  /// The tokens in the block's codes: a literal as its code; a copy as its length code, the
  /// length's extra bits, its distance code and the distance's extra bits.
  private static func writeTokens(
    _ tokens: UnsafeBufferPointer<DeflateToken>, literals: HuffmanCode, distances: HuffmanCode,
    into writer: inout BitWriter
  ) {
    let lengthCode = DeflateAlphabet.lengthCode
    let lengthExtraBits = DeflateAlphabet.lengthExtraBits
    let lengthBase = DeflateAlphabet.lengthOffsetBase
    let distanceCode = DeflateAlphabet.distanceCode
    let distanceExtraBits = DeflateAlphabet.distanceExtraBits
    let distanceBase = DeflateAlphabet.distanceOffsetBase
    let (literalCodes, literalLengths) = (literals.codes, literals.lengths)
    let (distanceCodes, distanceLengths) = (distances.codes, distances.lengths)
    for token in tokens {
      guard token.isCopy else {
        writer.write(literalCodes[token.byte], count: Int(literalLengths[token.byte]))
        continue
      }
      let lengthOffset = token.lengthOffset
      let code = Int(lengthCode[lengthOffset])
      let symbol = DeflateAlphabet.firstLengthSymbol + code
      writer.write(literalCodes[symbol], count: Int(literalLengths[symbol]))
      if lengthExtraBits[code] > 0 {
        writer.write(UInt32(lengthOffset - Int(lengthBase[code])), count: Int(lengthExtraBits[code]))
      }
      let distanceOffset = token.distanceOffset
      let distance = Int(distanceCode[distanceOffset])
      writer.write(distanceCodes[distance], count: Int(distanceLengths[distance]))
      if distanceExtraBits[distance] > 0 {
        writer.write(
          UInt32(distanceOffset - Int(distanceBase[distance])), count: Int(distanceExtraBits[distance]))
      }
    }
  }
}
