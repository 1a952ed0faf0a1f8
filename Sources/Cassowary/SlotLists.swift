/// One list of row slots per symbol, all stored in a shared pool of entries.
///
/// The tableau's column index needs a list for every symbol, most of them short. Separate arrays
/// would allocate once per symbol; here every list is a chain of entries in three shared arrays,
/// with freed entries reused, so registering a cell costs a few stores. Lists iterate in reverse
/// order of insertion — deterministic, like everything the solver iterates.
struct SlotLists: Sendable {
  /// The first entry of each list, or -1.
  private var heads: [Int32] = []
  /// Each entry's slot and the entry after it in its list (or in the free chain), or -1.
  private var entrySlots: [Int32] = []
  private var entryNext: [Int32] = []
  private var firstFree: Int32 = -1

  var listCount: Int { heads.count }

  /// Adds an empty list at the end.
  mutating func appendList() { heads.append(-1) }

  func isEmpty(_ list: Int) -> Bool { heads[list] < 0 }

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

  /// Calls `body` with each slot of a list. `body` must not change this list.
  func forEach(in list: Int, _ body: (Int32) -> Void) {
    var entry = heads[list]
    while entry >= 0 {
      body(entrySlots[Int(entry)])
      entry = entryNext[Int(entry)]
    }
  }

  /// Adds `slot` to a list.
  mutating func insert(_ slot: Int32, into list: Int) {
    let entry: Int32
    if firstFree >= 0 {
      entry = firstFree
      firstFree = entryNext[Int(entry)]
      entrySlots[Int(entry)] = slot
      entryNext[Int(entry)] = heads[list]
    } else {
      entry = Int32(entrySlots.count)
      entrySlots.append(slot)
      entryNext.append(heads[list])
    }
    heads[list] = entry
  }

  /// Removes one occurrence of `slot` from a list, if present.
  mutating func remove(_ slot: Int32, from list: Int) {
    var previous: Int32 = -1
    var entry = heads[list]
    while entry >= 0 {
      let following = entryNext[Int(entry)]
      if entrySlots[Int(entry)] == slot {
        if previous < 0 { heads[list] = following } else { entryNext[Int(previous)] = following }
        entryNext[Int(entry)] = firstFree
        firstFree = entry
        return
      }
      previous = entry
      entry = following
    }
  }

  /// Empties a list and returns its slots.
  mutating func removeAll(from list: Int) -> [Int32] {
    let result = slots(in: list)
    var entry = heads[list]
    heads[list] = -1
    while entry >= 0 {
      let following = entryNext[Int(entry)]
      entryNext[Int(entry)] = firstFree
      firstFree = entry
      entry = following
    }
    return result
  }
}
