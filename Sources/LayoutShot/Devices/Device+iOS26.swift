// The built-in iOS devices' figures under the iOS 26 edition, where they differ from iOS 18's
// (Documentation/Devices.md#ios-26): a Face ID iPhone's landscape bottom inset is 20 rather than
// 21, a home-indicator iPad's insets are 32 at the top and 25 at the bottom in both orientations.

extension Device.EditionFigures {
  /// A Face ID iPhone on iOS 26: its iOS 18 safe area with the landscape bottom inset at 20.
  ///
  /// Its status bar is as on iOS 18. `measured` says which model's probe gave the figures, or why they
  /// are inferred.
  static func faceIDPhone(
    portraitTop top: Double, statusBar: Double?, measured: String
  ) -> [OSEdition: Device.EditionFigures] {
    [
      .ios26: Device.EditionFigures(
        safeArea: Device.PerOrientation(
          portrait: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
          landscape: EdgeInsets(top: 0, left: top, bottom: 20, right: top)),
        statusBar: Device.PerOrientation(portrait: statusBar, landscape: 0),
        source: """
          landscape bottom 20 on every Face ID iPhone: flutter_device_preview's iOS 26.5 probe \
          (commits 061d936/0ebffdf) and safearea.info (iOS 27); \(measured). The other insets are \
          unchanged in that probe. statusBar: not measured on iOS 26; iOS 18's.
          """)
    ]
  }

  /// A home-indicator iPad on iPadOS 26: 32 at the top and 25 at the bottom in both orientations.
  ///
  /// Its status bar is 32 points. `measured` says which model's probe gave the figures, or why they are
  /// inferred.
  static func homeIndicatorPad(measured: String) -> [OSEdition: Device.EditionFigures] {
    let insets = EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)
    return [
      .ios26: Device.EditionFigures(
        safeArea: Device.PerOrientation(portrait: insets, landscape: insets),
        statusBar: Device.PerOrientation(portrait: 32, landscape: 32),
        source: """
          safeArea 32/25 in both orientations: flutter_device_preview's iPadOS 26.5 probe (commits \
          061d936/0ebffdf); \(measured); top 32 also erik-sutton95/OpenZCine PR #91 (iPadOS 26.2 \
          simulator, status bar shown). statusBar 32: inferred from the top inset (the bar fills \
          it, as the 24 of iPadOS 15-18 does; flutter/flutter #175520: non-notch bars are at most \
          32).
          """)
    ]
  }
}
