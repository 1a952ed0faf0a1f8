import Typesetting

extension ContentSizeCategory {
  /// The widest the readable content guide is at this text size: 672 points at the default size
  /// (Large), wider at larger sizes, narrower at smaller ones.
  ///
  /// UIKit measures the width of 46 "M"s in a text style's font at the current text size
  /// (`+[UIFont _readableWidth]`, seen decompiled) and publishes no table. LayoutShot measures 46
  /// "M"s in the body font (``TextStyle/body``) at this size with its own typesetter and scales
  /// the result so that Large is exactly UIKit's 672:
  /// `672 × width(46 "M", body at this size) / width(46 "M", body at Large)`. The sizes in between
  /// are not verified against a device (the system font's tracking changes with its size, so the
  /// width is not quite proportional to the point size). Should the system font be unavailable,
  /// the width is proportional to the body size (`672 × size / 17`).
  ///
  /// ```swift
  /// ContentSizeCategory.large.readableWidth       // 672
  /// ContentSizeCategory.extraLarge.readableWidth  // about 750 (body at 19 points)
  /// ```
  ///
  /// On a phone the layout margins are narrower than any of these, so the readable guide is the
  /// margins guide whatever the size.
  public var readableWidth: Double {
    guard self != .large else { return Self.defaultReadableWidth }
    guard let here = Self.widthOfReadableLine(at: self), let large = Self.widthOfReadableLine(at: .large),
      large > 0
    else {
      return Self.defaultReadableWidth * TextStyle.body.pointSize(for: self)
        / TextStyle.body.pointSize(for: .large)
    }
    return Self.defaultReadableWidth * here / large
  }

  /// UIKit's readable width at the default text size.
  static let defaultReadableWidth = 672.0

  /// The width of 46 "M"s in the body font at `category`; `nil` when the font cannot be found.
  private static func widthOfReadableLine(at category: ContentSizeCategory) -> Double? {
    guard let font = try? FontDescriptor.preferredFont(forTextStyle: .body, contentSize: category).resolved()
    else { return nil }
    return Typesetter.layout(String(repeating: "M", count: 46), font: font).usedWidth
  }
}

extension Screen {
  /// The widest the readable content guide is on this screen, as the engine lays it out: the
  /// text size's width (``ContentSizeCategory/readableWidth``) while ``readableWidth`` is the
  /// default 672, else the ``readableWidth`` set.
  ///
  /// ```swift
  /// var screen = Screen(device: .iPadPro12Point9, orientation: .landscape)
  /// screen.effectiveReadableWidth  // 672
  /// screen.contentSize = .extraLarge
  /// screen.effectiveReadableWidth  // ContentSizeCategory.extraLarge.readableWidth
  /// ```
  public var effectiveReadableWidth: Double {
    readableWidth == ContentSizeCategory.defaultReadableWidth && contentSize != .large
      ? contentSize.readableWidth : readableWidth
  }
}
