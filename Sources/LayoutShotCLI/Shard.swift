import ArgumentParser

/// `--shard I/N`: the I-th of N shares of the work, for a CI matrix of N machines.
///
/// A render belongs to the shard picked by a hash of its output path, so each keeps its shard
/// when layouts or devices are added or removed, and the N shards together cover all the work
/// exactly once.
struct Shard: ExpressibleByArgument, Hashable {
  /// From 1.
  var index: Int
  var count: Int

  init?(argument: String) {
    let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.index = index
    self.count = count
  }

  static var defaultCompletionKind: CompletionKind { .default }

  /// The jobs of this shard, in their order.
  func select(_ jobs: [RenderJob]) -> [RenderJob] {
    jobs.filter { Int(Self.hash($0.stem) % UInt64(count)) == index - 1 }
  }

  /// FNV-1a, 64 bits: the same on every machine and run (Swift's `Hasher` is seeded per process).
  static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }
}
