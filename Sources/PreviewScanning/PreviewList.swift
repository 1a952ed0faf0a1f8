/// The Swift file that lists a target's previews, which the `LayoutShotPreviews` plugin adds to
/// the target: an enum `<Target>Previews` whose `all` is every preview, file by file (files in the
/// order given, previews in the order written), each under the `#if` it is written under.
///
/// A `#Preview`'s title, traits and body are copied into the list: a freestanding macro at file
/// scope may only declare types of names the compiler makes up, which no other file can name, so
/// the list makes each preview itself. The body stays a view builder, as the macro's is, and keeps
/// its file and lines (`#sourceLocation`), so the compiler reports a problem in it where it is
/// written.
///
/// ```swift
/// PreviewList(target: "App", files: [("Sources/App/ProfileCard.swift", found)]).source
/// // public enum AppPreviews {
/// //   @MainActor public static var all: [SwiftUIPreview] {
/// //     var previews: [SwiftUIPreview] = []
/// //     previews.append(
/// //       SwiftUIPreview(file: "ProfileCard", title: "Dark", traits: []) {
/// // #sourceLocation(file: "Sources/App/ProfileCard.swift", line: 12)
/// //   ProfileCard()
/// // #sourceLocation()
/// //       })
/// //     …
/// ```
package struct PreviewList {
  /// The target's name.
  package var target: String
  /// Each file's path and the previews found in it.
  package var files: [(path: String, previews: [PreviewDeclaration])]

  package init(target: String, files: [(path: String, previews: [PreviewDeclaration])]) {
    self.target = target
    self.files = files
  }

  /// The enum's name: the target's name, its characters that cannot be in an identifier made `_`,
  /// and `Previews`.
  package var enumName: String {
    let name = String(target.unicodeScalars.map { $0.properties.isXIDContinue ? Character($0) : "_" })
    return (name.first?.isNumber ?? true ? "_" : "") + name + "Previews"
  }

  /// The file's text.
  package var source: String {
    var lines = [
      "// Made by the LayoutShotPreviews plugin from the #Preview blocks and PreviewProviders of the",
      "// target \(target); it is made again at each build.",
      "import LayoutShotSwiftUI",
      "",
      "/// The previews of the target \(target), each a layout named after its file and title.",
      "public enum \(enumName) {",
      "  /// Every preview, file by file, in the order written.",
      "  @MainActor public static var all: [SwiftUIPreview] {",
      "    var previews: [SwiftUIPreview] = []",
    ]
    for (path, previews) in files {
      let file = Self.quoted(Self.fileStem(path))
      for preview in previews {
        if let condition = preview.condition { lines.append("    #if \(condition)") }
        switch preview.kind {
        case .macro(let title, let traits, let body, let bodyLine):
          lines += [
            "    previews.append(",
            "      SwiftUIPreview(file: \(file), title: \(title ?? "nil"), traits: [\(traits.joined(separator: ", "))]) {",
            "#sourceLocation(file: \(Self.quoted(path)), line: \(bodyLine))",
            body,
            "#sourceLocation()",
            "      })",
          ]
        case .unreachable(let title, let hiddenNames):
          let names = hiddenNames.map(Self.quoted).joined(separator: ", ")
          lines.append(
            "    previews.append(SwiftUIPreview(file: \(file), title: \(title ?? "nil"), usingHidden: [\(names)]))"
          )
        case .provider(let typeName):
          lines.append("    previews += SwiftUIPreview.previews(of: \(typeName).self, file: \(file))")
        }
        if preview.condition != nil { lines.append("    #endif") }
      }
    }
    lines += ["    return SwiftUIPreview.named(previews)", "  }", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// The part of a file's name before its first dot, without folders: `ProfileCard` for
  /// `Views/ProfileCard.swift` and for `ProfileCard.adapted.swift`.
  package static func fileStem(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
  }

  /// `text` as a Swift string literal.
  private static func quoted(_ text: String) -> String {
    "\"" + text.map { $0 == "\\" || $0 == "\"" ? "\\\($0)" : String($0) }.joined() + "\""
  }
}
