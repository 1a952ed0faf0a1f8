import Foundation
import Testing

@testable import SourceAdaptation

/// The adapted text of `source` without its `#sourceLocation` line, checking that line and that
/// the adapted file has the original's lines.
private func adapted(_ source: String, path: String = "/app/File.swift") throws -> String {
  let text = try SourceAdapter.adapt(source, path: path).text
  let header = "#sourceLocation(file: \"\(path)\", line: 1)\n"
  #expect(text.hasPrefix(header))
  let body = String(text.dropFirst(header.count))
  #expect(
    body.split(separator: "\n", omittingEmptySubsequences: false).count
      == source.split(separator: "\n", omittingEmptySubsequences: false).count)
  return body
}

/// `source` with each occurrence of `constructs` (longest first) replaced by as many spaces.
private func blanking(_ source: String, _ constructs: [String]) -> String {
  var text = source
  for construct in constructs.sorted(by: { $0.count > $1.count }) {
    text = text.replacingOccurrences(of: construct, with: String(repeating: " ", count: construct.count))
  }
  return text
}

@Suite("Source adapter: attributes and modifiers")
struct SourceAdapterAttributeTests {
  @Test func objectiveCAttributesAreBlankedInPlace() throws {
    let source = """
      @objcMembers class A: NSObject {
        @objc(handleTap:) func tap(_ sender: Any) {}
        @objc private func hidden() {}
        @nonobjc func swiftOnly() {}
      }
      @objc enum Mode: Int { case on, off }
      """
    #expect(
      try adapted(source) == blanking(source, ["@objcMembers", "@objc(handleTap:)", "@objc", "@nonobjc"]))
  }

  @Test func interfaceBuilderAttributesAreBlanked() throws {
    let source = """
      @IBDesignable
      final class Badge: UIView {
        @IBInspectable var cornerRadius: CGFloat = 4
        @IBOutlet weak var label: UILabel!
        @IBOutlet var rows: [UIView]!
        @IBAction func tapped(_ sender: UIButton) {}
      }
      """
    #expect(
      try adapted(source) == blanking(source, ["@IBDesignable", "@IBInspectable", "@IBOutlet", "@IBAction"]))
  }

  @Test func dynamicGoesOnlyWhereItWasForObjectiveC() throws {
    let source = """
      class A: NSObject {
        @objc dynamic var title = ""
        dynamic var native = 0
      }
      @objcMembers class B: NSObject {
        dynamic var kvo = 0
      }
      """
    #expect(
      try adapted(source) == """
        class A: NSObject {
                        var title = ""
          dynamic var native = 0
        }
        \(String(repeating: " ", count: 12)) class B: NSObject {
          \(String(repeating: " ", count: 7)) var kvo = 0
        }
        """)
  }

  @Test func uiKitImportsImportTheUIKitFace() throws {
    let source = "import UIKit\nimport Foundation\nimport class QuartzCore.CALayer\nimport CoreGraphics\n"
    #expect(
      try adapted(source)
        == "import LayoutShotUIKit\nimport Foundation\nimport class LayoutShotUIKit.CALayer\nimport LayoutShotUIKit\n"
    )
  }

  @Test func aSwiftUIImportImportsTheSwiftUIFace() throws {
    #expect(
      try adapted("import SwiftUI\nimport struct SwiftUI.Text\n")
        == "import LayoutShotSwiftUI\nimport struct LayoutShotSwiftUI.Text\n")
  }

  @Test func otherAttributesCommentsAndStringsAreUntouched() throws {
    let source = """
      // @objc func old() {} and #selector(old)
      /// Calls `#selector(tapped)`; marked @IBAction once.
      @MainActor @available(iOS 13, *) final class C {
        let note = "@objc #selector(x) #keyPath(a.b)"
        @discardableResult func run(_ body: @escaping @Sendable () -> Void) -> Int { 1 }
      }
      """
    let result = try SourceAdapter.adapt(source, path: "/app/C.swift")
    #expect(result.changes.isEmpty)
    #expect(try adapted(source) == source)
  }
}

@Suite("Source adapter: selectors and key paths")
struct SourceAdapterSelectorTests {
  @Test func aSelectorCallsTheMethodItNames() throws {
    let source = """
      final class Login: UIViewController {
        func wire(_ button: UIButton) {
          button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
          button.addTarget(self, action: #selector(refresh), for: .valueChanged)
          button.addTarget(self, action: #selector(handle(_:forEvent:)), for: .touchDown)
          button.addTarget(self, action: #selector(done(sender:)), for: .touchDown)
        }
        @objc func tapped(_ sender: UIButton) {}
        @objc func refresh() {}
        @objc func handle(_ sender: UIButton, forEvent event: UIEvent) {}
        @objc func done(sender: Any) {}
      }
      """
    let lines = try adapted(source).split(separator: "\n").map(String.init)
    #expect(
      lines[2]
        == #"    button.addTarget(self, action: Selector("tapped:", { (target: Login, sender) in target.tapped(sender) }), for: .touchUpInside)"#
    )
    #expect(
      lines[3]
        == #"    button.addTarget(self, action: Selector("refresh", { (target: Login) in target.refresh() }), for: .valueChanged)"#
    )
    #expect(
      lines[4]
        == #"    button.addTarget(self, action: Selector("handle:forEvent:", { (target: Login, sender, event) in target.handle(sender, forEvent: event) }), for: .touchDown)"#
    )
    #expect(
      lines[5]
        == #"    button.addTarget(self, action: Selector("doneWithSender:", { (target: Login, sender) in target.done(sender: sender) }), for: .touchDown)"#
    )
  }

  @Test func aBareNameTakesTheDeclaredLabelsAndObjectiveCName() throws {
    let source = """
      class A {
        let s = #selector(tapped)
        let t = #selector(renamed)
        let u = #selector(move)
        @objc func tapped(_ sender: Any) {}
        @objc(customName:) func renamed(_ value: Int) {}
        @objc func move(to point: CGPoint) {}
      }
      """
    let lines = try adapted(source).split(separator: "\n").map(String.init)
    #expect(lines[1] == #"  let s = Selector("tapped:", { (target: A, sender) in target.tapped(sender) })"#)
    #expect(
      lines[2] == #"  let t = Selector("customName:", { (target: A, sender) in target.renamed(sender) })"#)
    #expect(lines[3] == #"  let u = Selector("moveTo:", { (target: A, sender) in target.move(to: sender) })"#)
  }

  @Test func theTargetTypeIsTheEnclosingOrTheWrittenOne() throws {
    let source = """
      struct Outer {
        final class Inner: UIView {
          func a() -> Selector { #selector(go) }
          func b() -> Selector { #selector(self.go) }
          func c() -> Selector { #selector(Other.run(_:)) }
          func go() {}
        }
      }
      extension Outer.Inner {
        var d: Selector { #selector(go) }
      }
      protocol Tappable {}
      extension Tappable {
        var e: Selector { #selector(tap) }
      }
      func f() {
        final class Local { let g = #selector(h); func h() {} }
      }
      """
    let lines = try adapted(source).split(separator: "\n").map(String.init)
    #expect(
      lines[2] == #"    func a() -> Selector { Selector("go", { (target: Outer.Inner) in target.go() }) }"#)
    #expect(
      lines[3] == #"    func b() -> Selector { Selector("go", { (target: Outer.Inner) in target.go() }) }"#)
    #expect(
      lines[4]
        == #"    func c() -> Selector { Selector("run:", { (target: Other, sender) in target.run(sender) }) }"#
    )
    #expect(lines[9] == #"  var d: Selector { Selector("go", { (target: Outer.Inner) in target.go() }) }"#)
    #expect(lines[13] == #"  var e: Selector { Selector(baseName: "tap", Self.tap) }"#)
    #expect(
      lines[16]
        == #"  final class Local { let g = Selector("h", { (target: Local) in target.h() }); func h() {} }"#)
  }

  @Test func aMethodTheFileDoesNotDeclareIsReferredToUnapplied() throws {
    let source =
      "class A: UIView {\n  let s = #selector(reload)\n  let t = #selector(UIView.layoutSubviews)\n}\n"
    let lines = try adapted(source).split(separator: "\n").map(String.init)
    #expect(lines[1] == #"  let s = Selector(baseName: "reload", A.reload)"#)
    #expect(lines[2] == #"  let t = Selector(baseName: "layoutSubviews", UIView.layoutSubviews)"#)
  }

  @Test func aCoercionPicksTheOverloadByItsArguments() throws {
    let source = """
      class A {
        let s = #selector(tapped as () -> Void)
        let t = #selector(tapped as (UIButton) -> Void)
        func tapped() {}
        func tapped(_ sender: UIButton) {}
      }
      """
    let lines = try adapted(source).split(separator: "\n").map(String.init)
    #expect(lines[1] == #"  let s = Selector("tapped", { (target: A) in target.tapped() })"#)
    #expect(lines[2] == #"  let t = Selector("tapped:", { (target: A, sender) in target.tapped(sender) })"#)
  }

  @Test func gettersAndSettersCallTheProperty() throws {
    let source = """
      class A {
        let g = #selector(getter: isOn)
        let s = #selector(setter: UISwitch.isOn)
        var isOn = false
      }
      """
    let lines = try adapted(source).split(separator: "\n").map(String.init)
    #expect(lines[1] == #"  let g = Selector("isOn", { (target: A) in target.isOn })"#)
    #expect(
      lines[2]
        == #"  let s = Selector("setIsOn:", { (target: UISwitch, newValue) in target.isOn = newValue })"#)
  }

  @Test func aSelectorWithoutAKnownTypeKeepsItsName() throws {
    let source = "let a = #selector(view.tapped(_:))\nlet b = #selector(global)\n"
    #expect(try adapted(source) == "let a = Selector(\"tapped:\")\nlet b = Selector(\"global\")\n")
  }

  @Test func aSelectorOverSeveralLinesKeepsTheLinesAfterIt() throws {
    let source =
      "class A {\n  let s = #selector(\n    tapped(_:)\n  ); let after = 1\n  func tapped(_ x: Int) {}\n}\n"
    let lines = try adapted(source).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[1] == #"  let s = Selector("tapped:", { (target: A, sender) in target.tapped(sender) })"#)
    #expect(lines[2] == "" && lines[3] == "; let after = 1")
    #expect(lines[4] == "  func tapped(_ x: Int) {}")
  }

  @Test func keyPathsBecomeStrings() throws {
    let source = "let a = #keyPath(view.frame)\nlet b = #keyPath(CALayer.position)\nlet c = #keyPath(a.b.c)\n"
    #expect(try adapted(source) == "let a = \"view.frame\"\nlet b = \"position\"\nlet c = \"a.b.c\"\n")
  }
}

@Suite("Source adapter: the file as a whole")
struct SourceAdapterFileTests {
  @Test func everyUnaffectedLineIsByteForByteTheOriginal() throws {
    let source = """
      import UIKit

      /// A card. 💳 Über-wide glyphs stay as they are.
      @IBDesignable final class Card: UIView {
        @IBInspectable var radius: CGFloat = 8 { didSet { layer.cornerRadius = radius } }
        private let tap = UITapGestureRecognizer()
        override init(frame: CGRect) {
          super.init(frame: frame)\r
          tap.addTarget(self, action: #selector(tapped))
        }
        required init?(coder: NSCoder) { fatalError("init(coder:)") }
        @objc private func tapped() {}\t
      }
      """
    let result = try SourceAdapter.adapt(source, path: "/app/Card.swift")
    // Lines of bytes: a carriage return stays part of its line.
    let original = Array(source.utf8).split(separator: 10, omittingEmptySubsequences: false)
    let lines = Array(result.text.utf8).split(separator: 10, omittingEmptySubsequences: false).dropFirst()
    #expect(lines.count == original.count)
    let changed = Set(result.changes.map(\.line))
    #expect(changed == [1, 4, 5, 9, 12])
    for (number, (line, before)) in zip(lines, original).enumerated() where !changed.contains(number + 1) {
      #expect(Array(line) == Array(before), "line \(number + 1)")
    }
  }

  @Test func theSourceLocationNamesTheOriginalFile() throws {
    let text = try SourceAdapter.adapt("let x = 1\n", path: "/app/My \"Views\"/A\\B.swift").text
    #expect(text == "#sourceLocation(file: \"/app/My \\\"Views\\\"/A\\\\B.swift\", line: 1)\nlet x = 1\n")
  }

  @Test func aFileThatDoesNotParseIsNotAdapted() {
    #expect(
      throws: AdaptError.unparsable(
        file: "/app/Broken.swift", line: 2, column: 22, problem: "expected an expression")
    ) {
      try SourceAdapter.adapt("class A {\n  func f() { let x = \n}\n", path: "/app/Broken.swift")
    }
  }
}

@Suite("Objective-C names")
struct ObjectiveCNameTests {
  @Test func namesFollowSwiftsRules() {
    #expect(ObjectiveCName.method("tapped", labels: []) == "tapped")
    #expect(ObjectiveCName.method("tapped", labels: ["_"]) == "tapped:")
    #expect(ObjectiveCName.method("tapped", labels: ["sender"]) == "tappedWithSender:")
    #expect(ObjectiveCName.method("move", labels: ["to"]) == "moveTo:")
    #expect(ObjectiveCName.method("configure", labels: ["withModel"]) == "configureWithModel:")
    #expect(ObjectiveCName.method("handle", labels: ["_", "forEvent"]) == "handle:forEvent:")
    #expect(ObjectiveCName.method("f", labels: ["_", "_"]) == "f::")
    #expect(ObjectiveCName.setter("isOn") == "setIsOn:")
  }
}

@Suite("Source adapter: diagnostics point at the original")
struct SourceAdapterDiagnosticTests {
  /// The compiler's first error for an adapted file with a type error on line 4 of the original.
  @Test func theCompilerReportsTheOriginalFileAndLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutshot-adapt-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = "/app/Views/Counter.swift"
    let source = """
      final class Counter {
        @objc dynamic var count = 0
        @objc func increment() {
          count = "one"
        }
      }

      """
    let adapted = folder.appendingPathComponent("Counter.swift")
    try Data(try SourceAdapter.adapt(source, path: original).text.utf8).write(to: adapted)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", adapted.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus != 0)
    #expect(
      output.contains("\(original):4:13: error: cannot assign value of type 'String' to type 'Int'"),
      "\(output)")
    #expect(!output.contains("Objective-C"))
  }
}
