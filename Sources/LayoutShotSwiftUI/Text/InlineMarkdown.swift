/// The inline markdown SwiftUI styles in a string literal's text: `**bold**` (or `__bold__`),
/// `*italic*` (or `_italic_`), `` `code` ``, `~~struck~~` and `[link](url)`, nested
/// (Documentation/SwiftUIDrawing.md#markdown).
///
/// Emphasis opens only before a character that is not a space and closes only after one, and an
/// underscore only at the start of a word, so `2 * 3 * 4` and `snake_case` stay as written; a
/// marker that is never closed is shown as written.
struct InlineMarkdown {
  /// What a stretch of text is marked as.
  struct Marks: Equatable {
    var isBold = false
    var isItalic = false
    var isCode = false
    var isStruckThrough = false
    var isLink = false
  }

  /// A stretch of text with its marks.
  struct Span: Equatable {
    var text: String
    var marks: Marks
  }

  /// `source`'s stretches, in order.
  static func spans(of source: String) -> [Span] {
    var spans: [Span] = []
    parse(Array(source), marks: Marks(), into: &spans)
    return spans
  }

  /// The emphasis markers, longest first, and what each marks.
  private static var emphasis: [(marker: String, mark: WritableKeyPath<Marks, Bool>)] {
    [("**", \.isBold), ("__", \.isBold), ("~~", \.isStruckThrough), ("*", \.isItalic), ("_", \.isItalic)]
  }

  private static func parse(_ characters: [Character], marks: Marks, into spans: inout [Span]) {
    var plain = ""
    func flush() {
      if !plain.isEmpty { spans.append(Span(text: plain, marks: marks)) }
      plain = ""
    }
    var index = 0
    while index < characters.count {
      if characters[index] == "`", let close = characters[(index + 1)...].firstIndex(of: "`"),
        close > index + 1
      {
        flush()
        var code = marks
        code.isCode = true
        spans.append(Span(text: String(characters[(index + 1)..<close]), marks: code))
        index = close + 1
        continue
      }
      if characters[index] == "[", let (text, end) = link(in: characters, at: index) {
        flush()
        var linked = marks
        linked.isLink = true
        parse(text, marks: linked, into: &spans)
        index = end
        continue
      }
      if let (marker, mark) = emphasis.first(where: { opens($0.marker, in: characters, at: index) }),
        let close = closing(marker, in: characters, after: index + marker.count)
      {
        flush()
        var inner = marks
        inner[keyPath: mark] = true
        parse(Array(characters[(index + marker.count)..<close]), marks: inner, into: &spans)
        index = close + marker.count
        continue
      }
      plain.append(characters[index])
      index += 1
    }
    flush()
  }

  /// Whether `marker` opens emphasis at `index`: written there, followed by a character that is
  /// not a space, and for an underscore not inside a word.
  private static func opens(_ marker: String, in characters: [Character], at index: Int) -> Bool {
    let marker = Array(marker)
    guard index + marker.count < characters.count,
      Array(characters[index..<(index + marker.count)]) == marker,
      !characters[index + marker.count].isWhitespace
    else { return false }
    return marker[0] != "_" || index == 0
      || !characters[index - 1].isLetter && !characters[index - 1].isNumber
  }

  /// Where `marker` closes emphasis opened before `start`: the first place it is written after a
  /// character that is not a space (and, for an underscore, not before a letter).
  private static func closing(_ marker: String, in characters: [Character], after start: Int) -> Int? {
    let marker = Array(marker)
    var index = start + 1
    while index + marker.count <= characters.count {
      if Array(characters[index..<(index + marker.count)]) == marker, !characters[index - 1].isWhitespace,
        marker[0] != "_" || index + marker.count == characters.count
          || !characters[index + marker.count].isLetter
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The text of the link `[text](url)` at `index` and where it ends; `nil` when none is there.
  private static func link(in characters: [Character], at index: Int) -> ([Character], Int)? {
    guard let close = characters[(index + 1)...].firstIndex(of: "]"), close + 1 < characters.count,
      characters[close + 1] == "(", let end = characters[(close + 2)...].firstIndex(of: ")")
    else { return nil }
    return (Array(characters[(index + 1)..<close]), end + 1)
  }
}

extension LocalizedStringKey {
  /// The key's text as runs of a `Text`: its markdown styled, its values in place.
  func styledRuns() -> [Text.Run] {
    let spans = InlineMarkdown.spans(of: format)
    guard !spans.isEmpty else { return [Text.Run(string: "")] }
    return spans.map { span in
      var run = Text.Run(string: Self.substituting(arguments, in: span.text))
      if span.marks.isBold { run.weight = .bold }
      run.isItalic = span.marks.isItalic
      run.isLink = span.marks.isLink
      run.isMonospaced = span.marks.isCode
      if span.marks.isStruckThrough { run.strikethrough = Text.Decoration(color: nil) }
      return run
    }
  }
}
