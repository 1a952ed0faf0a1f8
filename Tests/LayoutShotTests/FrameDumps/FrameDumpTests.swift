import Foundation
import LayoutShot
import Testing

/// The frame dump: a solved layout as JSON with a fixed key order, numbers rounded to 4 decimals
/// without trailing zeros, and one view per line.
@Suite("Frame dump")
struct FrameDumpTests {
  /// A Dynamic Island phone in portrait, 3x.
  private static let phone = Screen(
    device: "iphone-15-pro", orientation: .portrait, size: Size(width: 393, height: 852), scale: 3,
    safeAreaInsets: EdgeInsets(top: 59, bottom: 34))

  /// A card under the safe area's top, a third as high as it is wide, with a badge in its top-right
  /// corner whose name needs escaping.
  private struct Dump: LayoutProgram {
    func body(root: View, screen: Screen) -> LayoutBody {
      let card = View("card")
      let badge = View(#"badge "new"\1"#)
      root.addSubview(card)
      card.addSubview(badge)
      card.leading == root.leading + 8
      card.trailing == root.trailing - 8
      card.top == root.safeAreaLayoutGuide.top
      card.height == card.width / 3
      badge.trailing == card.trailing - 8
      badge.top == card.top + 8
      badge.width == card.width * 0.25
      badge.height == 20
    }
  }

  @Test func aTwoViewLayoutDumpsExactly() throws {
    let solved = try LayoutEngine().solve(Dump(), on: Self.phone)
    // card: x 8, width 393 - 16 = 377, y 59, height 377 / 3 = 125.6667 (377 px at 3x, on the grid).
    // badge: width 377 / 4 = 94.25, right edge 8 + 377 - 8 = 377, x = 377 - 94.25 = 282.75 =
    // 848.25 px → 848 → 282.6667; width 377 - 282.6667 = 94.3333; y 59 + 8 = 67, height 20.
    // The badge's name is escaped: `"` as `\"` and `\` as `\\`.
    let expected = #"""
      {
        "layout": "Dump",
        "device": "iphone-15-pro",
        "orientation": "portrait",
        "variant": {"appearance": "light", "contentSize": "L", "layoutDirection": "ltr", "os": "ios26"},
        "size": {"width": 393, "height": 852},
        "scale": 3,
        "safeArea": {"top": 59, "left": 0, "bottom": 34, "right": 0},
        "views": [
          {"name": "root", "parent": null, "frame": {"x": 0, "y": 0, "width": 393, "height": 852}},
          {"name": "card", "parent": "root", "frame": {"x": 8, "y": 59, "width": 377, "height": 125.6667}},
          {"name": "badge \"new\"\\1", "parent": "card", "frame": {"x": 282.6667, "y": 67, "width": 94.3333, "height": 20}}
        ],
        "diagnostics": []
      }

      """#
    #expect(solved.frameDump() == expected)
  }

  /// A box 10.5 from the left with a width of -10.5 (an invalid size), and a view nothing
  /// constrains, created at a fixed location.
  private static let broken = AnyLayoutProgram("Broken") { root, _ in
    let box = View("box")
    let ghost = View("ghost", fileID: "Fixtures/Ghost.swift", line: 3)
    root.addSubviews(box, ghost)
    box.leading == root.leading + 10.5
    box.width == -10.5
    box.top == root.top + 20
    box.height == 30
  }

  @Test func aDumpListsItsDiagnosticsOnePerLine() throws {
    let screen = Screen(size: Size(width: 320, height: 480), scale: 2)
    let solved = try LayoutEngine().solve(Self.broken, on: screen)
    // box: left edge 10.5, right edge 10.5 - 10.5 = 0, both on the 2x grid: width -10.5.
    // ghost: no constraint gives its variables a value, so they read 0.
    // Diagnostics: the unused view first, then the invalid size (of the exact frame).
    let expected = #"""
      {
        "layout": "Broken",
        "device": "custom",
        "orientation": "portrait",
        "variant": {"appearance": "light", "contentSize": "L", "layoutDirection": "ltr", "os": "ios26"},
        "size": {"width": 320, "height": 480},
        "scale": 2,
        "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0},
        "views": [
          {"name": "root", "parent": null, "frame": {"x": 0, "y": 0, "width": 320, "height": 480}},
          {"name": "box", "parent": "root", "frame": {"x": 10.5, "y": 20, "width": -10.5, "height": 30}},
          {"name": "ghost", "parent": "root", "frame": {"x": 0, "y": 0, "width": 0, "height": 0}}
        ],
        "diagnostics": [
          {"kind": "unused-view", "message": "'ghost' has no constraints; its frame is undetermined (Fixtures/Ghost.swift:3).", "views": ["ghost"], "attributes": [], "constraints": [], "broken": null},
          {"kind": "invalid-size", "message": "'box' ends with the size -10.5 × 30, which no view can have.", "views": ["box"], "attributes": [], "constraints": [], "broken": null}
        ]
      }

      """#
    #expect(solved.frameDump() == expected)
  }

  @Test func aConflictDumpsItsConstraintsWithTheirLocations() throws {
    let program = AnyLayoutProgram("Conflict") { root, _ in
      let box = View("box")
      root.addSubview(box)
      box.leftAnchor.constraint(equalTo: root.leftAnchor, fileID: "Fixtures/Conflict.swift", line: 1)
        .isActive = true
      box.topAnchor.constraint(equalTo: root.topAnchor, fileID: "Fixtures/Conflict.swift", line: 2)
        .isActive = true
      box.heightAnchor.constraint(equalToConstant: 8, fileID: "Fixtures/Conflict.swift", line: 3)
        .isActive = true
      box.widthAnchor.constraint(equalToConstant: 100, fileID: "Fixtures/Conflict.swift", line: 4)
        .isActive = true
      box.widthAnchor.constraint(equalToConstant: 111.66666, fileID: "Fixtures/Conflict.swift", line: 5)
        .isActive = true
    }
    let screen = Screen(size: Size(width: 320, height: 480), scale: 2)
    let solved = try LayoutEngine().solve(program, on: screen)
    let dump = solved.frameDump()
    // The line of the conflict, as the dump writes it: the set (the two widths, in whichever order)
    // and the broken constraint, the later one; 111.66666 printed with 4 decimals.
    let hundred = #"{"constraint": "box.width == 100", "location": "Fixtures/Conflict.swift:4"}"#
    let other = #"{"constraint": "box.width == 111.6667", "location": "Fixtures/Conflict.swift:5"}"#
    let prefix =
      #"    {"kind": "unsatisfiable", "message": "Unable to simultaneously satisfy constraints.", "#
      + #""views": ["box"], "attributes": [], "constraints": ["#
    let suffix = #"], "broken": \#(other)}"#
    let line = try #require(dump.split(separator: "\n").first { $0.contains(#""kind": "unsatisfiable""#) })
    #expect(
      [hundred + ", " + other, other + ", " + hundred].map { prefix + $0 + suffix }.contains(String(line)))
    // The box keeps the first width: (0, 0, 100, 8).
    #expect(
      dump.contains(
        #"{"name": "box", "parent": "root", "frame": {"x": 0, "y": 0, "width": 100, "height": 8}}"#))
  }

  @Test func twoSolvesGiveByteIdenticalDumps() throws {
    let first = try LayoutEngine().solve(Dump(), on: Self.phone).frameDump()
    let second = try LayoutEngine().solve(Dump(), on: Self.phone).frameDump()
    let engine = LayoutEngine()
    let third = try engine.solve(Dump(), on: Self.phone).frameDump()
    let fourth = try engine.solve(Dump(), on: Self.phone).frameDump()
    #expect(Array(first.utf8) == Array(second.utf8))
    #expect(Array(first.utf8) == Array(third.utf8))
    #expect(Array(first.utf8) == Array(fourth.utf8))
  }

  @Test func aDumpIsValidJSONWithTheDocumentedKeyOrder() throws {
    let dump = try LayoutEngine().solve(Dump(), on: Self.phone).frameDump()
    // The top-level keys, in order, each at the start of its own line.
    let keys = dump.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  \""), !line.hasPrefix("   ") else { return nil }
      return line.dropFirst(3).split(separator: "\"").first.map(String.init)
    }
    #expect(
      keys == [
        "layout", "device", "orientation", "variant", "size", "scale", "safeArea", "views", "diagnostics",
      ])
    #expect(dump.hasSuffix("}\n"))
    let object = try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any]
    let views = try #require(object?["views"] as? [[String: Any]])
    #expect(views.compactMap { $0["name"] as? String } == ["root", "card", #"badge "new"\1"#])
    #expect(views.first?["parent"] is NSNull)
  }
}
