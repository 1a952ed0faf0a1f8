import LayoutShot

extension Array where Element == any LayoutProgram {
  /// `previews` as layouts, for the command line and the snapshot assertions that take several.
  ///
  /// ```swift
  /// assertLayoutSnapshot(of: .previews(in: AppPreviews.all), on: .devices("iphone-14-pro"))
  /// LayoutShotCLI.main(layouts: Layouts.all + .previews(in: AppPreviews.all))
  /// ```
  public static func previews(in previews: [SwiftUIPreview]) -> [any LayoutProgram] {
    previews.map { $0 }
  }
}
