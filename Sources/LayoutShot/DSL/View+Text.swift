import Typesetting

// What labels and buttons share: finding their fonts and freezing their text.

extension View {
  /// The text content of a label or button, its fonts found in the shared registry: the text's
  /// font, and each run's (a run without a font or colour takes the text's), translated into the
  /// screen's language by the program's ``Localizations`` (``Screen/language``) and shown in
  /// `pseudoLocale` when there is one (``Screen/pseudoLocale``).
  ///
  /// - Throws: ``LayoutError/fontUnavailable(view:font:reason:location:)``.
  func textContent(
    _ text: String, font descriptor: FontDescriptor, color: Color, runs: [AttributedRun] = [],
    pseudoLocale: PseudoLocale?,
    style: ParagraphStyle, preferredMaxLayoutWidth: Double?, wrapsToSolvedWidth: Bool,
    insets: EdgeInsets = .zero, isTopAligned: Bool = false
  ) throws(LayoutError) -> TextContent {
    let font = try resolved(descriptor)
    var text = text
    var runs = runs
    if let localizing = Localizing.current {
      text = localizing.localizations.translation(of: text, in: localizing.language)
      for index in runs.indices where runs[index].attachment == nil {
        runs[index].text = localizing.localizations.translation(of: runs[index].text, in: localizing.language)
      }
    }
    if let pseudoLocale {
      text = pseudoLocale.apply(to: text)
      runs = pseudoLocale.apply(to: runs, text: \.text) { run, changed in
        // An attachment stays one U+FFFC character; a space the pseudolanguage adds after it is text.
        if run.attachment != nil && changed.contains(InlineBox.character) { return run }
        var run = run
        run.attachment = nil
        run.text = changed
        return run
      }
    }
    var resolvedRuns: [TextContent.Run] = []
    for run in runs {
      let runFont =
        try run.font.map { descriptor throws(LayoutError) in try resolved(descriptor) } ?? font
      var resolvedRun = TextContent.Run(
        text: run.text, font: runFont, color: run.color ?? color, attachment: run.attachment)
      resolvedRun.tracking = run.kern
      resolvedRun.baselineOffset = run.baselineOffset
      resolvedRuns.append(resolvedRun)
    }
    return TextContent(
      text: text, font: font, color: color, runs: resolvedRuns, style: style,
      preferredMaxLayoutWidth: preferredMaxLayoutWidth, wrapsToSolvedWidth: wrapsToSolvedWidth,
      insets: insets, isTopAligned: isTopAligned)
  }

  /// The font `descriptor` names, found in the shared registry.
  ///
  /// - Throws: ``LayoutError/fontUnavailable(view:font:reason:location:)``.
  private func resolved(_ descriptor: FontDescriptor) throws(LayoutError) -> SizedFont {
    do {
      return try descriptor.resolved(in: .shared)
    } catch {
      throw .fontUnavailable(
        view: displayName, font: descriptor.description, reason: error.description, location: creationLocation
      )
    }
  }
}
