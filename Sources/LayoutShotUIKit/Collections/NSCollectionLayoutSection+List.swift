import LayoutShot

extension NSCollectionLayoutSection {
  /// A list section: rows as wide as the section, one under another, looking as
  /// `configuration` says (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout { section, environment in
  ///   var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
  ///   configuration.headerMode = section == 0 ? .none : .supplementary
  ///   return .list(using: configuration, layoutEnvironment: environment)
  /// }
  /// ```
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let environment = layoutEnvironment as? CompositionalLayoutEnvironment
    let scale = layoutEnvironment.traitCollection.displayScale
    return ListSectionStyle(
      configuration: configuration, section: environment?.section ?? (0, 1),
      scale: scale > 0 ? scale : UIScreen.main.scale, margin: ListMetrics.horizontalMargin,
      sideSafeArea: environment?.sideSafeArea ?? (0, 0)
    ).makeSection()
  }
}
