/// One list of row slots per symbol, all stored in a shared pool of entries.
///
/// The tableau's column index needs a list for every symbol, most of them short and some (a
/// screen's width, in a layout) very long. Separate arrays would allocate once per symbol, and
/// finding a slot to remove would walk the list; here every list is a doubly linked chain of
/// entries in shared arrays, freed entries are reused, and each cell remembers its entry, so adding
/// and removing cost a few stores whatever the length. Lists iterate in reverse order of insertion —
/// deterministic, like everything the solver iterates.
struct SlotLists: Sendable {
  /// The first entry of each list, or -1, and the length of each list.
  private var heads: [Int32] = []
  private var counts: [Int32] = []
  /// Each entry's slot, and its neighbours in its list (the next one also links the free chain).
  private var entrySlots: [Int32] = []
  private var entryNext: [Int32] = []
  private var entryPrevious: [Int32] = []
  private var firstFree: Int32 = -1

  /// Adds an empty list at the end.
  mutating func appendList() {
    heads.append(-1)
    counts.append(0)
  }

  func isEmpty(_ list: Int) -> Bool { heads[list] < 0 }

  /// The number of slots in a list.
  func count(in list: Int) -> Int { Int(counts[list]) }

  /// The slot an entry stands for.
  func slot(ofEntry entry: Int32) -> Int32 { entrySlots[Int(entry)] }

  /// The entries of a list, for checks.
  func entries(in list: Int) -> [Int32] {
    var result: [Int32] = []
    var entry = heads[list]
    while entry >= 0 {
      result.append(entry)
      entry = entryNext[Int(entry)]
    }
    return result
  }

  /// The slots of a list, as an array (for paths that are not hot).
  func slots(in list: Int) -> [Int32] {
    var result: [Int32] = []
    var entry = heads[list]
    while entry >= 0 {
      result.append(entrySlots[Int(entry)])
      entry = entryNext[Int(entry)]
    }
    return result
  }

  /// Calls `body` with each slot of a list.
  ///
  /// `body` must not change this list.
  func forEach(in list: Int, _ body: (Int32) -> Void) {
    var entry = heads[list]
    while entry >= 0 {
      body(entrySlots[Int(entry)])
      entry = entryNext[Int(entry)]
    }
  }

  /// Adds `slot` to a list and returns its entry, which ``remove(entry:from:)`` takes.
  mutating func insert(_ slot: Int32, into list: Int) -> Int32 {
    let entry: Int32
    let head = heads[list]
    if firstFree >= 0 {
      entry = firstFree
      firstFree = entryNext[Int(entry)]
      entrySlots[Int(entry)] = slot
      entryNext[Int(entry)] = head
      entryPrevious[Int(entry)] = -1
    } else {
      entry = Int32(entrySlots.count)
      entrySlots.append(slot)
      entryNext.append(head)
      entryPrevious.append(-1)
    }
    if head >= 0 { entryPrevious[Int(head)] = entry }
    heads[list] = entry
    counts[list] += 1
    return entry
  }

  /// Removes an entry from its list, which must be `list`.
  mutating func remove(entry: Int32, from list: Int) {
    let previous = entryPrevious[Int(entry)]
    let next = entryNext[Int(entry)]
    if previous >= 0 { entryNext[Int(previous)] = next } else { heads[list] = next }
    if next >= 0 { entryPrevious[Int(next)] = previous }
    counts[list] -= 1
    entryNext[Int(entry)] = firstFree
    firstFree = entry
  }

  /// Empties a list and returns its slots.
  mutating func removeAll(from list: Int) -> [Int32] {
    let result = slots(in: list)
    var entry = heads[list]
    heads[list] = -1
    counts[list] = 0
    while entry >= 0 {
      let following = entryNext[Int(entry)]
      entryNext[Int(entry)] = firstFree
      firstFree = entry
      entry = following
    }
    return result
  }
}
