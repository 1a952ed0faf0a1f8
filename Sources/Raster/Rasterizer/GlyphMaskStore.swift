import Synchronization

/// Glyph masks kept for the whole process, shared by every render: a run of `layoutshot render`
/// or a test suite draws the same letters of the same fonts on screen after screen, and
/// rasterizing a glyph costs far more than placing its mask.
///
/// A mask depends only on its key (the outline, the transform's linear part and the
/// quarter-pixel offset), so whether it comes from the store or is made afresh, the pixels are
/// the same. The store holds at most ``budget`` bytes; a mask that would overflow it empties it
/// first, and a mask larger than a quarter of it is not kept.
package final class GlyphMaskStore: Sendable {
  /// What a mask depends on: the outline and how it lies on the pixel grid.
  ///
  /// Keys are equal when both are; the hash reads only the outline's length and first few steps
  /// (outlines of different glyphs differ there), so that finding a mask does not cost hashing a
  /// whole outline.
  struct Key: Hashable, Sendable {
    let outline: Path
    let placement: GlyphMask.Placement

    func hash(into hasher: inout Hasher) {
      hasher.combine(outline.elements.count)
      for element in outline.elements.prefix(4) { hasher.combine(element) }
      hasher.combine(placement)
    }
  }

  private struct State {
    var masks: [Key: GlyphMask] = [:]
    var byteCount = 0
  }

  /// The store renders use.
  package static let shared = GlyphMaskStore(budget: 32 << 20)

  /// The most bytes the store keeps.
  package let budget: Int
  private let state = Mutex(State())

  /// An empty store keeping at most `budget` bytes of masks.
  package init(budget: Int) {
    self.budget = budget
  }

  /// The mask for `key`: kept from an earlier render, or made by `make` (outside the lock, so
  /// renders on other threads go on meanwhile) and kept.
  func mask(for key: Key, make: () -> GlyphMask) -> GlyphMask {
    if let mask = state.withLock({ $0.masks[key] }) { return mask }
    let mask = make()
    let size = mask.byteCount
    guard size <= budget / 4 else { return mask }
    state.withLock { state in
      guard state.masks[key] == nil else { return }
      if state.byteCount + size > budget { state = State() }
      state.masks[key] = mask
      state.byteCount += size
    }
    return mask
  }

  /// The number of masks kept.
  package var count: Int { state.withLock { $0.masks.count } }

  /// Forgets every mask, as if no render had run.
  package func removeAll() {
    state.withLock { $0 = State() }
  }
}
