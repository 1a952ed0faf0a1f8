extension DrawCommand {
  /// The command with every colour it draws passed through `transform`: a fill's colour, a
  /// gradient's stops, a group's shadow and everything a mask draws.
  ///
  /// A scene builder uses it to resolve dynamic colours for the appearance of what draws them:
  ///
  /// ```swift
  /// let dark = command.mappingColors { $0.resolved(for: .dark) }
  /// ```
  package func mappingColors(_ transform: (Color) -> Color) -> DrawCommand {
    switch self {
    case .fill(var fill):
      fill.color = transform(fill.color)
      return .fill(fill)
    case .gradient(var fill):
      fill.gradient = fill.gradient.mappingColors(transform)
      return .gradient(fill)
    case .beginGroup(var group):
      if let shadow = group.shadow { group.shadow?.color = transform(shadow.color) }
      return .beginGroup(group)
    case .beginMask(var mask):
      mask.commands = mask.commands.map { $0.mappingColors(transform) }
      return .beginMask(mask)
    case .image, .endGroup, .beginClip, .endClip:
      return self
    }
  }
}
