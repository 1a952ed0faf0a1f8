/// A preview found in a Swift file by ``PreviewScanner``: a `#Preview` or a `PreviewProvider`.
package struct PreviewDeclaration: Hashable, Sendable {
  /// What declares the preview.
  package enum Kind: Hashable, Sendable {
    /// A `#Preview`: its title and traits as written (`"Dark"`, `[".landscapeLeft"]`), and the
    /// statements of its closure, which begin at `bodyLine`.
    case macro(title: String?, traits: [String], body: String, bodyLine: Int)
    /// A `#Preview` whose body uses names its file keeps to itself (``HiddenNames``), so that the
    /// list cannot copy it: its title as written, and those names.
    case unreachable(title: String?, hiddenNames: [String])
    /// A type that conforms to `PreviewProvider`, with the types it is nested in
    /// (`ProfileCard.Previews`).
    case provider(typeName: String)
  }

  package var kind: Kind
  /// The line of the `#Preview` or of the provider's declaration, counted from 1.
  package var line: Int
  /// The `#if` condition the declaration is compiled under (`DEBUG`, `!(os(macOS)) && (DEBUG)`),
  /// `nil` when it always is.
  package var condition: String?

  package init(kind: Kind, line: Int, condition: String? = nil) {
    self.kind = kind
    self.line = line
    self.condition = condition
  }
}
