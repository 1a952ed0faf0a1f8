import Foundation

extension Color {
  /// The colour a UIKit colour stands for, dynamic colours included (`Color(.systemBackground)`).
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemGroupedBackground))
  /// ```
  public init(_ color: UIColor) {
    self.init(core: color.layoutShotColor)
  }

  /// The colour a UIKit colour stands for (the labelled form).
  public init(uiColor: UIColor) {
    self.init(core: uiColor.layoutShotColor)
  }
}

extension UIColor {
  /// The UIKit colour a SwiftUI colour stands for.
  ///
  /// ```swift
  /// label.textColor = UIColor(Color.accentColor)
  /// ```
  public convenience init(_ color: Color) {
    self.init(color.coreColor)
  }
}
