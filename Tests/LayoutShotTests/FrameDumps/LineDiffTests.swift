import LayoutShot
import Testing

/// Line diffs of snapshot texts: the shortest edit, and unified hunks a reviewer reads.
@Suite("Line diffs")
struct LineDiffTests {
  @Test func equalTextsHaveNoChanges() {
    let diff = LineDiff(old: "a\nb\nc\n", new: "a\nb\nc")
    #expect(diff.isEmpty)
    #expect(diff.unified() == "")
    #expect(diff.lines.count == 3)
  }

  @Test func oneChangedLineIsOneRemovalAndOneAddition() {
    let diff = LineDiff(old: "a\nb\nc\nd\ne\nf\ng\nh", new: "a\nb\nc\nd\nE\nf\ng\nh")
    #expect(diff.counts == (1, 1))
    // Two lines of context: lines 3 and 4 before, 6 and 7 after.
    #expect(diff.unified(context: 2) == "@@ -3,5 +3,5 @@\n c\n d\n-e\n+E\n f\n g")
  }

  @Test func theEditIsTheShortest() {
    // The classic example of Myers's paper: ABCABBA → CBABAC takes 5 edits (2 kept lines of 7
    // and 6 would take more); the longest common subsequence has 4 lines.
    let old = "A\nB\nC\nA\nB\nB\nA"
    let new = "C\nB\nA\nB\nA\nC"
    let diff = LineDiff(old: old, new: new)
    #expect(diff.counts.removed + diff.counts.added == 5)
    let kept = diff.lines.filter {
      if case .same = $0 { return true }
      return false
    }
    #expect(kept.count == 4)
    // Replaying the edit on the old text gives the new one.
    var replayed: [String] = []
    for line in diff.lines {
      switch line {
      case .same(let text, _, _), .added(let text, _): replayed.append(text)
      case .removed: break
      }
    }
    #expect(replayed.joined(separator: "\n") == new)
  }

  @Test func distantChangesMakeSeparateHunks() {
    let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
    var newLines = (1...20).map { "line \($0)" }
    newLines[1] = "line two"
    newLines.insert("inserted", at: 17)
    let diff = LineDiff(old: old, new: newLines.joined(separator: "\n"))
    #expect(
      diff.unified(context: 1) == """
        @@ -1,3 +1,3 @@
         line 1
        -line 2
        +line two
         line 3
        @@ -17,2 +17,3 @@
         line 17
        +inserted
         line 18
        """)
  }

  @Test func unrelatedLongTextsDiffAsRemovedThenAdded() {
    // Past the searched edits the middle counts as replaced: linear cost, still a correct edit.
    let old = (0..<3_000).map { "old \($0)" }.joined(separator: "\n")
    let new = (0..<3_000).map { "new \($0)" }.joined(separator: "\n")
    let diff = LineDiff(old: "same\n" + old + "\nsame", new: "same\n" + new + "\nsame")
    #expect(diff.counts == (3_000, 3_000))
    #expect(diff.lines.first == .same("same", old: 1, new: 1))
    #expect(diff.lines.last == .same("same", old: 3_002, new: 3_002))
    // One hunk: its header, the two kept lines and 6,000 changed ones; 5 shown, 5,998 left out.
    #expect(diff.unified(maximumLines: 5).hasSuffix("… 5998 more lines of the diff left out"))
  }
}
