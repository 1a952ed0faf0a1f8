/// A prefix code for one deflate alphabet: the optimal code lengths under a length limit, and the
/// canonical codes those lengths define (RFC 1951 §3.2.2).
///
/// The lengths come from the package-merge algorithm (Larmore and Hirschberg), which gives the
/// lengths of least total size among all codes no longer than the limit. Ties are broken by
/// symbol number, so equal frequencies always give equal codes. The code is always complete:
/// when fewer than two symbols occur, the lowest-numbered unused symbols are counted once, as
/// zlib does, because a decoder may refuse a code with a single symbol.
struct HuffmanCode {
  /// The code length of each symbol in bits; 0 for a symbol that never occurs.
  let lengths: [UInt8]
  /// The code of each symbol, bit-reversed so that a ``BitWriter`` (least significant bit
  /// first) sends it most significant bit first, as deflate requires.
  let codes: [UInt32]

  /// The code for symbols occurring `frequencies[symbol]` times, no code longer than
  /// `maximumLength` bits.
  ///
  /// - Precondition: `frequencies` has at least two symbols and at most `1 << maximumLength`.
  init(frequencies: [Int], maximumLength: Int) {
    var frequencies = frequencies
    var unused = frequencies.indices.filter { frequencies[$0] == 0 }.makeIterator()
    while frequencies.count(where: { $0 > 0 }) < 2, let symbol = unused.next() { frequencies[symbol] = 1 }
    lengths = Self.limitedLengths(frequencies, maximumLength: maximumLength)
    codes = Self.canonicalCodes(lengths)
  }

  /// Package-merge: the `2n − 2` lightest items of the final list, each leaf counting one bit of
  /// its symbol's length for every item it appears in.
  private static func limitedLengths(_ frequencies: [Int], maximumLength: Int) -> [UInt8] {
    let symbols = frequencies.indices.filter { frequencies[$0] > 0 }.sorted {
      frequencies[$0] != frequencies[$1] ? frequencies[$0] < frequencies[$1] : $0 < $1
    }
    // Nodes 0..<leafCount are the leaves (in `symbols` order); later nodes are packages of two.
    let leafCount = symbols.count
    var weight = symbols.map { frequencies[$0] }
    var children: [(Int, Int)] = Array(repeating: (-1, -1), count: leafCount)
    var list = Array(0..<leafCount)
    for _ in 1..<maximumLength {
      var merged: [Int] = []
      merged.reserveCapacity(leafCount + list.count / 2)
      var leaf = 0
      var package = 0
      let packageCount = list.count / 2
      while leaf < leafCount || package < packageCount {
        if package < packageCount {
          let pair = (list[2 * package], list[2 * package + 1])
          let packageWeight = weight[pair.0] + weight[pair.1]
          // A leaf goes first when it weighs the same, so the order never depends on chance.
          if leaf == leafCount || packageWeight < weight[leaf] {
            weight.append(packageWeight)
            children.append(pair)
            merged.append(weight.count - 1)
            package += 1
            continue
          }
        }
        merged.append(leaf)
        leaf += 1
      }
      list = merged
    }
    var lengths = [UInt8](repeating: 0, count: frequencies.count)
    var pending = Array(list.prefix(2 * leafCount - 2))
    while let node = pending.popLast() {
      if node < leafCount {
        lengths[symbols[node]] += 1
      } else {
        pending.append(children[node].0)
        pending.append(children[node].1)
      }
    }
    return lengths
  }

  /// The canonical codes of `lengths`: shorter codes first, equal lengths in symbol order.
  private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt32] {
    let longest = Int(lengths.max() ?? 0)
    var countOfLength = [Int](repeating: 0, count: longest + 1)
    for length in lengths where length > 0 { countOfLength[Int(length)] += 1 }
    var nextCode = [Int](repeating: 0, count: longest + 1)
    var code = 0
    for length in stride(from: 1, through: longest, by: 1) {
      code = (code + countOfLength[length - 1]) << 1
      nextCode[length] = code
    }
    var codes = [UInt32](repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      var value = nextCode[Int(length)]
      nextCode[Int(length)] += 1
      var reversed = 0
      for _ in 0..<length {
        reversed = reversed << 1 | value & 1
        value >>= 1
      }
      codes[symbol] = UInt32(reversed)
    }
    return codes
  }
}
