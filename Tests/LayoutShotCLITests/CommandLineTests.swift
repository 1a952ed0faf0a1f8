import Foundation
import LayoutShot
import LayoutShotCLI
import LayoutShotTestSupport
import Raster
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `layoutshot` end to end: the built executable on the example layouts.
@Suite("Command line")
struct CommandLineTests {
  @Test func listPrintsTheExampleLayouts() throws {
    let result = try Executable.run(["list"])
    #expect(result.status == 0)
    let names = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(names.contains("ComplexWidth"))
    #expect(names.contains("AlternatingGrid"))
  }

  @Test func devicesPrintsATableAndJSON() throws {
    let table = try Executable.run(["devices"])
    #expect(table.status == 0)
    // The iPhone X: 375×812 points at 3x, safe area 44 at the top and 34 at the bottom in portrait.
    let line = try #require(table.standardOutput.split(separator: "\n").first { $0.hasPrefix("iphone-x ") })
    #expect(line.contains("375×812"))
    #expect(line.contains("@3x"))
    #expect(line.contains("44 0 34 0"))
    let json = try Executable.run(["devices", "--json", "iphone-x"])
    #expect(json.status == 0)
    let devices = try DeviceCatalog.devices(fromJSON: json.standardOutput)
    #expect(devices.map(\.id) == ["iphone-x"])
  }

  @Test func devicesShowsAnEditionsFigures() throws {
    // The iPad (10th generation) reports 24 at the top and 20 at the bottom on iPadOS 15-18 and
    // 32 / 25 on iPadOS 26, its status bar 24 and 32 (Documentation/Devices.md#ios-26).
    let older = try Executable.run(["devices", "--os", "18", "ipad-10"])
    #expect(older.status == 0)
    let olderLine = try #require(
      older.standardOutput.split(separator: "\n").first { $0.hasPrefix("ipad-10") })
    #expect(olderLine.contains("24 0 20 0"))
    #expect(olderLine.contains("24/24"))
    #expect(older.standardOutput.contains("as iOS 18 reports them"))
    let newer = try Executable.run(["devices", "--os", "ios26", "ipad-10"])
    let newerLine = try #require(
      newer.standardOutput.split(separator: "\n").first { $0.hasPrefix("ipad-10") })
    #expect(newerLine.contains("32 0 25 0"))
    #expect(newerLine.contains("32/32"))
    // A Face ID phone's landscape bottom inset: 21 before iOS 26, 20 from it.
    let phone = try Executable.run(["devices", "--os", "27", "iphone-12"])
    let phoneLine = try #require(
      phone.standardOutput.split(separator: "\n").first { $0.hasPrefix("iphone-12") })
    #expect(phoneLine.contains("0 47 20 47"))
    let unsupported = try Executable.run(["devices", "--os", "17"])
    #expect(unsupported.status == 2)
    #expect(unsupported.standardError.contains("--os"))
    #expect(unsupported.standardError.contains("17"))
  }

  @Test func anUnknownDeviceIsOneLineWithSuggestionsAndStatus2() throws {
    let result = try Executable.run(["devices", "iphone-15-pr"])
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "error: Unknown device 'iphone-15-pr'. Did you mean 'iphone-15-pro' or 'iphone-15-pro-max'?\n")
  }

  @Test func explainPrintsConstraintsOrTheCaret() throws {
    let good = try Executable.run(["explain", "H:|-(m)-[icon(30)]", "--metrics", "m=20"])
    #expect(good.status == 0)
    #expect(good.standardOutput == "icon.leading == superview.leading + 20\nicon.width == 30\n")
    let bad = try Executable.run(["explain", "H:|-[icon(30]-[label]"])
    #expect(bad.status == 2)
    // The caret sits under the 13th character, where the predicate should have been closed.
    #expect(bad.standardOutput.hasSuffix("H:|-[icon(30]-[label]\n            ^\n"))
  }

  @Test func badArgumentsAreOneLineAndStatus2() throws {
    for arguments in [
      ["render", "--jobs", "0"], ["render", "NoSuchLayout"], ["render", "--format", "gif"],
      ["render", "--shard", "5/4"], ["render", "--orientation", "sideways"], ["frobnicate"],
      ["diff", "/nonexistent/base", "/nonexistent/head"], ["render", "--overlay", "grid"],
    ] {
      let result = try Executable.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError.hasPrefix("error: "), "\(arguments): \(result.standardError)")
      #expect(result.standardError.filter { $0 == "\n" }.count == 1, "\(arguments): \(result.standardError)")
    }
    let suggestion = try Executable.run(["render", "ComplexWdth"])
    #expect(
      suggestion.standardError
        == "error: There is no layout named 'ComplexWdth'; did you mean 'ComplexWidth'?\n")
  }

  @Test func theDeviceFormsTheHelpShowsChooseTheSameDevices() throws {
    let help = try Executable.run(["render", "--help"])
    #expect(help.status == 0)
    #expect(
      help.standardOutput.contains(
        "USAGE: layoutshot render [LAYOUT…] [--device SELECTOR[,SELECTOR…]]… [<options>]"))
    #expect(help.standardOutput.contains("--device <selector[,selector…]>"))
    // A comma list, the flag repeated, and both together choose the same renders.
    let folder = try TemporaryFolder()
    let forms = [
      "comma": ["--device", "iphone-se-2-3,iphone-x,ipad-10"],
      "repeated": ["--device", "iphone-se-2-3", "--device", "iphone-x", "--device", "ipad-10"],
      "both": ["--device", "iphone-se-2-3, iphone-x", "--device", "ipad-10"],
    ]
    for (name, devices) in forms {
      let result = try Executable.run(
        ["render", "ComplexWidth"] + devices + ["--format", "json", "--out", name], in: folder.url)
      #expect(result.status == 0, "\(name): \(result.standardError)")
    }
    for name in forms.keys {
      #expect(
        folder.files().filter { $0.hasPrefix(name + "/") }
          == ["ipad-10", "iphone-se-2-3", "iphone-x"].map { "\(name)/ComplexWidth/\($0)-portrait.json" })
    }
  }

  @Test func renderWritesOneFilePerLayoutDeviceAndFormat() throws {
    let folder = try TemporaryFolder()
    let result = try Executable.run(
      [
        "render", "ComplexWidth", "--device", "iphone-x", "--orientation", "both", "--format", "json",
        "--out", "out",
      ],
      in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      folder.files() == [
        "out/ComplexWidth/iphone-x-landscape.json", "out/ComplexWidth/iphone-x-portrait.json",
      ])
    #expect(result.standardOutput.hasPrefix("Wrote 2 files for 2 renders to out in "))
    // ComplexWidth in portrait on the iPhone X: 375 - 24 = 351 to share; blue keeps its 150 points.
    let dump = try FrameDump(
      parsing: String(contentsOf: folder.file("out/ComplexWidth/iphone-x-portrait.json"), encoding: .utf8))
    #expect(
      dump.views.first { $0.name == "blue" }?.frame
        == Rect(x: 8, y: 52, width: 150, height: 812 - 44 - 34 - 16))
  }

  @Test func bothEditionsAreRenderedAndTheDefaultKeepsItsName() throws {
    let folder = try TemporaryFolder()
    let result = try Executable.run(
      [
        "render", "ComplexWidth", "--device", "iphone-x", "--orientation", "landscape", "--format", "json",
        "--os", "18,26", "--out", "out",
      ],
      in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    // iOS 26 is the default: its file has no edition in its name; iOS 18's adds ios18.
    #expect(
      folder.files() == [
        "out/ComplexWidth/iphone-x-landscape-ios18.json", "out/ComplexWidth/iphone-x-landscape.json",
      ])
    let old = try FrameDump(
      parsing: String(
        contentsOf: folder.file("out/ComplexWidth/iphone-x-landscape-ios18.json"), encoding: .utf8))
    let new = try FrameDump(
      parsing: String(contentsOf: folder.file("out/ComplexWidth/iphone-x-landscape.json"), encoding: .utf8))
    // Documentation/Devices.md#ios-26: the X in landscape is 44 at the sides on both, 21 at the
    // bottom on iOS 18 and 20 on iOS 26.
    #expect(old.safeArea == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(new.safeArea == EdgeInsets(top: 0, left: 44, bottom: 20, right: 44))
    #expect(old.variant == "light, L, ltr, ios18" && new.variant == "light, L, ltr")
    let text = try String(
      contentsOf: folder.file("out/ComplexWidth/iphone-x-landscape.json"), encoding: .utf8)
    #expect(text.contains("\"os\": \"ios26\""))
    // 27 is the iOS 26 edition, and `ios26` is accepted too.
    let later = try Executable.run(
      [
        "render", "ComplexWidth", "--device", "iphone-x", "--format", "json", "--os", "iOS 27,ios26", "--out",
        "later",
      ],
      in: folder.url)
    #expect(later.status == 0, "\(later.standardError)")
    #expect(
      folder.files().filter { $0.hasPrefix("later/") } == ["later/ComplexWidth/iphone-x-portrait.json"])
  }

  @Test func everyCombinationOfTheVariantsIsRenderedAndNamed() throws {
    let folder = try TemporaryFolder()
    let result = try Executable.run(
      [
        "render", "ComplexWidth", "--device", "iphone-x", "--format", "json", "--appearance", "light,dark",
        "--content-size", "L,AX3", "--direction", "rtl", "--out", "out",
      ],
      in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      folder.files() == [
        "out/ComplexWidth/iphone-x-portrait-ax3-rtl.json",
        "out/ComplexWidth/iphone-x-portrait-dark-ax3-rtl.json",
        "out/ComplexWidth/iphone-x-portrait-dark-rtl.json", "out/ComplexWidth/iphone-x-portrait-rtl.json",
      ])
    let dump = try FrameDump(
      parsing: String(
        contentsOf: folder.file("out/ComplexWidth/iphone-x-portrait-dark-ax3-rtl.json"), encoding: .utf8))
    #expect(dump.variant == "dark, AX3, rtl")
    // An elevated sheet in dark mode with Increase Contrast, and the right-to-left pseudolanguage.
    let sheet = try Executable.run(
      [
        "render", "ComplexWidth", "--device", "iphone-x", "--format", "json", "--appearance", "dark",
        "--level",
        "elevated", "--contrast", "high", "--palette", "ios18", "--pseudo-locale", "rtl-strings", "--out",
        "sheet",
      ],
      in: folder.url)
    #expect(sheet.status == 0, "\(sheet.standardError)")
    let sheetFile = "sheet/ComplexWidth/iphone-x-portrait-dark-high-contrast-elevated-ios18-rtl-strings.json"
    #expect(folder.files().filter { $0.hasPrefix("sheet/") } == [sheetFile])
    let sheetDump = try FrameDump(parsing: String(contentsOf: folder.file(sheetFile), encoding: .utf8))
    #expect(sheetDump.variant == "dark high contrast elevated, L, rtl, ios18, rtl-strings")
    // The keyboard shown and hidden: the shown one's file adds `keyboard`, its dump records it.
    let typing = try Executable.run(
      [
        "render", "ComplexWidth", "--device", "iphone-x", "--format", "json", "--keyboard", "hidden,shown",
        "--out", "typing",
      ],
      in: folder.url)
    #expect(typing.status == 0, "\(typing.standardError)")
    #expect(
      folder.files().filter { $0.hasPrefix("typing/") } == [
        "typing/ComplexWidth/iphone-x-portrait-keyboard.json", "typing/ComplexWidth/iphone-x-portrait.json",
      ])
    let typingDump = try FrameDump(
      parsing: String(
        contentsOf: folder.file("typing/ComplexWidth/iphone-x-portrait-keyboard.json"), encoding: .utf8))
    #expect(typingDump.variant == "light, L, ltr, keyboard")
    // A preset: the accessibility sizes L, AX1 and AX5.
    let preset = try Executable.run(
      [
        "render", "ComplexWidth", "--device", "iphone-x", "--format", "json", "--variants", "accessibility",
        "--out", "preset",
      ],
      in: folder.url)
    #expect(preset.status == 0, "\(preset.standardError)")
    #expect(
      folder.files().filter { $0.hasPrefix("preset/") } == [
        "preset/ComplexWidth/iphone-x-portrait-ax1.json", "preset/ComplexWidth/iphone-x-portrait-ax5.json",
        "preset/ComplexWidth/iphone-x-portrait.json",
      ])
  }

  @Test(
    arguments: [
      (
        ["--appearance", "sepia"], "error: Unknown appearance 'sepia'; the appearances are light and dark.\n"
      ),
      (
        ["--content-size", "XXXXL"],
        "error: Unknown content size 'XXXXL'; the sizes are XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5.\n"
      ),
      (["--direction", "up"], "error: Unknown direction 'up'; the directions are ltr and rtl.\n"),
      (
        ["--language", "../de"],
        "error: The language '../de' is not a language code such as de, pt-BR or zh-Hans.\n"
      ),
      (
        ["--pseudo-locale", "klingon"],
        "error: Unknown pseudo-locale 'klingon'; the pseudo-locales are none, double, accented, bounded, rtl-strings.\n"
      ),
      (["--level", "high"], "error: Unknown level 'high'; the levels are base and elevated.\n"),
      (
        ["--palette", "ios7"],
        "error: --palette: iOS 7 has no edition of its own: the editions are 18 (iOS 15 to 18) and 26 (iOS 26 and 27).\n"
      ),
      (
        ["--os", "17"],
        "error: --os: iOS 17 has no edition of its own: the editions are 18 (iOS 15 to 18) and 26 (iOS 26 and 27).\n"
      ),
      (
        ["--os", "18,abc"],
        "error: --os: 'abc' is not an iOS version: the editions are 18 (iOS 15 to 18) and 26 (iOS 26 and 27).\n"
      ),
      (["--os", ","], "error: --os needs at least one value.\n"),
      (
        ["--os", "26", "--palette", "ios26"], "error: --palette is the old name of --os; give one of them.\n"
      ),
      (
        ["--keyboard", "up"],
        "error: Unknown keyboard state 'up'; the keyboard states are hidden and shown.\n"
      ),
      (
        ["--variants", "most"],
        "error: Unknown variant preset 'most'; the presets are pseudolocales, appearances, accessibility, directions, keyboard, all.\n"
      ),
      (
        ["--variants", "all", "--appearance", "dark"],
        "error: --variants takes the place of --appearance, --contrast, --level, --os, --keyboard, --content-size, --direction, --pseudo-locale and --language; give one or the others.\n"
      ),
    ])
  func badVariantsAreOneLineAndStatus2(arguments: [String], message: String) throws {
    let folder = try TemporaryFolder()
    let result = try Executable.run(["render", "ComplexWidth", "--out", "out"] + arguments, in: folder.url)
    #expect(result.status == 2)
    #expect(result.standardError == message)
    #expect(folder.files().isEmpty)
  }

  @Test func sheetWritesOnePicturePerLayout() throws {
    let folder = try TemporaryFolder()
    let result = try Executable.run(
      [
        "sheet", "ComplexWidth", "FillView", "--device", "iphone-x,ipad-10", "--variants", "appearances",
        "--width", "800", "--out", "sheets",
      ],
      in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(folder.files() == ["sheets/ComplexWidth.png", "sheets/FillView.png"])
    #expect(result.standardOutput.contains("sheets/ComplexWidth.png: ComplexWidth on 4 screens"))
    let sheet = try Raster.Image(pngData: [UInt8](Data(contentsOf: folder.file("sheets/ComplexWidth.png"))))
    #expect(sheet.width == 800)
    let narrow = try Executable.run(
      ["sheet", "ComplexWidth", "--width", "50", "--out", "narrow"], in: folder.url)
    #expect(narrow.status == 2)
    #expect(narrow.standardError.contains("--width must be a number of pixels from 200 to 20000."))
  }

  @Test func theExtentIsTheLayoutsOwnUnlessChosenAndNamesTheFiles() throws {
    let folder = try TemporaryFolder()
    // A cell is a component by its own extent; a screen layout is laid out as a component when
    // asked, at the screen's width and the height its constraints give.
    let own = try Executable.run(
      ["render", "MessageCell", "--device", "iphone-x", "--format", "json", "--out", "own"], in: folder.url)
    #expect(own.status == 0, "\(own.standardError)")
    let chosen = try Executable.run(
      [
        "render", "ComplexWidth", "--device", "iphone-x", "--format", "json", "--extent", "content", "--out",
        "chosen",
      ],
      in: folder.url)
    #expect(chosen.status == 0, "\(chosen.standardError)")
    #expect(
      folder.files() == [
        "chosen/ComplexWidth/iphone-x-portrait-content.json",
        "own/MessageCell/iphone-x-portrait-component.json",
      ])
    let ownDump = try FrameDump(
      parsing: String(
        contentsOf: folder.file("own/MessageCell/iphone-x-portrait-component.json"), encoding: .utf8))
    #expect(ownDump.views.first?.frame.width == 375)
    // ComplexWidth has no scroll view: its whole content is the screen.
    let dump = try FrameDump(
      parsing: String(
        contentsOf: folder.file("chosen/ComplexWidth/iphone-x-portrait-content.json"), encoding: .utf8))
    #expect(dump.views.first?.frame == Rect(x: 0, y: 0, width: 375, height: 812))
    // A component at a fixed width: the cell laid out 320 points wide on the iPhone X.
    let narrow = try Executable.run(
      [
        "render", "MessageCell", "--device", "iphone-x", "--format", "json", "--extent", "component",
        "--width",
        "320", "--out", "narrow",
      ], in: folder.url)
    #expect(narrow.status == 0, "\(narrow.standardError)")
    let narrowDump = try FrameDump(
      parsing: String(
        contentsOf: folder.file("narrow/MessageCell/iphone-x-portrait-component.json"), encoding: .utf8))
    #expect(narrowDump.views.first?.frame.width == 320)
    let widthAlone = try Executable.run(["render", "--width", "320"], in: folder.url)
    #expect(widthAlone.status == 2)
    #expect(widthAlone.standardError.contains("--width goes with --extent component."))
    let bad = try Executable.run(["render", "--extent", "page"], in: folder.url)
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("'screen', 'content' or 'component'"))
  }

  @Test func shardsSplitTheWorkIntoDisjointSharesThatCoverIt() throws {
    let folder = try TemporaryFolder()
    let all = try Executable.run(
      ["render", "--format", "json", "--device", "phones", "--out", "all"], in: folder.url)
    #expect(all.status == 0)
    var shards: [[String]] = []
    for index in 1...3 {
      let result = try Executable.run(
        ["render", "--format", "json", "--device", "phones", "--shard", "\(index)/3", "--out", "s\(index)"],
        in: folder.url)
      #expect(result.status == 0)
      shards.append(folder.files().filter { $0.hasPrefix("s\(index)/") }.map { String($0.dropFirst(3)) })
    }
    let everything = folder.files().filter { $0.hasPrefix("all/") }.map { String($0.dropFirst(4)) }
    #expect(shards.joined().sorted() == everything)
    #expect(Set(shards.joined()).count == everything.count)
    #expect(shards.allSatisfy { !$0.isEmpty })
  }

  @Test func fourShardsMergedEqualTheUnshardedRenderFileForFile() throws {
    let folder = try TemporaryFolder()
    let options = ["--format", "png,json", "--device", "iphone-se-2-3,ipad-10"]
    let all = try Executable.run(["render"] + options + ["--out", "all"], in: folder.url)
    #expect(all.status == 0, "\(all.standardError)")
    for index in 1...4 {
      let shard = try Executable.run(
        ["render"] + options + ["--shard", "\(index)/4", "--out", "shard-\(index)"], in: folder.url)
      #expect(shard.status == 0, "\(shard.standardError)")
    }
    let merged = try Executable.run(
      ["merge", "shard-1", "shard-2", "shard-3", "shard-4", "--out", "merged"], in: folder.url)
    #expect(merged.status == 0, "\(merged.standardError)")
    let everything = folder.files().filter { $0.hasPrefix("all/") }.map { String($0.dropFirst("all/".count)) }
    #expect(merged.standardOutput == "Merged \(everything.count) files from 4 folders into merged.\n")
    let joined = folder.files().filter { $0.hasPrefix("merged/") }.map {
      String($0.dropFirst("merged/".count))
    }
    #expect(joined == everything)
    for path in everything {
      #expect(
        try Data(contentsOf: folder.file("all/" + path)) == Data(contentsOf: folder.file("merged/" + path)))
    }
    // The merged folder reviews as the unsharded one: nothing changed.
    let review = try Executable.run(["diff", "all", "merged"], in: folder.url)
    #expect(review.status == 0)
  }

  @Test func mergingRefusesConflictsAFullOutputFolderAndMissingFolders() throws {
    let folder = try TemporaryFolder()
    try folder.write("a/Card/phone.json", "1")
    try folder.write("b/Card/phone.json", "2")
    try folder.write("c/Card/phone.json", "1")
    try folder.write("c/Card/tablet.json", "3")
    try folder.write("full/keep.txt", "mine")
    let conflict = try Executable.run(["merge", "a", "b", "--out", "out"], in: folder.url)
    #expect(conflict.status == 2)
    #expect(conflict.standardError.contains("'Card/phone.json' differs between"))
    #expect(!folder.files().contains { $0.hasPrefix("out/") })
    let full = try Executable.run(["merge", "a", "c", "--out", "full"], in: folder.url)
    #expect(full.status == 2)
    #expect(full.standardError.contains("already exists and is not an empty folder"))
    #expect(try String(contentsOf: folder.file("full/keep.txt"), encoding: .utf8) == "mine")
    let missing = try Executable.run(["merge", "a", "nowhere", "--out", "out"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("is not a folder"))
    // The same bytes in two folders are one file.
    let fine = try Executable.run(["merge", "a", "c", "--out", "out"], in: folder.url)
    #expect(fine.status == 0)
    #expect(
      folder.files().filter { $0.hasPrefix("out/") } == ["out/Card/phone.json", "out/Card/tablet.json"])
  }

  @Test func diffOfAFolderWithItselfFindsNoChanges() throws {
    let folder = try TemporaryFolder()
    _ = try Executable.run(["render", "--format", "json", "--out", "out"], in: folder.url)
    let result = try Executable.run(
      ["diff", "out", "out", "--report", "report", "--markdown", "review.md"], in: folder.url)
    #expect(result.status == 0)
    // Every example on each of the five default devices.
    let layouts = try Executable.run(["list"]).standardOutput.split(separator: "\n").count
    #expect(result.standardOutput.hasPrefix("0 changed, 0 added, 0 removed, \(layouts * 5) unchanged"))
    let markdown = try String(contentsOf: folder.file("review.md"), encoding: .utf8)
    #expect(markdown.contains("No layout changed."))
  }

  @Test func diffFindsChangedAddedAndRemovedSnapshotsAndWritesTheReview() throws {
    let folder = try TemporaryFolder()
    let formats = ["--format", "png,svg,json", "--device", "iphone-12,ipad-10"]
    _ = try Executable.run(["render"] + formats + ["--out", "base"], in: folder.url)
    _ = try Executable.run(["render"] + formats + ["--out", "head"], in: folder.url)
    // A layout change: blue 20 points wider in one frame dump, and a 10 × 10 block painted black
    // in the same snapshot's PNG; one snapshot gone, one new.
    let changed = folder.file("head/ComplexWidth/iphone-12-portrait.json")
    let text = try String(contentsOf: changed, encoding: .utf8)
    try text.replacingOccurrences(
      of: #""name": "blue", "parent": "root", "frame": {"x": 8, "y": 55, "width": 150"#,
      with: #""name": "blue", "parent": "root", "frame": {"x": 8, "y": 55, "width": 170"#
    )
    .write(to: changed, atomically: true, encoding: .utf8)
    let png = folder.file("head/ComplexWidth/iphone-12-portrait.png")
    var image = try Raster.Image(pngData: Array(try Data(contentsOf: png)))
    for y in 100..<110 {
      for x in 200..<210 { image.setPixel(x: x, y: y, to: RGBA8(red: 0, green: 0, blue: 0)) }
    }
    try Data(try image.pngData()).write(to: png)
    for ext in ["png", "svg", "json"] {
      try FileManager.default.removeItem(at: folder.file("head/FillView/ipad-10-portrait.\(ext)"))
      try FileManager.default.copyItem(
        at: folder.file("base/FillView/ipad-10-portrait.\(ext)"),
        to: folder.file("head/FillView/extra-portrait.\(ext)"))
    }
    let result = try Executable.run(
      ["diff", "base", "head", "--report", "report", "--markdown", "review.md"], in: folder.url)
    #expect(result.status == 1)
    let layouts = try Executable.run(["list"]).standardOutput.split(separator: "\n").count
    // Snapshots are counted by layout and screen, whatever their formats.
    #expect(result.standardOutput.hasPrefix("1 changed, 1 added, 1 removed, \(layouts * 2 - 2) unchanged"))
    #expect(result.standardOutput.contains("blue.width 150 → 170 (+20)"))
    let markdown = try String(contentsOf: folder.file("review.md"), encoding: .utf8)
    #expect(
      markdown.contains("| `ComplexWidth/iphone-12-portrait` | 🔴 changed | blue.width 150 → 170 (+20) |"))
    #expect(markdown.contains("| `FillView/ipad-10-portrait` | ⚫ removed |"))
    #expect(markdown.contains("| `FillView/extra-portrait` | ⚪ added |"))
    let html = try Data(contentsOf: folder.file("report/index.html"))
    try expectWellFormed(html)
    let page = String(decoding: html, as: UTF8.self)
    for anchor in ["complexwidth-iphone-12-portrait", "fillview-ipad-10-portrait", "fillview-extra-portrait"]
    {
      #expect(page.contains("id=\"\(anchor)\""), "\(anchor)")
    }
    #expect(page.contains("blue.width 150 → 170 (+20)"))
    // The changed PNG: 100 pixels (the block) of the iPhone 12's 1170 × 2532 differ (0.0034 %),
    // in x 200..<210, y 100..<110; the page and the terminal word it as a failing test does.
    #expect(
      page.contains(
        "100 of 2,962,440 pixels differ (0.003 %)<br/><span class=\"detail\">changed area: x 200..&lt;210, "
          + "y 100..&lt;110 (pixels)</span>"))
    #expect(
      result.standardOutput.contains(
        "    png: 100 of 2,962,440 pixels differ (0.003 %)\n      changed area: x 200..<210, y 100..<110 (pixels)\n"
      ))
    #expect(
      result.standardOutput.contains("    json: 1 change in 1 view\n      blue.width 150 → 170 (+20)\n"))
    for image in ["base", "head", "diff"] {
      let path = "report/images/ComplexWidth/iphone-12-portrait.\(image).png"
      #expect(FileManager.default.fileExists(atPath: folder.file(path).path), "\(path)")
      #expect(page.contains("src=\"images/ComplexWidth/iphone-12-portrait.\(image).png\""))
    }
    let diff = try Raster.Image(
      pngData: Array(
        try Data(contentsOf: folder.file("report/images/ComplexWidth/iphone-12-portrait.diff.png"))))
    #expect(diff.pixel(x: 205, y: 105) == PixelDiff.differenceColor)
  }

  @Test func aCorruptPNGIsOneLineAndStatus2AndLeavesNoReport() throws {
    let folder = try TemporaryFolder()
    _ = try Executable.run(
      ["render", "ComplexWidth", "--device", "iphone-12", "--out", "base"], in: folder.url)
    _ = try Executable.run(
      ["render", "ComplexWidth", "--device", "iphone-12", "--out", "head"], in: folder.url)
    try Data("not a png".utf8).write(to: folder.file("head/ComplexWidth/iphone-12-portrait.png"))
    let result = try Executable.run(["diff", "base", "head", "--report", "report"], in: folder.url)
    #expect(result.status == 2)
    #expect(
      result.standardError.hasPrefix(
        "error: Cannot compare 'ComplexWidth/iphone-12-portrait.png': the actual image cannot be decoded: "
          + "not a PNG file"))
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    #expect(!folder.files().contains { $0.hasPrefix("report") })
  }
}

/// Fails the test unless `data` parses as XML (the report is polyglot HTML).
private func expectWellFormed(_ data: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
{
  #if canImport(FoundationXML)
    let parser = FoundationXML.XMLParser(data: data)
  #else
    let parser = XMLParser(data: data)
  #endif
  let parsed = parser.parse()
  #expect(
    parsed, "the report is not well-formed: \(String(describing: parser.parserError))",
    sourceLocation: sourceLocation)
}

/// The entry point that users' own packages call with their layouts, run in process.
@Suite("Command line entry point")
struct EntryPointTests {
  /// A card whose horizontal position nothing fixes: an ambiguous layout.
  private static let loose = AnyLayoutProgram("Loose") { root, _ in
    let card = View("card")
    root.addSubview(card)
    card.top == root.top + 10
    card.width == 100
    card.height == 50
  }

  @Test func strictRenderFailsOnAmbiguityWithStatus1() throws {
    let folder = try TemporaryFolder()
    let arguments = ["render", "--format", "json", "--device", "iphone-x", "--out", folder.path]
    #expect(LayoutShotCLI.run(arguments, layouts: [Self.loose]) == 0)
    #expect(LayoutShotCLI.run(arguments + ["--strict"], layouts: [Self.loose]) == 1)
    #expect(folder.files() == ["Loose/iphone-x-portrait.json"])
  }

  /// A box in the middle of the screen, always shown in landscape (as a `.landscapeLeft` preview is).
  private struct LandscapeBox: LayoutProgram {
    var fixedOrientation: Orientation? { .landscape }

    func body(root: View, screen: Screen) -> LayoutBody {
      let box = View("box")
      root.addSubview(box)
      box.centerX == root.centerX
      box.centerY == root.centerY
      box.width == 100
      box.height == 50
    }
  }

  @Test func aLayoutInOneOrientationIsRenderedInItAlone() throws {
    let folder = try TemporaryFolder()
    let arguments = [
      "render", "--format", "json", "--device", "iphone-x", "--orientation", "both", "--out", folder.path,
    ]
    #expect(LayoutShotCLI.run(arguments, layouts: [Self.loose, LandscapeBox()]) == 0)
    #expect(
      folder.files() == [
        "LandscapeBox/iphone-x-landscape.json", "Loose/iphone-x-landscape.json",
        "Loose/iphone-x-portrait.json",
      ])
  }

  @Test func twoLayoutsWithOneNameAreRefused() {
    #expect(LayoutShotCLI.run(["list"], layouts: [Self.loose, Self.loose]) == 2)
  }

  @Test func helpIsNotAnError() {
    #expect(LayoutShotCLI.run(["render", "--help"], layouts: []) == 0)
  }
}
