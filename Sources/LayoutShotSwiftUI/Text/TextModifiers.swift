import Foundation

extension View {
  /// Text below shown in `textCase` (as written when `nil`).
  ///
  /// ```swift
  /// Text("Settings").textCase(.uppercase)
  /// ```
  public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

  /// Text below in `weight`, where it sets none.
  ///
  /// ```swift
  /// VStack { Text("Name"); Text("Role") }.fontWeight(.semibold)
  /// ```
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.fontWeight = weight })
  }

  /// Text below in italic when `isActive`.
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.isItalic = isActive })
  }

  /// Text below underlined when `isActive`, in `color` (the text's when `nil`).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    modifier(_EnvironmentKeyWritingModifier { $0.underline = isActive ? Text.Decoration(color: color) : nil })
  }

  /// Text below struck through when `isActive`, in `color` (the text's when `nil`).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    modifier(
      _EnvironmentKeyWritingModifier { $0.strikethrough = isActive ? Text.Decoration(color: color) : nil })
  }

  /// Text below with `lineSpacing` points between its lines (none after the last): two lines are
  /// `lineSpacing` taller (Documentation/SwiftUIDrawing.md#text).
  ///
  /// ```swift
  /// Text(article.body).lineSpacing(6)
  /// ```
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

  /// Text below that does not fit the size it is offered (on its allowed lines) shrunk, as little as
  /// makes it fit but no smaller than `factor` of its size, before it is truncated
  /// (Documentation/SwiftUIDrawing.md#text).
  ///
  /// ```swift
  /// Text(price).font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5)
  /// ```
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

  /// Text below with `kerning` points added after each character, where it sets none
  /// (Documentation/SwiftUIDrawing.md#text).
  ///
  /// ```swift
  /// Text("AVIATION").kerning(2)
  /// ```
  public func kerning(_ kerning: CGFloat) -> some View { environment(\.kerning, kerning) }

  /// Text below with `tracking` points added after each character, where it sets none
  /// (Documentation/SwiftUIDrawing.md#text).
  ///
  /// ```swift
  /// Text("SOLD OUT").tracking(3)
  /// ```
  public func tracking(_ tracking: CGFloat) -> some View { environment(\.tracking, tracking) }

  /// Text below raised `baselineOffset` points above its baseline (lowered when negative), where
  /// it sets none; its lines grow to hold it (Documentation/SwiftUIDrawing.md#text).
  ///
  /// ```swift
  /// Text("Beta").font(.caption).baselineOffset(6)
  /// ```
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    environment(\.baselineOffset, baselineOffset)
  }

  /// Text below with digits of one width, each as wide as the widest
  /// (Documentation/SwiftUIDrawing.md#font-designs).
  ///
  /// ```swift
  /// HStack { Text(minutes); Text(":"); Text(seconds) }.monospacedDigit()
  /// ```
  public func monospacedDigit() -> some View { environment(\.usesTabularDigits, true) }

  /// Text below in the monospaced design when `isActive`: the system font with tabular digits
  /// here (Documentation/SwiftUIDrawing.md#font-designs).
  public func monospaced(_ isActive: Bool = true) -> some View { environment(\.isMonospaced, isActive) }

  /// Text below in `design`, where it sets none: the system font here, the monospaced design with
  /// tabular digits (Documentation/SwiftUIDrawing.md#font-designs).
  ///
  /// ```swift
  /// VStack { Text("12"); Text("km") }.fontDesign(.rounded)
  /// ```
  public func fontDesign(_ design: Font.Design?) -> some View { environment(\.fontDesign, design) }

  /// Text below in `width`; every width draws in the system font here.
  public func fontWidth(_ width: Font.Width?) -> some View { self }
}

extension EnvironmentValues {
  /// The number of lines text below takes at least, whatever it holds (`lineLimit(_:reservesSpace:)`
  /// and the lower bound of a range); 0 for none.
  var reservedLines: Int {
    get { self[ReservedLinesKey.self] }
    set { self[ReservedLinesKey.self] = newValue }
  }
}

private enum ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }

extension View {
  /// Text below shows at most `limit` lines, and takes the room of `limit` lines even when it has
  /// fewer when `reservesSpace` (Documentation/SwiftUIDrawing.md#line-limits).
  ///
  /// ```swift
  /// Text(review.summary).lineLimit(3, reservesSpace: true)   // cards of equal height
  /// ```
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    transformEnvironment(\.self) { environment in
      environment.lineLimit = limit
      environment.reservedLines = reservesSpace ? max(limit, 0) : 0
    }
  }

  /// Text below takes at least the range's lower bound of lines and at most its upper bound.
  ///
  /// ```swift
  /// TextField("Note", text: $note, axis: .vertical).lineLimit(2...5)
  /// ```
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    transformEnvironment(\.self) { environment in
      environment.lineLimit = limit.upperBound
      environment.reservedLines = max(limit.lowerBound, 0)
    }
  }

  /// Text below takes at least `limit.lowerBound` lines, and as many more as it needs.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    transformEnvironment(\.self) { environment in
      environment.lineLimit = nil
      environment.reservedLines = max(limit.lowerBound, 0)
    }
  }

  /// Text below takes at most `limit.upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    transformEnvironment(\.self) { environment in
      environment.lineLimit = limit.upperBound
      environment.reservedLines = 0
    }
  }
}
