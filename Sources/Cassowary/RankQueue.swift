/// A max-queue of basic user variables by rank, for ``Tableau/expand(_:)``.
struct RankQueue: Sendable {
  private var heap: [Int64] = []

  mutating func removeAll() { heap.removeAll(keepingCapacity: true) }

  mutating func push(rank: Int32, symbol: Symbol) {
    heap.append(Int64(rank) << 32 | Int64(UInt32(bitPattern: symbol.index)))
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if heap[parent] >= heap[child] { break }
      heap.swapAt(parent, child)
      child = parent
    }
  }

  mutating func pop() -> Symbol? {
    guard let top = heap.first else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        if left >= heap.count { break }
        var largest = left
        if left + 1 < heap.count && heap[left + 1] > heap[left] { largest = left + 1 }
        if heap[parent] >= heap[largest] { break }
        heap.swapAt(parent, largest)
        parent = largest
      }
    }
    return Symbol(Int32(truncatingIfNeeded: top & 0xFFFF_FFFF))
  }
}
